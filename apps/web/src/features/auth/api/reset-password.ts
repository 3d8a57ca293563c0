import type { ResetBody } from '@bonneroute/shared/auth';
import { api, unwrap } from '@/lib/api-client';

/** POST /password/reset (docs/product/accounts.md): status 400 means the link expired. */
export async function resetPassword(body: ResetBody): Promise<string> {
  const response = await unwrap(api.POST('/password/reset', { body }), {
    handleUnauthorized: false,
  });
  return response.data.message;
}
