import { addDays } from '@bonneroute/shared/dates';
import { nearDistanceKm, nearRadiusKm } from '@bonneroute/shared/geo';
import { firstSearchDay } from '@bonneroute/shared/search-rules';
import type { NearbyDays } from '@bonneroute/shared/trips';
import { geoServices } from '../geo/geo-services';
import type { AppDeps } from '../lib/app-deps';
import { countTripsByDay } from './search-days.repository';
import { readSearchDay, searchTripList } from './search.service';

/** docs/product/trips-and-search.md Results, a thin day: days looked at on each side. */
export const NEARBY_DAYS_WINDOW = 14;
/** The nearest days with trips shown on each side. */
export const NEARBY_DAYS_PER_SIDE = 3;
/** Trips between nearby towns shown at most. */
export const NEARBY_TRIPS_MAX = 5;
/** How much farther than "near" the nearby towns may be (twice its radius, 75 km at most). */
const NEARBY_RING_FACTOR = 2;

export interface NearbyInput {
  date: string;
  from: string;
  to: string;
  places?: number;
}

/**
 * What a thin day's results page offers instead of a dead end: the nearest days before and after
 * it that have trips (within {@link NEARBY_DAYS_WINDOW} days, never before today), with their
 * counts, and the day's trips between towns beyond the search's "near" but within twice its
 * radius (no more than half the distance between the searched places, so that they still go the
 * searched way), in departure order.
 */
export async function findNearbyDays(
  deps: Pick<AppDeps, 'db' | 'dbRead' | 'env' | 'log' | 'searchLog'>,
  input: NearbyInput,
  viewerId: number | null,
  now = new Date(),
): Promise<NearbyDays> {
  const date = readSearchDay(input.date, now);
  const [from, to] = geoServices(deps).bornes.resolvePair(input.from, input.to);
  const first = [addDays(date, -NEARBY_DAYS_WINDOW), firstSearchDay(now)].sort()[1]!;
  const radius = nearRadiusKm(from, to);
  const ring = Math.min(NEARBY_RING_FACTOR * radius, nearDistanceKm(from, to) / 2);
  const [counts, nearby] = await Promise.all([
    countTripsByDay(deps.dbRead, {
      first,
      last: addDays(date, NEARBY_DAYS_WINDOW),
      from,
      to,
      now,
      places: input.places ?? 1,
    }),
    ring > radius
      ? searchTripList(
          deps,
          { date, from: from.code, to: to.code, places: input.places, page: 1 },
          viewerId,
          {
            log: false,
            now,
            ring: { radiusKm: ring, outsideKm: radius },
            perPage: NEARBY_TRIPS_MAX,
          },
        )
      : null,
  ]);
  const before = counts.filter((day) => day.date < date).slice(-NEARBY_DAYS_PER_SIDE);
  const after = counts.filter((day) => day.date > date).slice(0, NEARBY_DAYS_PER_SIDE);
  return { jours: [...before, ...after], proches: nearby?.data ?? [] };
}
