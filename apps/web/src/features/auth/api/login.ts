import type { LoginResponse } from '@bonneroute/shared/auth';
import { apiRequest } from '@/lib/api-client';
import { toFormData } from './form-data';

/** POST /login (multipart: email, password); the token is at data.attributes.token. */
export async function loginWithPassword(email: string, password: string): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/login', {
    body: toFormData({ email, password }),
    handleUnauthorized: false,
  });
}
