import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { passagers, seriesTrajets, trajets } from '../db/schema';
import { syncTripStops } from './trip-stops.repository';
import type { TripInsert } from './trips.repository';

/** A regular trip's row: its weekdays and end date. */
export async function insertSeries(
  db: DbOrTx,
  values: { utilisateur_id: number; jours: number[]; jusqu_au: string },
): Promise<number> {
  const [row] = await db.insert(seriesTrajets).values(values).returning({ id: seriesTrajets.id });
  return row!.id;
}

export async function findSeries(db: DbOrTx, id: number) {
  const [row] = await db.select().from(seriesTrajets).where(eq(seriesTrajets.id, id));
  return row;
}

/** Trips and their search rows in one insert each (a series publishes up to 26 at once). */
export async function insertTrips(db: DbOrTx, values: TripInsert[]) {
  if (values.length === 0) return [];
  const rows = await db.insert(trajets).values(values).returning();
  await syncTripStops(
    db,
    rows.map((row) => row.id),
  );
  return rows;
}

/** Each outward trip gets the id of its return (the return carries `aller_id` already). */
export async function linkReturns(db: DbOrTx, pairs: { aller: number; retour: number }[]) {
  if (pairs.length === 0) return;
  const values = sql.join(
    pairs.map((p) => sql`(${p.aller}::int, ${p.retour}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update trajets set retour_id = v.retour from (values ${values}) as v(aller, retour)
     where trajets.id = v.aller`);
}

/** The departure instants among `instants` where the driver already has an active trip. */
export async function findTakenDepartures(
  db: DbOrTx,
  driverId: number,
  instants: Date[],
): Promise<Set<number>> {
  if (instants.length === 0) return new Set();
  const rows = await db
    .select({ depart_le: trajets.depart_le })
    .from(trajets)
    .where(
      and(
        eq(trajets.utilisateur_id, driverId),
        eq(trajets.actif, true),
        inArray(trajets.depart_le, instants),
      ),
    );
  return new Set(rows.map((row) => new Date(row.depart_le).getTime()));
}

/** The series' active trips that have not left yet, in date order. */
export async function findFutureSeriesTrips(db: DbOrTx, serieId: number, now: Date) {
  return db
    .select()
    .from(trajets)
    .where(and(eq(trajets.serie_id, serieId), eq(trajets.actif, true), gt(trajets.depart_le, now)))
    .orderBy(asc(trajets.depart_le));
}

/** The series' trips to come, locked for the change (in date order). */
export async function lockFutureSeriesTrips(db: DbOrTx, serieId: number, now: Date) {
  return db
    .select()
    .from(trajets)
    .where(and(eq(trajets.serie_id, serieId), eq(trajets.actif, true), gt(trajets.depart_le, now)))
    .orderBy(asc(trajets.depart_le))
    .for('update');
}

/** Per trip: its bookings holding seats (paying, waiting, confirmed) and the confirmed ones. */
export async function countBookingsOf(db: DbOrTx, tripIds: number[]) {
  const counts = new Map<number, { holding: number; confirmed: number }>();
  if (tripIds.length === 0) return counts;
  const rows = await db
    .select({
      trajet_id: passagers.trajet_id,
      holding: sql<number>`count(*) filter (where ${passagers.statut} in ('EN_COURS_PAIEMENT', 'EN_ATTENTE', 'CONFIRMEE'))::int`,
      confirmed: sql<number>`count(*) filter (where ${passagers.statut} = 'CONFIRMEE')::int`,
    })
    .from(passagers)
    .where(inArray(passagers.trajet_id, tripIds))
    .groupBy(passagers.trajet_id);
  for (const row of rows) counts.set(row.trajet_id, row);
  return counts;
}

/** A trip's whole-route price changed: its arrival stop says it to the search (legs rebuilt). */
export async function setArrivalAmount(db: DbOrTx, tripIds: number[], montant: number) {
  if (tripIds.length === 0) return;
  await db.execute(sql`
    update trajets_arrets a set montant = ${montant}
     where a.trajet_id in (${sql.join(
       tripIds.map((id) => sql`${id}`),
       sql`, `,
     )})
       and a.position = (select max(b.position) from trajets_arrets b where b.trajet_id = a.trajet_id)`);
}
