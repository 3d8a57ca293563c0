import type { PromoCheck } from '@bonneroute/shared/trips';
import { apiRequest } from '@/lib/api-client';

/** spec §7 GET /code-promo/{code}: the server accepts it or answers an error. */
export async function checkPromo(code: string): Promise<PromoCheck> {
  return (await apiRequest<{ data: PromoCheck }>(`/code-promo/${encodeURIComponent(code)}`)).data;
}
