/**
 * "Near" at scale (docs/decisions/008-search-performance.md): a place is near a stop
 * within {@link NEAR_KM} km (docs/product/geography-and-prices.md: the distance labels end at 37.5 km), measured flat with the
 * searched place's latitude (`nearDistanceKm`). To find near stops among millions without
 * measuring them all, every stop is filed under one cell of a fixed grid (`gridCell`) and a search
 * reads only the cells that the square around the searched place touches (`gridCellsNear`), then
 * checks the exact distance.
 *
 * Cells are 0.5° of latitude (55.6 km) by 0.75° of longitude (52 km at 51.5° N, 59 km at 41° N):
 * both sides are longer than 37.5 km everywhere between Corsica and the north of Belgium, so a
 * 75 km square spans at most 3 × 3 cells (usually 2 × 2 to 2 × 3).
 *
 * The same formula runs in SQL (`cellule_grille(lat, lon)`, migration 0023): the grid of stored
 * rows and the grid of a search must agree, change both together (and rebuild `trajets_troncons`).
 */
export const NEAR_KM = 37.5;
export const KM_PER_DEGREE = 111.2;
export const GRID_LAT_DEGREES = 0.5;
export const GRID_LON_DEGREES = 0.75;

const ROW_OFFSET = 181; // latitude -90..90 → rows 1..361
const COL_OFFSET = 241; // longitude -180..180 → columns 1..481
const COLS = 1000;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface GeoBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

const row = (latitude: number) => Math.floor(latitude / GRID_LAT_DEGREES) + ROW_OFFSET;
const col = (longitude: number) => Math.floor(longitude / GRID_LON_DEGREES) + COL_OFFSET;

/** The grid cell of a point, a positive integer (same as SQL `cellule_grille`). */
export function gridCell(latitude: number, longitude: number): number {
  return row(latitude) * COLS + col(longitude);
}

/** Kilometres per degree of longitude at the given latitude (flat-earth approximation). */
export function kmPerLongitudeDegree(latitude: number): number {
  return KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180);
}

/** Distance in km from a searched place to a stop, flat, at the searched place's latitude. */
export function nearDistanceKm(from: GeoPoint, stop: GeoPoint): number {
  const dLat = (stop.latitude - from.latitude) * KM_PER_DEGREE;
  const dLon = (stop.longitude - from.longitude) * kmPerLongitudeDegree(from.latitude);
  return Math.sqrt(dLat * dLat + dLon * dLon);
}

/** "Near" never narrower than this, for neighbouring towns (decision 019). */
export const NEAR_MIN_KM = 10;

/**
 * How near a stop must be to the searched departure and to the searched arrival (decision 019):
 * {@link NEAR_KM}, but no more than half the distance between the two places (and at least
 * {@link NEAR_MIN_KM}). For two close towns, 37.5 km circles overlapped: Paris → Versailles
 * offered trips from Versailles to Paris, the other way, and trips staying on one side. Used by
 * the search, the alerts and the demand count alike.
 */
export function nearRadiusKm(from: GeoPoint, to: GeoPoint): number {
  return Math.min(NEAR_KM, Math.max(NEAR_MIN_KM, nearDistanceKm(from, to) / 2));
}

/**
 * Whether a leg (a stop, then a later stop) serves a searched pair of places: its first stop
 * near the searched departure and its last near the searched arrival, within `nearRadiusKm` of
 * the searched pair. Gives both distances (km), or undefined. The search does the same in SQL
 * (trips/search.repository.ts).
 */
export function nearLeg(
  searched: { from: GeoPoint; to: GeoPoint },
  leg: { from: GeoPoint; to: GeoPoint },
): { depart: number; arrivee: number } | undefined {
  const radius = nearRadiusKm(searched.from, searched.to);
  const depart = nearDistanceKm(searched.from, leg.from);
  const arrivee = nearDistanceKm(searched.to, leg.to);
  return depart <= radius && arrivee <= radius ? { depart, arrivee } : undefined;
}

export function isNear(from: GeoPoint, stop: GeoPoint, km = NEAR_KM): boolean {
  return nearDistanceKm(from, stop) <= km;
}

/** The square holding every point within `km` of `center` (by `nearDistanceKm`). */
export function nearBox(center: GeoPoint, km = NEAR_KM): GeoBox {
  const dLat = km / KM_PER_DEGREE;
  const dLon = km / kmPerLongitudeDegree(center.latitude);
  return {
    minLatitude: center.latitude - dLat,
    maxLatitude: center.latitude + dLat,
    minLongitude: center.longitude - dLon,
    maxLongitude: center.longitude + dLon,
  };
}

/**
 * Every cell that holds a point within `km` of `center`: the cells the `nearBox` square touches
 * (at most 9 for 37.5 km in our countries). A point near `center` is always in one of them.
 */
export function gridCellsNear(center: GeoPoint, km = NEAR_KM): number[] {
  const box = nearBox(center, km);
  const cells: number[] = [];
  for (let r = row(box.minLatitude); r <= row(box.maxLatitude); r++)
    for (let c = col(box.minLongitude); c <= col(box.maxLongitude); c++) cells.push(r * COLS + c);
  return cells;
}
