import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { operations_paiement } from '../db/schema';
import type { OperationType } from './processors/payment-provider';

export type OperationRow = typeof operations_paiement.$inferSelect;

/**
 * Records a processor operation before it is made (status PREVUE), with its own idempotency key:
 * whoever executes it later (the request, a job, the recovery) sends that same key.
 */
export async function insertOperation(
  tx: DbOrTx,
  values: {
    type: OperationType;
    montant: number;
    paiement_id?: number | null;
    utilisateur_id?: number | null;
  },
): Promise<OperationRow> {
  const [row] = await tx
    .insert(operations_paiement)
    .values({ ...values, cle: randomUUID() })
    .returning();
  return row!;
}

export async function findOperation(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(operations_paiement).where(eq(operations_paiement.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The latest operation of a type for a payment (its authorisation, its capture…). */
export async function findOperationOf(db: DbOrTx, paymentId: number, type: OperationType) {
  const [row] = await db
    .select()
    .from(operations_paiement)
    .where(and(eq(operations_paiement.paiement_id, paymentId), eq(operations_paiement.type, type)))
    .orderBy(desc(operations_paiement.id))
    .limit(1);
  return row;
}

/**
 * Takes the lease on a planned operation: only one executor at a time calls the processor for
 * it (another one, or the recovery, gets nothing until the lease runs out).
 */
export async function claimOperation(
  db: DbOrTx,
  id: number,
  leaseSeconds: number,
): Promise<OperationRow | undefined> {
  const [row] = await db
    .update(operations_paiement)
    .set({
      tentatives: sql`${operations_paiement.tentatives} + 1`,
      bail_jusqu_a: sql`now() + make_interval(secs => ${leaseSeconds})`,
      updated_at: new Date(),
    })
    .where(
      sql`${operations_paiement.id} = ${id} AND ${operations_paiement.statut} = 'PREVUE'
          AND (${operations_paiement.bail_jusqu_a} IS NULL OR ${operations_paiement.bail_jusqu_a} < now())`,
    )
    .returning();
  return row;
}

/** The outcome is unknown (no answer): the lease goes, the operation stays planned. */
export async function releaseLease(db: DbOrTx, id: number, error: string): Promise<void> {
  await db
    .update(operations_paiement)
    .set({ bail_jusqu_a: null, erreur: error.slice(0, 500), updated_at: new Date() })
    .where(and(eq(operations_paiement.id, id), eq(operations_paiement.statut, 'PREVUE')));
}

export async function finishOperation(
  tx: DbOrTx,
  id: number,
  values: {
    statut: 'REUSSIE' | 'ECHOUEE';
    reference?: string | null;
    redirect_url?: string | null;
    erreur?: string | null;
  },
): Promise<OperationRow> {
  const [row] = await tx
    .update(operations_paiement)
    .set({ ...values, bail_jusqu_a: null, updated_at: new Date() })
    .where(eq(operations_paiement.id, id))
    .returning();
  return row!;
}

/**
 * Operations still planned after `olderThanSeconds` whose lease (if any) ran out: a crash, a
 * lost answer or a processor outage left them; the recovery job finishes them.
 */
export async function staleOperations(db: DbOrTx, olderThanSeconds: number, limit = 200) {
  return db
    .select()
    .from(operations_paiement)
    .where(
      sql`${operations_paiement.statut} = 'PREVUE'
          AND ${operations_paiement.created_at} < now() - make_interval(secs => ${olderThanSeconds})
          AND (${operations_paiement.bail_jusqu_a} IS NULL OR ${operations_paiement.bail_jusqu_a} < now())`,
    )
    .orderBy(operations_paiement.id)
    .limit(limit);
}

/**
 * Attempts still EN_COURS whose authorisation was answered (stored) but never followed by the
 * settlement: the process died between the two. With the answer stored, the recovery follows it.
 */
export async function attemptsLeftUnsettled(db: DbOrTx, olderThanSeconds: number, limit = 200) {
  const result = await db.execute<{
    paiement_id: number;
    statut: string;
    reference: string | null;
    erreur: string | null;
  }>(sql`
    SELECT p.id AS paiement_id, o.statut, o.reference, o.erreur
      FROM paiements p
      JOIN LATERAL (
        SELECT statut, reference, erreur, updated_at FROM operations_paiement
         WHERE paiement_id = p.id AND type = 'AUTORISATION' ORDER BY id DESC LIMIT 1
      ) o ON true
     WHERE p.status = 'EN_COURS' AND o.statut <> 'PREVUE'
       AND o.updated_at < now() - make_interval(secs => ${olderThanSeconds})
     ORDER BY p.id
     LIMIT ${limit}`);
  return result.rows;
}
