import type { RegisterBody } from '@bonneroute/shared/auth';
import { apiRequest } from '@/lib/api-client';
import { toFormData } from './form-data';

/** POST /register (multipart, spec §7); answers the new account's id. */
export async function registerAccount(body: RegisterBody): Promise<number> {
  const response = await apiRequest<{ data: { id: number } }>('/register', {
    body: toFormData(body),
    handleUnauthorized: false,
  });
  return response.data.id;
}
