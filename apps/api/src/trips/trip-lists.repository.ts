import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PageRequest } from '@bonneroute/shared/api';
import type { DbOrTx } from '../db/client';
import { selectPage } from '../db/pagination';
import { passagers, trajets } from '../db/schema';
import { bookableTrip } from '../db/trip-availability';
import { FOLLOWED_BOOKING_STATUSES } from './trips.repository';

/** The trip lists of GET /trajets: My trips (driver, passenger), random and upcoming trips. */

/** Trips of a driver (My trips, conducteur), soonest first. */
export async function listDriverTrips(
  db: DbOrTx,
  driverId: number,
  options: { activeOnly: boolean } & PageRequest,
) {
  const where = and(
    eq(trajets.utilisateur_id, driverId),
    options.activeOnly ? eq(trajets.actif, true) : undefined,
  );
  return pageOf(db, where, options);
}

/** Trips the user booked, whatever became of the booking (My trips, passager). */
export async function listPassengerTrips(
  db: DbOrTx,
  passengerId: number,
  options: { activeOnly: boolean } & PageRequest,
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
  return pageOf(db, where, options);
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
export async function listUpcomingTrips(db: DbOrTx, now: Date, request: PageRequest) {
  return pageOf(db, bookableTrip(now), request);
}

function pageOf(db: DbOrTx, where: SQL | undefined, request: PageRequest) {
  return selectPage(
    request,
    db
      .select()
      .from(trajets)
      .where(where)
      .orderBy(asc(trajets.depart_le), asc(trajets.id))
      .$dynamic(),
    db.select({ total: count() }).from(trajets).where(where),
  );
}
