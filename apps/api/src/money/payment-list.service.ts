import type { Payment, PaymentStatus } from '@bonneroute/shared/booking';
import type { DbOrTx } from '../db/client';
import { papersByPayment } from '../receipts/receipts.service';
import { listPaymentsOf, refundsOfPayments } from './payments.repository';

/** What a driver sees of a passenger's payment: only the contribution, as money received. */
const RECEIVED_STATUSES = new Set(['PAIEMENT_REUSSI', 'REMBOURSE_PARTIELLEMENT']);

/**
 * docs/product/booking-and-money.md, My payments: montant > 0 for what the user sent (fees
 * beside it), < 0 for what the user received on their trips (fees 0: the driver never pays our
 * fee).
 */
export async function listPayments(
  db: DbOrTx,
  userId: number,
  status?: PaymentStatus,
): Promise<Payment[]> {
  const rows = await listPaymentsOf(db, userId, status ? [status] : undefined);
  const sentIds = rows
    .filter((row) => row.payment.utilisateur_id === userId)
    .map((row) => row.payment.id);
  const refunds = await refundsOfPayments(db, sentIds);
  // docs/product/booking-and-money.md#receipts-and-credit-notes: the payer's papers only.
  const papers = await papersByPayment(db, sentIds);
  return rows.flatMap(({ payment, trajet }) => {
    const sent = payment.utilisateur_id === userId;
    if (!sent && !RECEIVED_STATUSES.has(payment.status)) return [];
    const refund = sent ? refunds.find((r) => r.paiement_id === payment.id) : undefined;
    return [
      {
        id: payment.id,
        date_paiement: (payment.date_paiement ?? payment.created_at).toISOString(),
        montant: sent ? payment.montant : -payment.montant,
        fees: sent ? payment.fees : 0,
        status: payment.status as PaymentStatus,
        nb_places: payment.nb_places,
        rembourse: refund?.total ?? 0,
        date_remboursement: refund ? new Date(refund.last_at).toISOString() : null,
        recu: (sent && papers.get(payment.id)?.recu) || null,
        avoirs: (sent && papers.get(payment.id)?.avoirs) || [],
        trajet,
      },
    ];
  });
}
