import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { trajets } from './schema';

/**
 * "Bookable" and "seats left" in SQL, written once for every query over `trajets` (search, town
 * pages, alerts). Their twins for a loaded row are `isBookable` and `seatsLeft` in
 * packages/shared/src/trips/trip-rules.ts: change one, change the other.
 */

/** A trip a passenger can book: active, published, not done, not left yet, a seat left. */
export function bookableTrip(now: Date | SQL): SQL {
  return and(
    eq(trajets.actif, true),
    eq(trajets.is_publie, true),
    eq(trajets.is_effectue, false),
    gt(trajets.depart_le, now),
    lt(trajets.nb_places_reservees, trajets.nb_places_proposees),
  )!;
}

/**
 * A trip a passenger can book on some leg (docs/decisions/028-seats-per-leg.md): active,
 * published, not done, not left yet, a seat left on one of its legs (a trip full from Paris to
 * Lyon may still take someone from Lyon to Marseille).
 */
export function bookableOnSomeLeg(now: Date | SQL, minSeats: number | SQL = 1): SQL {
  return sql`${trajets.actif} and ${trajets.is_publie} and not ${trajets.is_effectue}
    and ${trajets.depart_le} > ${now} and exists (select 1 from trajets_troncons l
      where l.trajet_id = ${trajets.id} and l.reservable and l.nb_places_disponibles >= ${minSeats})`;
}

/** Seats still free on a trip (never negative). */
export const seatsLeftSql = sql<number>`greatest(0, ${trajets.nb_places_proposees} - ${trajets.nb_places_reservees})::int`;
