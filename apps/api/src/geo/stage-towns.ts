import { bornesFor, type StageTown } from '@bonneroute/shared/bornes';
import type { CommuneRecord } from './data/build-communes';
import { haversineKm } from './distance';
import type { Geography } from './geography';
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

/**
 * spec §3 Stage town: towns near the route, in order from departure to arrival, each with its own
 * leg range from the departure. `points` are [longitude, latitude] along the route (the routing
 * service's geometry sampled per spec §7, or the built-in straight line).
 */
export function findStageTowns(
  geography: Geography,
  depart: CommuneRecord,
  arrivee: CommuneRecord,
  points: readonly [number, number][],
  source: 'osrm' | 'estimation',
): StageTown[] {
  if (points.length === 0) return [];
  const samples = points.map(([longitude, latitude]) => ({ latitude, longitude }));
  // Cumulative km along the route at each point, to order towns and price their leg.
  const along: number[] = [haversineKm(depart, samples[0]!)];
  for (let i = 1; i < samples.length; i += 1)
    along.push(along[i - 1]! + haversineKm(samples[i - 1]!, samples[i]!));
  const box = boundingBox(samples, 0.25);
  const maxDetour = MAX_DETOUR_KM[source];

  const near: { town: CommuneRecord; km: number }[] = [];
  for (const town of candidateTowns(geography)) {
    if (town.code === depart.code || town.code === arrivee.code) continue;
    if (!inside(box, town)) continue;
    if (haversineKm(town, depart) < MIN_KM_FROM_ENDS) continue;
    if (haversineKm(town, arrivee) < MIN_KM_FROM_ENDS) continue;
    let best = Infinity;
    let at = 0;
    samples.forEach((sample, index) => {
      const distance = haversineKm(town, sample);
      if (distance < best) [best, at] = [distance, index];
    });
    if (best <= maxDetour) near.push({ town, km: along[at]! });
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
  const lats = points.map((p) => p.latitude);
  const lons = points.map((p) => p.longitude);
  return {
    minLat: Math.min(...lats) - margin,
    maxLat: Math.max(...lats) + margin,
    minLon: Math.min(...lons) - margin,
    maxLon: Math.max(...lons) + margin,
  };
}

function inside(box: Box, point: { latitude: number; longitude: number }): boolean {
  return (
    point.latitude >= box.minLat &&
    point.latitude <= box.maxLat &&
    point.longitude >= box.minLon &&
    point.longitude <= box.maxLon
  );
}
