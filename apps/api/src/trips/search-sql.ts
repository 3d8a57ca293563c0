import { KM_PER_DEGREE } from '@bonneroute/shared/geo';
import type { SearchSort } from '@bonneroute/shared/search-rules';

/* The search statement's SQL pieces (search.repository.ts), shared with the thin day's search. */

/**
 * `nearDistanceKm` of near-grid.ts in SQL, from a searched point ($lat, $lon, $kmPerLon): products
 * rather than `power(x, 2)`, as near-grid.ts computes it (and a little cheaper per leg).
 */
export const distance = (end: 'depart' | 'arrivee', lat: string, lon: string, kmPerLon: string) => {
  const dLat = `((l.latitude_${end} - ${lat}) * ${KM_PER_DEGREE})`;
  const dLon = `((l.longitude_${end} - ${lon}) * ${kmPerLon})`;
  return `sqrt(${dLat} * ${dLat} + ${dLon} * ${dLon})`;
};

/** Straight-line km between two points of the same row (only to compare lengths, see below). */
export const crowKm = (lat1: string, lon1: string, lat2: string, lon2: string) =>
  `sqrt(power((${lat1} - ${lat2}) * ${KM_PER_DEGREE}, 2) + ` +
  `power((${lon1} - ${lon2}) * ${KM_PER_DEGREE} * cos(radians((${lat1} + ${lat2}) / 2)), 2))`;

export const inBox = (end: 'depart' | 'arrivee', first: number) =>
  `l.latitude_${end} between $${first} and $${first + 1} and ` +
  `l.longitude_${end} between $${first + 2} and $${first + 3}`;

/**
 * The order of a page, on the matches' columns under `alias` (docs/product/trips-and-search.md
 * Results: departure time by default, then the closest; the lowest price is the leg's
 * contribution, the fee being the same on every seat; the shortest is the trip's estimated
 * duration, for a leg in proportion of its straight-line length to the trip's, unknown last).
 */
export function orderBy(sort: SearchSort, alias: string): string {
  const closest = `${alias}.depart_le, ${alias}.distance_depart + ${alias}.distance_arrivee, ${alias}.trajet_id`;
  if (sort === 'prix') return `${alias}.montant, ${closest}`;
  if (sort === 'duree') return `${alias}.duree_estimee nulls last, ${closest}`;
  return closest;
}
