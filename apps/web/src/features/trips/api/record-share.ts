import { api, unwrap } from '@/lib/api-client';

/** spec: the user shared the site (badge progress); issue 5 owns the endpoint, failures are ignored. */
export async function recordShare(userId: number): Promise<void> {
  try {
    const params = { path: { id: userId } };
    await unwrap(api.POST('/utilisateurs/{id}/partages', { params, body: {} }), {
      handleUnauthorized: false,
    });
  } catch {
    // Sharing worked for the user; the count is a bonus.
  }
}
