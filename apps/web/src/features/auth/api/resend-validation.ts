import { api, unwrap } from '@/lib/api-client';

/** POST /register/resend: a new validation mail; answers the French confirmation. */
export async function resendValidation(email: string): Promise<string> {
  const response = await unwrap(api.POST('/register/resend', { body: { email } }), {
    handleUnauthorized: false,
  });
  return response.data.message;
}
