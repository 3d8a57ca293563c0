import { api, unwrap } from '@/lib/api-client';

/**
 * Registration step 1 (docs/product/accounts.md): `GET /utilisateurs?filter[email]&filter[activated]=1`, an empty
 * list means the address is free.
 */
export async function isEmailFree(email: string): Promise<boolean> {
  const response = await unwrap(
    api.GET('/utilisateurs', { params: { query: { filter: { email, activated: 1 } } } }),
    { handleUnauthorized: false },
  );
  return response.data.length === 0;
}
