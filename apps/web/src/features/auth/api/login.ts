import { api, asMultipart, unwrap, type ApiResponse } from '@/lib/api-client';

/** POST /login (multipart: email, password); the token is at data.attributes.token. */
export async function loginWithPassword(
  email: string,
  password: string,
): Promise<ApiResponse<'/login', 'post'>> {
  return unwrap(api.POST('/login', { body: { email, password }, bodySerializer: asMultipart }), {
    handleUnauthorized: false,
  });
}
