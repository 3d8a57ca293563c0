import { api, unwrap, type ApiResponse } from '@/lib/api-client';

type LoginResponse = ApiResponse<'/login-via-google', 'post'>;

/** POST /login-via-google: the ID token of the Google button (the server verifies it). */
export function loginWithGoogle(credential: string): Promise<LoginResponse> {
  return unwrap(api.POST('/login-via-google', { body: { credential } }), {
    handleUnauthorized: false,
  });
}

/** POST /register/google: an activated account from the Google identity, logged in. */
export function registerWithGoogle(
  credential: string,
  consent: { cgu: 1; newsletter: 0 | 1 },
): Promise<LoginResponse> {
  return unwrap(api.POST('/register/google', { body: { credential, ...consent } }), {
    handleUnauthorized: false,
  });
}
