import type { LoginResponse } from '@bonneroute/shared/auth';
import { apiRequest } from '@/lib/api-client';

/** POST /login-via-google: the ID token of the Google button (the server verifies it). */
export function loginWithGoogle(credential: string): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/login-via-google', {
    body: { credential },
    handleUnauthorized: false,
  });
}

/** POST /register/google: an activated account from the Google identity, logged in. */
export function registerWithGoogle(credential: string): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/register/google', {
    body: { credential },
    handleUnauthorized: false,
  });
}
