import { api, unwrap } from '@/lib/api-client';

/** POST /password/forgot (docs/product/accounts.md); answers docs/product/accounts.md success message. */
export async function requestPasswordReset(email: string): Promise<string> {
  const response = await unwrap(api.POST('/password/forgot', { body: { email } }), {
    handleUnauthorized: false,
  });
  return response.data.message;
}
