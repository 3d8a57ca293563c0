import type { PageRequest } from '@bonneroute/shared/api';
import type { AppDeps } from '../lib/app-deps';
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
export async function memberTripRecords(
  deps: Pick<AppDeps, 'db'>,
  role: 'driver' | 'passenger',
  owner: number,
  options: { activeOnly: boolean } & PageRequest,
) {
  return role === 'driver'
    ? listDriverTrips(deps.db, owner, options)
    : listPassengerTrips(deps.db, owner, options);
}

/** The home page's trips: a random few among the soonest bookable ones. */
export async function randomTripRecords(deps: Pick<AppDeps, 'dbRead'>, limit: number) {
  return listRandomTrips(deps.dbRead, new Date(), limit);
}

/** The bookable trips, soonest first, page by page. */
export async function upcomingTripRecords(deps: Pick<AppDeps, 'dbRead'>, request: PageRequest) {
  return listUpcomingTrips(deps.dbRead, new Date(), request);
}
