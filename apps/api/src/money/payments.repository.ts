import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { ecritures, paiements, trajets } from '../db/schema';

export type PaymentRow = typeof paiements.$inferSelect;

export async function findPaymentByKey(tx: DbOrTx, userId: number, key: string) {
  const [row] = await tx
    .select()
    .from(paiements)
    .where(and(eq(paiements.utilisateur_id, userId), eq(paiements.idempotency_key, key)));
  return row;
}

export async function findPayment(tx: DbOrTx, id: number, lock = false) {
  const query = tx.select().from(paiements).where(eq(paiements.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findPaymentByBooking(tx: DbOrTx, bookingId: number) {
  const [row] = await tx
    .select()
    .from(paiements)
    .where(eq(paiements.passager_id, bookingId))
    .orderBy(desc(paiements.id))
    .limit(1);
  return row;
}

export async function insertPayment(tx: DbOrTx, values: typeof paiements.$inferInsert) {
  const [row] = await tx
    .insert(paiements)
    .values({ cle_retour: randomBytes(24).toString('base64url'), ...values })
    .returning();
  return row!;
}

export async function updatePayment(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof paiements.$inferInsert>,
) {
  const [row] = await tx
    .update(paiements)
    .set({ ...values, updated_at: new Date() })
    .where(eq(paiements.id, id))
    .returning();
  return row!;
}

/** Payments a user sent, and those received on the user's trips. */
export async function listPaymentsOf(tx: DbOrTx, userId: number, statuses?: string[]) {
  const mine = or(eq(paiements.utilisateur_id, userId), eq(paiements.conducteur_id, userId));
  return tx
    .select({
      payment: paiements,
      trajet: {
        id: trajets.id,
        adresse_depart: trajets.adresse_depart,
        adresse_arrivee: trajets.adresse_arrivee,
        date: trajets.date,
      },
    })
    .from(paiements)
    .innerJoin(trajets, eq(trajets.id, paiements.trajet_id))
    .where(statuses ? and(mine, inArray(paiements.status, statuses)) : mine)
    .orderBy(desc(paiements.created_at), desc(paiements.id))
    .limit(200);
}

/** What went back to the card for each payment (ledger CARTE refunds), and when, in cents. */
export async function refundsOfPayments(tx: DbOrTx, paymentIds: number[]) {
  if (paymentIds.length === 0) return [];
  return tx
    .select({
      paiement_id: ecritures.paiement_id,
      total: sql<number>`sum(${ecritures.montant})::int`,
      last_at: sql<string>`max(${ecritures.created_at})`,
    })
    .from(ecritures)
    .where(
      and(
        inArray(ecritures.paiement_id, paymentIds),
        eq(ecritures.compte, 'CARTE'),
        eq(ecritures.type, 'REMBOURSEMENT'),
      ),
    )
    .groupBy(ecritures.paiement_id);
}
