import type { StatementFormat } from '@bonneroute/shared/receipts';
import { api } from '@/lib/api-client';

/** GET /utilisateurs/{id}/releves/{annee}?format= (docs/product/booking-and-money.md#yearly-statement). */
export async function getYearlyStatement(
  userId: number,
  year: number,
  format: StatementFormat,
): Promise<Blob> {
  const outcome = await api
    .GET('/utilisateurs/{id}/releves/{annee}', {
      params: { path: { id: userId, annee: year }, query: { format } },
      parseAs: 'blob',
    })
    .catch(() => null);
  if (!outcome?.data)
    throw new Error('Le relevé est momentanément indisponible. Veuillez réessayer plus tard.');
  return outcome.data;
}
