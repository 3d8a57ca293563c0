import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { ecritures, recus } from '../db/schema';

export type PaperRow = typeof recus.$inferSelect;

/** A payer's receipt of a payment, or one of its credit notes by number. */
export async function findPaper(
  db: DbOrTx,
  filter: { userId: number; paymentId: number; type: 'RECU' | 'AVOIR'; numero?: string },
): Promise<PaperRow | undefined> {
  const [row] = await db
    .select()
    .from(recus)
    .where(
      and(
        eq(recus.paiement_id, filter.paymentId),
        eq(recus.utilisateur_id, filter.userId),
        eq(recus.type, filter.type),
        filter.numero === undefined ? undefined : eq(recus.numero, filter.numero),
      ),
    )
    .orderBy(asc(recus.id))
    .limit(1);
  return row;
}

/** The receipt number of a payment (a credit note refers to it). */
export async function receiptNumberOfPayment(db: DbOrTx, paymentId: number) {
  const [row] = await db
    .select({ numero: recus.numero })
    .from(recus)
    .where(and(eq(recus.paiement_id, paymentId), eq(recus.type, 'RECU')));
  return row?.numero ?? null;
}

/** The papers of these payments, oldest first, for the payments list. */
export async function papersOfPayments(db: DbOrTx, paymentIds: number[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select({ paiement_id: recus.paiement_id, type: recus.type, numero: recus.numero })
    .from(recus)
    .where(inArray(recus.paiement_id, paymentIds))
    .orderBy(asc(recus.id));
}

/** What a refund movement took back from our fees (the FRAIS rows are negative), in cents. */
export async function feeRefundedIn(db: DbOrTx, mouvementId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(-sum(${ecritures.montant}), 0)::int` })
    .from(ecritures)
    .where(and(eq(ecritures.mouvement_id, mouvementId), eq(ecritures.compte, 'FRAIS')));
  return row?.total ?? 0;
}

/**
 * Fixes what the paper shows beyond its facts, once: the first download writes it, every later
 * one (and a concurrent first one) reads what was written.
 */
export async function fixContent(db: DbOrTx, id: number, contenu: unknown): Promise<unknown> {
  const [written] = await db
    .update(recus)
    .set({ contenu })
    .where(and(eq(recus.id, id), isNull(recus.contenu)))
    .returning({ contenu: recus.contenu });
  if (written) return written.contenu;
  const [row] = await db.select({ contenu: recus.contenu }).from(recus).where(eq(recus.id, id));
  return row?.contenu;
}
