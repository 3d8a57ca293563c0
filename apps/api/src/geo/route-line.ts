import type { RouteLine } from '@bonneroute/shared/trips';
import type { LatLon } from './distance';
import type { RouteEstimator } from './route-estimate';

/** Enough for a phone's map at any zoom of a whole trip; an OSRM line has thousands. */
const MAX_POINTS = 1500;
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** Every n-th point, the first and the last always kept. */
function thin(points: [number, number][]): [number, number][] {
  if (points.length <= MAX_POINTS) return points;
  const step = (points.length - 1) / (MAX_POINTS - 1);
  return Array.from({ length: MAX_POINTS }, (_, i) => points[Math.round(i * step)]!);
}

/**
 * docs/product/trips-and-search.md#the-route-on-a-map: the line through the stops in order, one
 * route per leg (the road geometry with `ROUTING_API_URL`, else the built-in estimate's straight
 * line; a leg whose service failed is the estimate's and the whole line says so).
 */
export async function routeLine(router: RouteEstimator, stops: LatLon[]): Promise<RouteLine> {
  const legs = await Promise.all(stops.slice(1).map((to, i) => router.route(stops[i]!, to)));
  const points = legs.flatMap((leg, i) => (i === 0 ? leg.points : leg.points.slice(1)));
  return {
    source: legs.every((leg) => leg.source === 'osrm') ? 'osrm' : 'estimation',
    coordinates: thin(points).map(([lon, lat]) => [round5(lon), round5(lat)]),
  };
}
