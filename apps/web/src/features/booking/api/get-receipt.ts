import { api } from '@/lib/api-client';

const UNAVAILABLE = 'Le document est momentanément indisponible. Veuillez réessayer plus tard.';

/**
 * GET /utilisateurs/{id}/paiements/{paymentId}/recu, or …/avoirs/{numero} for a credit note
 * (docs/product/booking-and-money.md#receipts-and-credit-notes): the PDF, as a file to save.
 */
export async function getPaymentPaper(
  userId: number,
  paymentId: number,
  avoir?: string,
): Promise<Blob> {
  const outcome = await (
    avoir
      ? api.GET('/utilisateurs/{id}/paiements/{paymentId}/avoirs/{numero}', {
          params: { path: { id: userId, paymentId, numero: avoir } },
          parseAs: 'blob',
        })
      : api.GET('/utilisateurs/{id}/paiements/{paymentId}/recu', {
          params: { path: { id: userId, paymentId } },
          parseAs: 'blob',
        })
  ).catch(() => null);
  if (!outcome?.data) throw new Error(UNAVAILABLE);
  return outcome.data;
}
