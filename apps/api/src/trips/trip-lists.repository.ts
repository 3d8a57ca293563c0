import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PageRequest } from '@bonneroute/shared/api';
import type { DbOrTx } from '../db/client';
import { selectPage } from '../db/pagination';
import { passagers, trajets } from '../db/schema';
import { bookableTrip } from '../db/trip-availability';
import { FOLLOWED_BOOKING_STATUSES } from './trips.repository';

/** The trip lists of GET /trajets: My trips (driver, passenger), random and upcoming trips. */

/**
 * My trips' order (docs/product/trips-and-search.md My trips): trips still to leave first, soonest
 * first, then those that have left, latest first — `hasDeparted` of the shared trip rules.
 */
function upcomingThenPast(now: Date): SQL[] {
  const departed = sql`(${trajets.depart_le} <= ${now.toISOString()}::timestamptz)`;
  return [
    asc(departed),
    asc(sql`case when not ${departed} then ${trajets.depart_le} end`),
    desc(trajets.depart_le),
    asc(trajets.id),
  ];
}

/** Trips of a driver (My trips, conducteur): upcoming soonest first, then past latest first. */
export async function listDriverTrips(
  db: DbOrTx,
  driverId: number,
  options: { activeOnly: boolean; now: Date } & PageRequest,
) {
  const where = and(
    eq(trajets.utilisateur_id, driverId),
    options.activeOnly ? eq(trajets.actif, true) : undefined,
  );
  return pageOf(db, where, options, upcomingThenPast(options.now));
}

/** Trips the user booked, whatever became of the booking (My trips, passager), in the same order. */
export async function listPassengerTrips(
  db: DbOrTx,
  passengerId: number,
  options: { activeOnly: boolean; now: Date } & PageRequest,
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
  return pageOf(db, where, options, upcomingThenPast(options.now));
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

function pageOf(
  db: DbOrTx,
  where: SQL | undefined,
  request: PageRequest,
  order: SQL[] = [asc(trajets.depart_le), asc(trajets.id)],
) {
  return selectPage(
    request,
    db
      .select()
      .from(trajets)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    db.select({ total: count() }).from(trajets).where(where),
  );
}
