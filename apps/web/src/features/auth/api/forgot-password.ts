import { api, unwrap } from '@/lib/api-client';

/** POST /password/forgot (spec §7); answers the spec §8 success message. */
export async function requestPasswordReset(email: string): Promise<string> {
  const response = await unwrap(api.POST('/password/forgot', { body: { email } }), {
    handleUnauthorized: false,
  });
  return response.data.message;
}
