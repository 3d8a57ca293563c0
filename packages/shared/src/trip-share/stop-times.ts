import { addSeconds } from '../dates';

interface Point {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in metres (a stage's share of the route, not a road distance). */
function metresBetween(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/**
 * « HH:MM » at each stop: the departure's time, then the trip's duration shared out by the
 * distance from stop to stop. Without a duration only the departure has a time.
 */
export function estimateStopTimes(
  stops: Point[],
  heure: string,
  dureeSecondes: number | null,
): (string | null)[] {
  const start = heure.slice(0, 5);
  if (!dureeSecondes || stops.length < 2) return stops.map((_, i) => (i === 0 ? start : null));
  const legs = stops.slice(1).map((stop, i) => metresBetween(stops[i]!, stop));
  const total = legs.reduce((sum, metres) => sum + metres, 0);
  let covered = 0;
  return stops.map((_, i) => {
    if (i === 0) return start;
    covered += legs[i - 1]!;
    const share = total > 0 ? covered / total : i / (stops.length - 1);
    return addSeconds(start, dureeSecondes * share);
  });
}
