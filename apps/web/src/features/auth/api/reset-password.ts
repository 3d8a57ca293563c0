import type { ResetBody } from '@bonneroute/shared/auth';
import { apiRequest } from '@/lib/api-client';

/** POST /password/reset (spec §7): status 400 means the link expired. */
export async function resetPassword(body: ResetBody): Promise<string> {
  const response = await apiRequest<{ data: { message: string } }>('/password/reset', {
    body: { ...body },
    handleUnauthorized: false,
  });
  return response.data.message;
}
