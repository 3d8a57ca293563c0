import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { passagers, trajets } from '../db/schema';
import { bookableTrip } from '../db/trip-availability';
import { FOLLOWED_BOOKING_STATUSES } from './trips.repository';

/** The trip lists of GET /trajets: My trips (driver, passenger), random and upcoming trips. */

/** Trips of a driver (My trips, conducteur), soonest first. */
export async function listDriverTrips(
  db: DbOrTx,
  driverId: number,
  options: { activeOnly: boolean; page: number; perPage: number },
) {
  const where = and(
    eq(trajets.utilisateur_id, driverId),
    options.activeOnly ? eq(trajets.actif, true) : undefined,
  );
  return pageOf(db, where, options.page, options.perPage);
}

/** Trips the user booked, whatever became of the booking (My trips, passager; issue 21). */
export async function listPassengerTrips(
  db: DbOrTx,
  passengerId: number,
  options: { activeOnly: boolean; page: number; perPage: number },
) {
  const booked = db
    .select({ id: passagers.trajet_id })
    .from(passagers)
    .where(
      and(
        eq(passagers.utilisateur_id, passengerId),
        inArray(passagers.statut, FOLLOWED_BOOKING_STATUSES),
      ),
    );
  const where = and(
    inArray(trajets.id, booked),
    options.activeOnly ? eq(trajets.actif, true) : undefined,
  );
  return pageOf(db, where, options.page, options.perPage);
}

/** Random listable trips (home page featured trips). */
export async function listRandomTrips(db: DbOrTx, now: Date, limit: number) {
  // Sampling the soonest few hundred keeps this cheap on a large table.
  const soonest = db
    .select({ id: trajets.id })
    .from(trajets)
    .where(bookableTrip(now))
    .orderBy(asc(trajets.depart_le))
    .limit(500)
    .as('soonest');
  const ids = await db
    .select({ id: soonest.id })
    .from(soonest)
    .orderBy(sql`random()`)
    .limit(limit);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(trajets)
    .where(
      inArray(
        trajets.id,
        ids.map((row) => row.id),
      ),
    );
}

/** Every active listable trip, soonest first (GET /trajets?filter[actif]=1 without a place). */
export async function listUpcomingTrips(db: DbOrTx, now: Date, page: number, perPage: number) {
  return pageOf(db, bookableTrip(now), page, perPage);
}

async function pageOf(db: DbOrTx, where: SQL | undefined, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(trajets)
      .where(where)
      .orderBy(asc(trajets.depart_le), asc(trajets.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(trajets).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
