import { HARDCODED_BORNES } from '@bonneroute/shared/bornes';
import type { CommuneRecord } from '../geo/communes-data';
import { haversineKm } from '../geo/distance';
import { estimateRoadKm } from '../geo/route-estimate';
import type { Random } from './random';

export interface DemoPair {
  depart: CommuneRecord;
  arrivee: CommuneRecord;
  roadKm: number;
}

/**
 * The towns that demo trips link: the largest metropolitan communes, skipping suburbs (any
 * commune within 30 km of a larger chosen one), plus every town of the documented fixed pairs.
 */
export function pickDemoCities(communes: CommuneRecord[], count: number): CommuneRecord[] {
  const required = new Set(HARDCODED_BORNES.flatMap((b) => [b.depart.code, b.arrivee.code]));
  const chosen: CommuneRecord[] = communes.filter((c) => required.has(c.code));
  for (const commune of communes) {
    if (chosen.length >= count) break;
    if (commune.departement.startsWith('97') || chosen.includes(commune)) continue;
    if (chosen.some((other) => haversineKm(other, commune) < 30)) continue;
    chosen.push(commune);
  }
  return chosen;
}

/** The documented eleven pairs in both directions, then random long-distance pairs. */
export function pickDemoPairs(
  cities: CommuneRecord[],
  random: Random,
  extraPairs: number,
): DemoPair[] {
  const byCode = new Map(cities.map((c) => [c.code, c]));
  const pairs: DemoPair[] = [];
  const seen = new Set<string>();
  const add = (a: CommuneRecord, b: CommuneRecord) => {
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const key = `${from.code}-${to.code}`;
      if (seen.has(key)) continue;
      seen.add(key);
      // The built-in route estimate, as GET /bornes uses: demo prices stay within its range.
      pairs.push({ depart: from, arrivee: to, roadKm: estimateRoadKm(from, to) });
    }
  };
  for (const borne of HARDCODED_BORNES) {
    const a = byCode.get(borne.depart.code);
    const b = byCode.get(borne.arrivee.code);
    if (a && b) add(a, b);
  }
  const candidates: [CommuneRecord, CommuneRecord][] = [];
  for (const a of cities) {
    for (const b of cities) {
      if (a.code >= b.code) continue;
      const km = haversineKm(a, b);
      if (km >= 90 && km <= 750) candidates.push([a, b]);
    }
  }
  for (const [a, b] of random.shuffle(candidates).slice(0, extraPairs)) add(a, b);
  return pairs;
}

/** Towns near the straight route (detour under 12 %), in order from departure to arrival. */
export function stageCandidates(pair: DemoPair, cities: CommuneRecord[]): CommuneRecord[] {
  const direct = haversineKm(pair.depart, pair.arrivee);
  return cities
    .filter((c) => c.code !== pair.depart.code && c.code !== pair.arrivee.code)
    .map((c) => ({
      c,
      fromStart: haversineKm(pair.depart, c),
      toEnd: haversineKm(c, pair.arrivee),
    }))
    .filter(
      ({ fromStart, toEnd }) => fromStart > 60 && toEnd > 60 && fromStart + toEnd < direct * 1.12,
    )
    .sort((x, y) => x.fromStart - y.fromStart)
    .map(({ c }) => c);
}
