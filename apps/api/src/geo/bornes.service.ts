import {
  bornesFor,
  findHardcodedBorne,
  sampleRouteForStages,
  type Borne,
  type StageTown,
} from '@bonneroute/shared/bornes';
import { geoTexts } from '@bonneroute/shared/geo';
import { BoundedCache } from '../lib/bounded-cache';
import { notFound, unprocessable } from '../lib/http-error';
import type { CommuneRecord } from './data/build-communes';
import { landOf, type Geography } from './geography';
import type { RouteEstimator } from './route-estimate';
import { findStageTowns } from './stage-towns';

const CACHE_SIZE = 5000;

/**
 * Price ranges (docs/product/content-and-games.md: "Price range (borne)" `GET /bornes/{a}/{b}`) and stage towns
 * (`POST /bornes/{a}/{b}`). Ranges depend only on the pair and the route, which do not change
 * while the process runs: computed answers are kept (bounded cache).
 */
export function createBornesService(geography: Geography, router: RouteEstimator) {
  const cache = new BoundedCache<Promise<Borne>>(CACHE_SIZE);

  /** The two communes of a pair, or a French 404/422. */
  function resolvePair(depart: string, arrivee: string): [CommuneRecord, CommuneRecord] {
    let from = resolveTown(depart);
    const to = resolveTown(arrivee, landOf(from));
    // "saint-denis/paris": the departure's namesake on the arrival's side of the sea.
    if (landOf(from) !== landOf(to)) from = resolveTown(depart, landOf(to));
    if (from.code === to.code) throw unprocessable(geoTexts.sameTown);
    if (landOf(from) !== landOf(to)) throw unprocessable(geoTexts.noRoad);
    return [from, to];
  }

  function resolveTown(text: string, preferLand?: string): CommuneRecord {
    const commune = geography.resolve(text, { preferLand });
    if (!commune) throw notFound(geoTexts.unknownTown(text.slice(0, 60)));
    return commune;
  }

  async function borne(depart: string, arrivee: string): Promise<Borne> {
    const [from, to] = resolvePair(depart, arrivee);
    const key = `${from.code}-${to.code}`;
    let answer = cache.get(key);
    if (!answer) {
      answer = compute(from, to);
      cache.set(key, answer);
      answer.catch(() => cache.delete(key));
    }
    return answer;
  }

  /** Stage towns along the given route points, or along the route the router finds. */
  async function stageTowns(
    depart: string,
    arrivee: string,
    points: [number, number][] | undefined,
  ): Promise<StageTown[]> {
    const [from, to] = resolvePair(depart, arrivee);
    if (points && points.length > 0) return findStageTowns(geography, from, to, points, 'osrm');
    return (await borne(from.code, to.code)).villes_json;
  }

  async function compute(from: CommuneRecord, to: CommuneRecord): Promise<Borne> {
    const route = await router.route(from, to);
    const range = bornesFor(from.code, to.code, route.distance_metres / 1000);
    // A real route's geometry is sampled as docs/product/content-and-games.md says; the built-in line is already sparse.
    const points = route.source === 'osrm' ? sampleRouteForStages(route.points) : route.points;
    return {
      ville_depart: from.nom,
      ville_arrivee: to.nom,
      code_commune_depart: from.code,
      code_commune_arrivee: to.code,
      slug_depart: geography.slugOf(from),
      slug_arrivee: geography.slugOf(to),
      ...range,
      is_fixe: findHardcodedBorne(from.code, to.code) !== undefined,
      duree_en_secondes: route.duree_secondes,
      distance_metres: route.distance_metres,
      source_itineraire: route.source,
      villes_json: findStageTowns(geography, from, to, points, route.source),
    };
  }

  return { resolvePair, resolveTown, borne, stageTowns };
}

export type BornesService = ReturnType<typeof createBornesService>;
