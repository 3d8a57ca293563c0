import type { Payment, PaymentStatus } from '@bonneroute/shared/booking';
import type { DbOrTx } from '../db/client';
import { listPaymentsOf } from './booking.repository';

/** What a driver sees of a passenger's payment: only the contribution, as money received. */
const RECEIVED_STATUSES = new Set(['PAIEMENT_REUSSI', 'REMBOURSE_PARTIELLEMENT']);

/**
 * spec §3 Payment: montant > 0 for what the user sent (fees beside it), < 0 for what the user
 * received on their trips (fees 0: the driver never pays our fee).
 */
export async function listPayments(
  db: DbOrTx,
  userId: number,
  status?: PaymentStatus,
): Promise<Payment[]> {
  const rows = await listPaymentsOf(db, userId, status ? [status] : undefined);
  return rows.flatMap(({ payment, trajet }) => {
    const sent = payment.utilisateur_id === userId;
    if (!sent && !RECEIVED_STATUSES.has(payment.status)) return [];
    return [
      {
        id: payment.id,
        date_paiement: (payment.date_paiement ?? payment.created_at).toISOString(),
        montant: sent ? payment.montant : -payment.montant,
        fees: sent ? payment.fees : 0,
        status: payment.status as PaymentStatus,
        nb_places: payment.nb_places,
        trajet,
      },
    ];
  });
}
