import { apiRequest } from '../api-client';
import { sessionStore } from '../session-store';

/** spec §4: logout clears the token and expiry and goes home with a reload. */
export async function logout(): Promise<void> {
  try {
    if (sessionStore.get())
      await apiRequest('/auth/logout', { method: 'POST', handleUnauthorized: false });
  } catch {
    // The session may already be gone server-side; logging out locally is what matters.
  } finally {
    sessionStore.clear();
    window.location.assign('/');
  }
}
