import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

export type StatementTripRow = {
  trajet_id: number;
  date: string;
  adresse_depart: string;
  adresse_arrivee: string;
  passagers: number;
  places: number;
  /** Cents: the contributions captured for the driver, less what went back to the cards. */
  recu: number;
};

/**
 * docs/product/booking-and-money.md#yearly-statement: per trip of the driver leaving in that
 * calendar year (Paris), what the driver earned from the captured payments, net of refunds
 * (the SEQUESTRE rows of refund movements). Fully refunded bookings count no passenger.
 */
export async function statementTrips(
  db: DbOrTx,
  driverId: number,
  year: number,
): Promise<StatementTripRow[]> {
  const result = await db.execute<StatementTripRow>(sql`
    WITH captured AS (
      SELECT p.id, p.trajet_id, p.nb_places,
             p.montant + coalesce((
               SELECT sum(e.montant) FROM ecritures e
               WHERE e.paiement_id = p.id AND e.type = 'REMBOURSEMENT' AND e.compte = 'SEQUESTRE'
             ), 0) AS net
      FROM paiements p
      WHERE p.conducteur_id = ${driverId}
        AND p.status IN ('PAIEMENT_REUSSI', 'REMBOURSE', 'REMBOURSE_PARTIELLEMENT')
        AND EXISTS (SELECT 1 FROM recus r WHERE r.paiement_id = p.id AND r.type = 'RECU')
    )
    SELECT t.id AS trajet_id, t.date::text AS date, t.adresse_depart, t.adresse_arrivee,
           count(*) FILTER (WHERE c.net > 0)::int AS passagers,
           coalesce(sum(c.nb_places) FILTER (WHERE c.net > 0), 0)::int AS places,
           sum(c.net)::int AS recu
    FROM captured c JOIN trajets t ON t.id = c.trajet_id
    WHERE extract(year FROM t.depart_le AT TIME ZONE 'Europe/Paris') = ${year}
    GROUP BY t.id
    HAVING sum(c.net) > 0
    ORDER BY t.depart_le, t.id`);
  return result.rows;
}

export async function driverName(db: DbOrTx, userId: number): Promise<string> {
  const result = await db.execute<{ nom: string }>(
    sql`SELECT btrim(prenom || ' ' || nom) AS nom FROM utilisateurs WHERE id = ${userId}`,
  );
  return result.rows[0]?.nom ?? '';
}

/**
 * Drivers with a payment for a trip leaving in `year` (Paris) whose statement e-mail of that
 * year has not gone, after `afterId`: candidates only, `statementTrips` says what they received.
 */
export async function driversToSendStatement(
  db: DbOrTx,
  year: number,
  afterId: number,
  limit: number,
): Promise<{ id: number; email: string; prenom: string }[]> {
  const result = await db.execute<{ id: number; email: string; prenom: string }>(sql`
    SELECT u.id, u.email, u.prenom FROM utilisateurs u
    WHERE u.id > ${afterId} AND u.supprime_le IS NULL
      AND EXISTS (SELECT 1 FROM paiements p JOIN trajets t ON t.id = p.trajet_id
        WHERE p.conducteur_id = u.id
          AND extract(year FROM t.depart_le AT TIME ZONE 'Europe/Paris') = ${year})
      AND NOT EXISTS (SELECT 1 FROM releves_envoyes r WHERE r.utilisateur_id = u.id AND r.annee = ${year})
    ORDER BY u.id
    LIMIT ${limit}`);
  return result.rows;
}

/** Records the statement e-mail of (driver, year); false when it was already recorded. */
export async function markStatementSent(
  db: DbOrTx,
  driverId: number,
  year: number,
): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO releves_envoyes (utilisateur_id, annee) VALUES (${driverId}, ${year})
    ON CONFLICT DO NOTHING`);
  return (result.rowCount ?? 0) > 0;
}
