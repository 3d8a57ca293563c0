import { bornesFor, type StageTown } from '@bonneroute/shared/bornes';
import type { CommuneRecord } from './data/build-communes';
import { haversineKm } from './distance';
import { landOf, type Geography } from './geography';
import { ROAD_FACTOR } from './route-estimate';

/** "Towns of a reasonable size": a stop a driver would make, with a surveyed position. */
const MIN_POPULATION = 10_000;
/** How far from the route a town may be (the built-in route is a straight line: wider). */
const MAX_DETOUR_KM = { osrm: 8, estimation: 20 } as const;
/** Not a stage: the departure's or arrival's own suburbs. */
const MIN_KM_FROM_ENDS = 40;
/** Two stage towns closer than this are one stop: keep the larger. */
const MIN_KM_BETWEEN = 25;
const MAX_STAGES = 8;

let candidateCache: { geography: Geography; towns: CommuneRecord[] } | undefined;

function candidateTowns(geography: Geography): CommuneRecord[] {
  if (candidateCache?.geography !== geography) {
    const towns = geography.communes.filter(
      (c) => c.population >= MIN_POPULATION && !c.coordonneesEstimees,
    );
    candidateCache = { geography, towns };
  }
  return candidateCache.towns;
}

/** Planar km around a latitude (equirectangular): precise enough within a few hundred km. */
function projector(latitude: number) {
  const kmPerLon = 111.32 * Math.cos((latitude * Math.PI) / 180);
  return (p: { latitude: number; longitude: number }) =>
    [p.longitude * kmPerLon, p.latitude * 110.57] as const;
}

/** Distance from a point to a polyline, and how far along the line its closest point is. */
function nearestOnLine(x: number, y: number, line: (readonly [number, number])[], along: number[]) {
  let best = Infinity;
  let at = 0;
  for (let i = 0; i + 1 < line.length; i += 1) {
    const [ax, ay] = line[i]!;
    const [bx, by] = line[i + 1]!;
    const dx = bx - ax;
    const dy = by - ay;
    const length2 = dx * dx + dy * dy;
    const t =
      length2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length2));
    const ex = ax + t * dx - x;
    const ey = ay + t * dy - y;
    const distance2 = ex * ex + ey * ey;
    if (distance2 < best) {
      best = distance2;
      at = along[i]! + t * (along[i + 1]! - along[i]!);
    }
  }
  return { km: Math.sqrt(best), along: at };
}

/**
 * docs/product/geography-and-prices.md Stage town: towns near the route, in order from departure to arrival, each with its own
 * leg range from the departure. `points` are [longitude, latitude] along the route (the routing
 * service's geometry sampled per docs/product/geography-and-prices.md, or the built-in straight line).
 */
export function findStageTowns(
  geography: Geography,
  depart: CommuneRecord,
  arrivee: CommuneRecord,
  points: readonly [number, number][],
  source: 'osrm' | 'estimation',
): StageTown[] {
  if (landOf(depart) !== landOf(arrivee)) return [];
  const route = [
    depart,
    ...points.map(([longitude, latitude]) => ({ latitude, longitude })),
    arrivee,
  ];
  const project = projector((depart.latitude + arrivee.latitude) / 2);
  const line = route.map(project);
  const along: number[] = [0];
  for (let i = 1; i < line.length; i += 1)
    along.push(
      along[i - 1]! + Math.hypot(line[i]![0] - line[i - 1]![0], line[i]![1] - line[i - 1]![1]),
    );
  const maxDetour = MAX_DETOUR_KM[source];
  const box = boundingBox(route, maxDetour / 80);

  const near: { town: CommuneRecord; km: number }[] = [];
  for (const town of candidateTowns(geography)) {
    if (!inside(box, town) || town.code === depart.code || town.code === arrivee.code) continue;
    const [x, y] = project(town);
    const closest = nearestOnLine(x, y, line, along);
    if (closest.km > maxDetour) continue;
    if (haversineKm(town, depart) < MIN_KM_FROM_ENDS) continue;
    if (haversineKm(town, arrivee) < MIN_KM_FROM_ENDS) continue;
    near.push({ town, km: closest.along });
  }

  const kept: typeof near = [];
  for (const candidate of near.sort((a, b) => b.town.population - a.town.population)) {
    if (kept.length >= MAX_STAGES) break;
    if (kept.some((other) => haversineKm(other.town, candidate.town) < MIN_KM_BETWEEN)) continue;
    kept.push(candidate);
  }
  // The built-in line is shorter than the road: scale its km like the route estimate.
  const scale = source === 'estimation' ? ROAD_FACTOR : 1;
  return kept
    .sort((a, b) => a.km - b.km)
    .map(({ town, km }) => {
      const legKm = km * scale;
      const range = bornesFor(depart.code, town.code, legKm);
      return {
        nom: town.nom,
        code_commune: town.code,
        latitude: town.latitude,
        longitude: town.longitude,
        population: town.population,
        selected: false,
        distance_depart_km: Math.round(legKm),
        bornes: {
          depart: depart.nom,
          arrivee: town.nom,
          code_commune_depart: depart.code,
          code_commune_arrivee: town.code,
          ...range,
        },
      };
    });
}

interface Box {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

function boundingBox(points: { latitude: number; longitude: number }[], margin: number): Box {
  const box = { minLat: Infinity, maxLat: -Infinity, minLon: Infinity, maxLon: -Infinity };
  for (const { latitude, longitude } of points) {
    box.minLat = Math.min(box.minLat, latitude - margin);
    box.maxLat = Math.max(box.maxLat, latitude + margin);
    box.minLon = Math.min(box.minLon, longitude - margin * 1.5);
    box.maxLon = Math.max(box.maxLon, longitude + margin * 1.5);
  }
  return box;
}

function inside(box: Box, point: { latitude: number; longitude: number }): boolean {
  return (
    point.latitude >= box.minLat &&
    point.latitude <= box.maxLat &&
    point.longitude >= box.minLon &&
    point.longitude <= box.maxLon
  );
}
