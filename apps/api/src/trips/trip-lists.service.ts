import type { PageRequest } from '@bonneroute/shared/api';
import type { AppDeps } from '../lib/app-deps';
import { tripsToWire } from './trips.service';
import {
  listDriverTrips,
  listPassengerTrips,
  listRandomTrips,
  listUpcomingTrips,
} from './trip-lists.repository';

/**
 * docs/product/trips-and-search.md the lists of `GET /trajets` other than a search. My trips read
 * the primary (the member just changed one); the public lists may lag a little, on the replica.
 */
export async function memberTrips(
  deps: Pick<AppDeps, 'db' | 'dbRead'>,
  role: 'driver' | 'passenger',
  owner: number,
  viewerId: number,
  options: { activeOnly: boolean } & PageRequest,
  now: Date = new Date(),
) {
  const found =
    role === 'driver'
      ? await listDriverTrips(deps.db, owner, { ...options, now })
      : await listPassengerTrips(deps.db, owner, { ...options, now });
  return { rows: await tripsToWire(deps, found.rows, viewerId), total: found.total };
}

/** The home page's trips: a random few among the soonest bookable ones. */
export async function randomTrips(
  deps: Pick<AppDeps, 'db' | 'dbRead'>,
  limit: number,
  viewerId: number | null,
) {
  const rows = await listRandomTrips(deps.dbRead, new Date(), limit);
  return tripsToWire(deps, rows, viewerId, 'dbRead');
}

/** The bookable trips, soonest first, page by page. */
export async function upcomingTrips(
  deps: Pick<AppDeps, 'db' | 'dbRead'>,
  request: PageRequest,
  viewerId: number | null,
) {
  const found = await listUpcomingTrips(deps.dbRead, new Date(), request);
  return { rows: await tripsToWire(deps, found.rows, viewerId, 'dbRead'), total: found.total };
}
