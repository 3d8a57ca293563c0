import { z } from 'zod';
import { dataEnvelope, text } from '../api';

/**
 * docs/product/trips-and-search.md#the-route-on-a-map: the road line through a trip's stops
 * (`GET /itineraire?points=lon,lat;lon,lat…`), for the trip page and the wizard's summary.
 */
export const ROUTE_LINE_MAX_STOPS = 10;

export const routeLineTexts = {
  invalidPoints: `Indiquez de 2 à ${ROUTE_LINE_MAX_STOPS} points « longitude,latitude » séparés par « ; ».`,
} as const;

export const routeLineQuerySchema = z.object({ points: text().trim().min(1).max(600) });

export const routeLineResponseSchema = dataEnvelope(
  z.object({
    /** `osrm`: the routing service's road geometry; `estimation`: the built-in line. */
    source: z.enum(['estimation', 'osrm']),
    /** GeoJSON order: [longitude, latitude]. */
    coordinates: z.array(z.array(z.number())),
  }),
);
export type RouteLine = z.infer<typeof routeLineResponseSchema>['data'];

interface LonLat {
  latitude: number;
  longitude: number;
}

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** The stops as the query's text: 5 decimals (about a metre) keep the URL short. */
export function encodeRoutePoints(points: readonly LonLat[]): string {
  return points.map((p) => `${round5(p.longitude)},${round5(p.latitude)}`).join(';');
}

/** The stops read back, or null when the text is not 2..10 valid points. */
export function parseRoutePoints(value: string): LonLat[] | null {
  const parts = value.split(';');
  if (parts.length < 2 || parts.length > ROUTE_LINE_MAX_STOPS) return null;
  const points: LonLat[] = [];
  for (const part of parts) {
    const match = /^\s*(-?\d{1,3}(?:\.\d+)?),(-?\d{1,2}(?:\.\d+)?)\s*$/.exec(part);
    if (!match) return null;
    const longitude = Number(match[1]);
    const latitude = Number(match[2]);
    if (Math.abs(longitude) > 180 || Math.abs(latitude) > 90) return null;
    points.push({ latitude, longitude });
  }
  return points;
}

/** `GET /carte`: the map's vector style (`MAP_STYLE_URL`), null for the built-in outlines. */
export const mapConfigResponseSchema = dataEnvelope(z.object({ style_url: z.string().nullable() }));
