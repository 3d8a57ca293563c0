import { useQuery } from '@tanstack/react-query';
import type { Payment, PaymentStatus } from '@bonneroute/shared/booking';
import { apiRequest } from '@/lib/api-client';

/** GET /utilisateurs/{id}/paiements?filter[status]=… (spec §7); every status without one. */
export async function getPayments(userId: number, status?: PaymentStatus): Promise<Payment[]> {
  const response = await apiRequest<{ data: Payment[] }>(`/utilisateurs/${userId}/paiements`, {
    query: { 'filter[status]': status },
  });
  return response.data;
}

export function usePayments(userId: number | null, status?: PaymentStatus) {
  return useQuery({
    queryKey: ['payments', userId, status ?? 'tous'],
    queryFn: () => getPayments(userId!, status),
    enabled: userId !== null,
  });
}
