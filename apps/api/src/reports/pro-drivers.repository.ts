import { and, desc, eq, gte, inArray, isNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { admin_audit, trajets, utilisateurs } from '../db/schema';

/** Words that may announce an extra charge: a coarse first pass, the shared rule decides. */
const MONEY_WORDS = String.raw`(€|euro|suppl|major|esp[eè]ce|cash|liquide|main propre|paypal|lydia|wero|virement|western|frais|forfait|payer|r[eé]gler|paiement|pay[eé])`;

/**
 * The drivers worth a look: a day with more than `perDay` trips, at least `minTrips` trips, or a
 * description with money words, among trips still on line that left since `since` or are to come.
 */
export async function findCandidateDrivers(
  db: DbOrTx,
  since: Date,
  perDay: number,
  minTrips: number,
): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(sql`
    WITH recent AS (
      SELECT utilisateur_id, date, description FROM ${trajets}
      WHERE actif AND is_publie AND depart_le >= ${since}
    ), per_day AS (
      SELECT utilisateur_id, max(n) AS n
      FROM (SELECT utilisateur_id, date, count(*) AS n FROM recent GROUP BY 1, 2) AS days
      GROUP BY 1
    )
    SELECT r.utilisateur_id AS id
    FROM recent r JOIN per_day p USING (utilisateur_id)
    GROUP BY r.utilisateur_id, p.n
    HAVING count(*) >= ${minTrips} OR p.n > ${perDay}
      OR bool_or(coalesce(r.description, '') ~* ${MONEY_WORDS})
    ORDER BY r.utilisateur_id`);
  return rows.rows.map((row) => Number(row.id));
}

export async function listDriverTrips(db: DbOrTx, driverIds: number[], since: Date) {
  if (driverIds.length === 0) return [];
  return db
    .select({
      id: trajets.id,
      utilisateur_id: trajets.utilisateur_id,
      date: trajets.date,
      code_commune_depart: trajets.code_commune_depart,
      code_commune_arrivee: trajets.code_commune_arrivee,
      distance_metres: trajets.distance_metres,
      montant_contribution: trajets.montant_contribution,
      description: trajets.description,
    })
    .from(trajets)
    .where(
      and(
        inArray(trajets.utilisateur_id, driverIds),
        eq(trajets.actif, true),
        eq(trajets.is_publie, true),
        gte(trajets.depart_le, since),
      ),
    );
}

export async function listDrivers(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: utilisateurs.id,
      prenom: utilisateurs.prenom,
      nom: utilisateurs.nom,
      email: utilisateurs.email,
      suspendu_le: utilisateurs.suspendu_le,
      dernier_avertissement: sql<Date | null>`(${db
        .select({ at: max(admin_audit.created_at) })
        .from(admin_audit)
        .where(
          and(
            eq(admin_audit.action, 'avertir-membre'),
            eq(admin_audit.cible_type, 'utilisateur'),
            eq(admin_audit.cible_id, utilisateurs.id),
          ),
        )})`,
    })
    .from(utilisateurs)
    .where(and(inArray(utilisateurs.id, ids), isNull(utilisateurs.supprime_le)))
    .orderBy(desc(utilisateurs.id));
}

export async function findMemberContact(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: utilisateurs.id, prenom: utilisateurs.prenom, email: utilisateurs.email })
    .from(utilisateurs)
    .where(and(eq(utilisateurs.id, id), isNull(utilisateurs.supprime_le)));
  return row ?? null;
}
