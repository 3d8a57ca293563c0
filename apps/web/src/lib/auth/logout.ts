import { ApiError, api, unwrap } from '../api-client';
import { clearPrivateData } from '../pwa/private-data';
import { sessionStore } from '../session-store';

/**
 * docs/product/accounts.md: logout clears the token and expiry (and what was kept for offline
 * reading) and goes home with a reload; the server revokes
 * the session. docs/product/accounts.md: a 401 answer logs its first error detail and goes to the login page.
 */
export async function logout(): Promise<void> {
  let destination = '/';
  try {
    if (sessionStore.get()) await unwrap(api.POST('/auth/logout'), { handleUnauthorized: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      console.info(error.detail);
      destination = '/vous-identifier';
    }
    // Otherwise (network) logging out locally is what matters.
  } finally {
    sessionStore.clear();
    await clearPrivateData();
    window.location.assign(destination);
  }
}
