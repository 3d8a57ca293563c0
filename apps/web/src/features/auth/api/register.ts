import type { RegisterBody } from '@bonneroute/shared/auth';
import { api, asMultipart, unwrap } from '@/lib/api-client';

/** POST /register (multipart, docs/product/accounts.md); answers the new account's id. */
export async function registerAccount(body: RegisterBody): Promise<number> {
  const response = await unwrap(api.POST('/register', { body, bodySerializer: asMultipart }), {
    handleUnauthorized: false,
  });
  return response.data.id;
}
