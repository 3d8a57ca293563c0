import { haversineKm, type LatLon } from './distance';

/** A route between two points: what the price formula and the stage towns need. */
export interface RouteEstimate {
  distance_metres: number;
  duree_secondes: number;
  /** Points along the route, GeoJSON order [longitude, latitude]. */
  points: [number, number][];
  source: 'estimation' | 'osrm';
}

/** Route calculation behind an interface (CONTRIBUTING.md): built-in estimate or OSRM. */
export interface RouteEstimator {
  route(from: LatLon, to: LatLon): Promise<RouteEstimate>;
}

/**
 * Road distance = great-circle distance × 1.21. Calibrated on reference road distances (fastest
 * route between town centres): Paris–Lyon 465 km (estimate +2.3 %), Paris–Brest 592 km (+3.2 %),
 * Bordeaux–Toulouse 245 km (+4.7 %), Lille–Rennes 561 km (−4.5 %); the eleven fixed pairs of spec
 * all come within ±10 % (Paris–Reims, the shortest, +9.8 %). Duration = 12 min + distance at 110 km/h, fitted on the same four
 * (4 h 30, 5 h 30, 2 h 25, 5 h 25 by a route planner without traffic).
 */
export const ROAD_FACTOR = 1.21;
export const AVERAGE_SPEED_KMH = 110;
export const CITY_OVERHEAD_SECONDS = 12 * 60;
const POINT_SPACING_KM = 5;

export function estimateRoadKm(from: LatLon, to: LatLon): number {
  return haversineKm(from, to) * ROAD_FACTOR;
}

export function estimateDurationSeconds(roadKm: number): number {
  if (roadKm <= 0) return 0;
  return Math.round((CITY_OVERHEAD_SECONDS + (roadKm / AVERAGE_SPEED_KMH) * 3600) / 60) * 60;
}

/** Points every ~5 km along the great circle (linear in degrees: fine at these distances). */
function straightPoints(from: LatLon, to: LatLon): [number, number][] {
  const steps = Math.max(1, Math.ceil(haversineKm(from, to) / POINT_SPACING_KM));
  return Array.from({ length: steps + 1 }, (_, i): [number, number] => [
    from.longitude + ((to.longitude - from.longitude) * i) / steps,
    from.latitude + ((to.latitude - from.latitude) * i) / steps,
  ]);
}

export const builtInRouteEstimator: RouteEstimator = {
  async route(from, to) {
    const roadKm = estimateRoadKm(from, to);
    return {
      distance_metres: Math.round(roadKm * 1000),
      duree_secondes: estimateDurationSeconds(roadKm),
      points: straightPoints(from, to),
      source: 'estimation',
    };
  },
};
