import { and, desc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { ecarts_rapprochement, rapprochements } from '../db/schema';

/** What the ledger says about one payment (cents), and whether it is still being carried out. */
export type LedgerPayment = {
  id: number;
  status: string;
  provider_ref: string | null;
  utilisateur_id: number;
  passager_id: number;
  booking_status: string;
  /** Still held on the card (EMPREINTE). */
  held: number;
  /** Net of the card account: minus everything held or charged, plus what came back. */
  card: number;
  refunded: number;
  /** An operation of this payment is planned and not answered yet. */
  planned: boolean;
  /** Seconds since the payment last changed. */
  age: number;
};

export async function ledgerPerPayment(db: DbOrTx): Promise<LedgerPayment[]> {
  const result = await db.execute<LedgerPayment>(sql`
    SELECT p.id, p.status, p.provider_ref, p.utilisateur_id, p.passager_id,
           b.statut AS booking_status,
           coalesce(e.held, 0)::int AS held, coalesce(e.card, 0)::int AS card,
           coalesce(e.refunded, 0)::int AS refunded,
           EXISTS (SELECT 1 FROM operations_paiement o
                    WHERE o.paiement_id = p.id AND o.statut = 'PREVUE') AS planned,
           extract(epoch FROM now() - p.updated_at)::int AS age
      FROM paiements p
      JOIN passagers b ON b.id = p.passager_id
      LEFT JOIN (
        SELECT paiement_id,
               sum(montant) FILTER (WHERE compte = 'EMPREINTE') AS held,
               sum(montant) FILTER (WHERE compte = 'CARTE') AS card,
               sum(montant) FILTER (WHERE compte = 'CARTE' AND type = 'REMBOURSEMENT') AS refunded
          FROM ecritures WHERE paiement_id IS NOT NULL GROUP BY paiement_id
      ) e ON e.paiement_id = p.id`);
  return result.rows;
}

/** Paid out per driver (VIREMENT) and whether a payout of theirs is still planned. */
export async function ledgerPayouts(db: DbOrTx) {
  const result = await db.execute<{ utilisateur_id: number; paid: number; planned: boolean }>(sql`
    SELECT u.utilisateur_id, coalesce(v.paid, 0)::int AS paid,
           EXISTS (SELECT 1 FROM operations_paiement o WHERE o.utilisateur_id = u.utilisateur_id
                      AND o.type = 'VERSEMENT' AND o.statut = 'PREVUE') AS planned
      FROM (SELECT DISTINCT utilisateur_id FROM operations_paiement
             WHERE type = 'VERSEMENT' AND utilisateur_id IS NOT NULL
            UNION
            SELECT DISTINCT utilisateur_id FROM ecritures
             WHERE compte = 'VIREMENT' AND utilisateur_id IS NOT NULL) u
      LEFT JOIN (SELECT utilisateur_id, sum(montant) AS paid FROM ecritures
                  WHERE compte = 'VIREMENT' GROUP BY utilisateur_id) v
        ON v.utilisateur_id = u.utilisateur_id`);
  return result.rows;
}

/** Operations planned for longer than this: the processor has not answered for too long. */
export async function longPlannedOperations(db: DbOrTx, olderThanSeconds: number) {
  const result = await db.execute<{
    id: number;
    type: string;
    paiement_id: number | null;
    utilisateur_id: number | null;
    montant: number;
    erreur: string | null;
  }>(sql`
    SELECT id, type, paiement_id, utilisateur_id, montant, erreur FROM operations_paiement
     WHERE statut = 'PREVUE' AND created_at < now() - make_interval(secs => ${olderThanSeconds})
     ORDER BY id LIMIT 100`);
  return result.rows;
}

/** Only one reconciliation at a time, whatever the number of API processes. */
export async function tryLockReconciliation(tx: DbOrTx): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(
    sql`SELECT pg_try_advisory_xact_lock(hashtext('rapprochement')) AS locked`,
  );
  return result.rows[0]?.locked === true;
}

export type NewDiscrepancy = Omit<
  typeof ecarts_rapprochement.$inferInsert,
  'id' | 'statut' | 'vu_le' | 'resolu_le' | 'created_at'
>;

/**
 * Records this run's differences: one open row per `cle`, seen again while it lasts (its first
 * action kept); open rows not found this time are resolved.
 */
export async function saveDiscrepancies(tx: DbOrTx, found: NewDiscrepancy[]): Promise<void> {
  for (const row of found) {
    await tx
      .insert(ecarts_rapprochement)
      .values(row)
      .onConflictDoUpdate({
        target: ecarts_rapprochement.cle,
        targetWhere: sql`${ecarts_rapprochement.statut} = 'OUVERT'`,
        set: {
          vu_le: sql`now()`,
          montant_processeur: row.montant_processeur,
          montant_grand_livre: row.montant_grand_livre,
          detail: row.detail,
          action: sql`coalesce(${ecarts_rapprochement.action}, excluded.action)`,
        },
      });
  }
  const open = eq(ecarts_rapprochement.statut, 'OUVERT');
  const keys = found.map((row) => row.cle);
  await tx
    .update(ecarts_rapprochement)
    .set({ statut: 'RESOLU', resolu_le: sql`now()` })
    .where(keys.length > 0 ? and(open, notInArray(ecarts_rapprochement.cle, keys)) : open);
}

export async function insertRun(
  tx: DbOrTx,
  values: { totaux: unknown; nb_ecarts: number; en_cours: number },
) {
  await tx.insert(rapprochements).values(values);
  // Keep a week of minutes.
  await tx.execute(sql`
    DELETE FROM rapprochements WHERE created_at < now() - interval '7 days'`);
}

export async function lastRun(db: DbOrTx) {
  const [row] = await db.select().from(rapprochements).orderBy(desc(rapprochements.id)).limit(1);
  return row;
}

export async function openDiscrepancies(db: DbOrTx) {
  return db
    .select()
    .from(ecarts_rapprochement)
    .where(eq(ecarts_rapprochement.statut, 'OUVERT'))
    .orderBy(desc(ecarts_rapprochement.created_at), desc(ecarts_rapprochement.id))
    .limit(200);
}

export async function recentlyResolved(db: DbOrTx, limit = 20) {
  return db
    .select()
    .from(ecarts_rapprochement)
    .where(isNotNull(ecarts_rapprochement.resolu_le))
    .orderBy(desc(ecarts_rapprochement.resolu_le), desc(ecarts_rapprochement.id))
    .limit(limit);
}
