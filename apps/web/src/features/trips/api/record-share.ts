import { apiRequest } from '@/lib/api-client';

/** spec: the user shared the site (badge progress, POST /utilisateurs/{id}/partages); failures are ignored. */
export async function recordShare(userId: number): Promise<void> {
  try {
    await apiRequest(`/utilisateurs/${userId}/partages`, { body: {}, handleUnauthorized: false });
  } catch {
    // Sharing worked for the user; the count is a bonus.
  }
}
