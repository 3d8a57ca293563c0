import { useQuery } from '@tanstack/react-query';
import type { PaymentStatus } from '@bonneroute/shared/booking';
import { api, unwrap, type ApiData } from '@/lib/api-client';

/** GET /utilisateurs/{id}/paiements?filter[status]=… (docs/product/booking-and-money.md); every status without one. */
export async function getPayments(
  userId: number,
  status?: PaymentStatus,
): Promise<ApiData<'/utilisateurs/{id}/paiements'>> {
  const params = { path: { id: userId }, query: { filter: { status } } };
  const response = await unwrap(api.GET('/utilisateurs/{id}/paiements', { params }));
  return response.data;
}

export function usePayments(userId: number | null, status?: PaymentStatus) {
  return useQuery({
    queryKey: ['payments', userId, status ?? 'tous'],
    queryFn: () => getPayments(userId!, status),
    enabled: userId !== null,
  });
}
