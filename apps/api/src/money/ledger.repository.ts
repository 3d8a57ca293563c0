import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { ecritures } from '../db/schema';

export type LedgerAccount =
  | 'CARTE'
  | 'EMPREINTE'
  | 'SEQUESTRE'
  | 'CONDUCTEUR'
  | 'FRAIS'
  | 'PROMOTION'
  | 'VIREMENT'
  /** Suspense account: money the processor moved that no booking explains (reconciliation). */
  | 'ATTENTE';

export type MovementType =
  | 'AUTORISATION'
  | 'CAPTURE'
  | 'LIBERATION'
  | 'REMBOURSEMENT'
  | 'GAIN'
  | 'BONUS'
  | 'VERSEMENT'
  /** The processor refused a capture we had recorded: the card was not charged after all. */
  | 'CAPTURE_REFUSEE'
  /** The processor refused a payout we had recorded: the money is owed to the driver again. */
  | 'VERSEMENT_REFUSE'
  /** The reconciliation found a charge no booking explains: recorded, then refunded. */
  | 'REGULARISATION';

export interface Leg {
  compte: LedgerAccount;
  montant: number;
  utilisateur_id?: number | null;
}

/**
 * Writes one movement: legs that sum to zero, in the caller's transaction. Zero legs are
 * dropped (a free booking has no fee row). Rows are never updated or deleted afterwards.
 */
export async function recordMovement(
  tx: DbOrTx,
  movement: {
    type: MovementType;
    paiement_id?: number | null;
    trajet_id?: number | null;
    /** The processor operation this movement is the ledger side of. */
    operation_id?: number | null;
  },
  legs: Leg[],
): Promise<void> {
  const sum = legs.reduce((total, leg) => total + leg.montant, 0);
  if (sum !== 0) throw new Error(`mouvement déséquilibré (${sum})`);
  const rows = legs.filter((leg) => leg.montant !== 0);
  if (rows.length === 0) return;
  const mouvement_id = randomUUID();
  await tx.insert(ecritures).values(
    rows.map((leg) => ({
      mouvement_id,
      type: movement.type,
      compte: leg.compte,
      utilisateur_id: leg.utilisateur_id ?? null,
      paiement_id: movement.paiement_id ?? null,
      trajet_id: movement.trajet_id ?? null,
      operation_id: movement.operation_id ?? null,
      montant: leg.montant,
    })),
  );
}

/** An account's balance, derived from its rows (optionally one user's or one payment's). */
export async function balanceOf(
  db: DbOrTx,
  compte: LedgerAccount,
  scope: { utilisateur_id?: number; paiement_id?: number } = {},
): Promise<number> {
  const conditions = [eq(ecritures.compte, compte)];
  if (scope.utilisateur_id !== undefined)
    conditions.push(eq(ecritures.utilisateur_id, scope.utilisateur_id));
  if (scope.paiement_id !== undefined)
    conditions.push(eq(ecritures.paiement_id, scope.paiement_id));
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ecritures.montant}), 0)::int` })
    .from(ecritures)
    .where(and(...conditions));
  return row?.total ?? 0;
}

/** Movements that do not sum to zero: always empty (tests, benchmark). */
export async function unbalancedMovements(db: DbOrTx): Promise<string[]> {
  const result = await db.execute<{ mouvement_id: string }>(sql`
    SELECT mouvement_id FROM ecritures GROUP BY mouvement_id HAVING sum(montant) <> 0`);
  return result.rows.map((row) => row.mouvement_id);
}

/** Serialises everything that pays a driver out (held until the transaction ends). */
export async function lockDriverEarnings(tx: DbOrTx, driverId: number): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext('versement-conducteur'), ${driverId})`,
  );
}

/** What the escrow holds for the driver of a trip (the sum of its SEQUESTRE lines). */
export async function driverEscrowOfTrip(tx: DbOrTx, tripId: number, driverId: number) {
  const result = await tx.execute<{ total: number }>(sql`
    SELECT coalesce(sum(montant), 0)::int AS total FROM ecritures
    WHERE compte = 'SEQUESTRE' AND trajet_id = ${tripId} AND utilisateur_id = ${driverId}`);
  return result.rows[0]?.total ?? 0;
}
