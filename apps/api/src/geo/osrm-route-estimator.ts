import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { LatLon } from './distance';
import { builtInRouteEstimator, type RouteEstimator } from './route-estimate';

const TIMEOUT_MS = 4000;

const osrmResponseSchema = z.object({
  code: z.literal('Ok'),
  routes: z
    .array(
      z.object({
        distance: z.number(),
        duration: z.number(),
        geometry: z.object({ coordinates: z.array(z.tuple([z.number(), z.number()])) }),
      }),
    )
    .min(1),
});

/**
 * Adapter for an OSRM-compatible routing service (`ROUTING_API_URL`, docs/product/geography-and-prices.md "route calculation"):
 * `GET {url}/route/v1/driving/{lon},{lat};{lon},{lat}?overview=full&geometries=geojson`. When the
 * service fails or is slow, the built-in estimate answers instead: a price range must not depend
 * on a third party being up.
 */
export function createOsrmRouteEstimator(baseUrl: string, log: FastifyBaseLogger): RouteEstimator {
  const root = baseUrl.replace(/\/$/, '');
  return {
    async route(from: LatLon, to: LatLon) {
      const url = `${root}/route/v1/driving/${from.longitude},${from.latitude};${to.longitude},${to.latitude}?overview=full&geometries=geojson`;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const [route] = osrmResponseSchema.parse(await response.json()).routes;
        return {
          distance_metres: Math.round(route!.distance),
          duree_secondes: Math.round(route!.duration),
          points: route!.geometry.coordinates,
          source: 'osrm' as const,
        };
      } catch (error) {
        log.warn({ err: error, url }, 'service d’itinéraire indisponible : estimation intégrée');
        return builtInRouteEstimator.route(from, to);
      }
    },
  };
}
