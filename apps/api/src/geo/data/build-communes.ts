import { normalizeSearchText, type CountryCode } from '@bonneroute/shared/geo';
import { readEpciMembership, readEtalabCommunes, type EtalabCommune } from './etalab-source';
import { readGeonamesPlaces, type GeonamesPlace } from './geonames-source';

/**
 * A town as the app uses it: a current French commune (built from the data packages, then
 * cached) or a commune of Belgium, Switzerland or Luxembourg (neighbour-towns.ts).
 */
export interface CommuneRecord {
  /** INSEE code, or `BE-21004`, `CH-6621`, `LU-2960316` (docs/decisions/024-neighbour-countries.md). */
  code: string;
  nom: string;
  pays: CountryCode;
  /** French department code; for a neighbour, its area: `BE-WLG`, `CH-GE`, `LU-ES`. */
  departement: string;
  /** French region code; empty for a neighbour. */
  region: string;
  codesPostaux: string[];
  population: number;
  latitude: number;
  longitude: number;
  /** No GeoNames position: estimated from neighbouring communes (see estimateFromNeighbours). */
  coordonneesEstimees: boolean;
  /** Other names that find the town: local names (Antwerpen, Basel, Biel). */
  autresNoms: string[];
}

interface Point {
  latitude: number;
  longitude: number;
}

function centroid(points: Point[]): Point | undefined {
  if (points.length === 0) return undefined;
  let latitude = 0;
  let longitude = 0;
  for (const point of points) {
    latitude += point.latitude;
    longitude += point.longitude;
  }
  return { latitude: latitude / points.length, longitude: longitude / points.length };
}

function groupBy<T>(items: T[], keys: (item: T) => (string | undefined)[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    for (const key of keys(item)) {
      if (!key) continue;
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
  }
  return groups;
}

/**
 * GeoNames places ≈14,700 of the ≈35,000 communes (the larger ones). For the others we take the
 * centre of the located communes sharing its postcode and intercommunality (EPCI), else its
 * postcode, else its EPCI, else its arrondissement, else its department. Measured by leaving each
 * located metropolitan commune out in turn: median error 4.6 km, 90th percentile 10 km (postcode
 * alone: 4.3 km / 8.4 km) — good enough for a town's place on a route and for distances of the
 * price formula, and always flagged `coordonneesEstimees`.
 */
function estimateFromNeighbours(
  commune: EtalabCommune,
  located: Map<string, Point>,
  epciOf: Map<string, string>,
  groups: {
    byPostcode: Map<string, EtalabCommune[]>;
    byEpci: Map<string, EtalabCommune[]>;
    byArrondissement: Map<string, EtalabCommune[]>;
    byDepartement: Map<string, EtalabCommune[]>;
  },
): Point | undefined {
  const positions = (communes: EtalabCommune[] | undefined) =>
    (communes ?? []).map((other) => located.get(other.code)).filter((p): p is Point => !!p);
  const postcodeMates = [
    ...new Set((commune.codesPostaux ?? []).flatMap((code) => groups.byPostcode.get(code) ?? [])),
  ];
  const epci = epciOf.get(commune.code);
  return (
    centroid(positions(postcodeMates.filter((other) => epci && epciOf.get(other.code) === epci))) ??
    centroid(positions(postcodeMates)) ??
    centroid(positions(epci ? groups.byEpci.get(epci) : undefined)) ??
    centroid(positions(groups.byArrondissement.get(commune.arrondissement ?? ''))) ??
    centroid(positions(groups.byDepartement.get(commune.departement ?? '')))
  );
}

/** GeoNames position of a commune: its own code, a former commune's code, or its name. */
function geonamesPosition(
  commune: EtalabCommune,
  byCode: Map<string, GeonamesPlace>,
  formerCodes: Map<string, string[]>,
  byName: Map<string, GeonamesPlace>,
): GeonamesPlace | undefined {
  const own = byCode.get(commune.code);
  if (own) return own;
  const formers = (formerCodes.get(commune.code) ?? [])
    .map((code) => byCode.get(code))
    .filter((place): place is GeonamesPlace => !!place)
    .sort((a, b) => b.population - a.population);
  if (formers[0]) return formers[0];
  return byName.get(`${commune.departement}|${normalizeSearchText(commune.nom)}`);
}

/** Every current commune with coordinates, most populated first. Takes ≈0.5 s: cached. */
export function buildCommuneRecords(): CommuneRecord[] {
  const etalab = readEtalabCommunes();
  const current = etalab.filter((commune) => commune.type === 'commune-actuelle');
  const { byCode, all } = readGeonamesPlaces();
  const formerCodes = groupBy(
    etalab.filter((c) => c.type === 'commune-deleguee' || c.type === 'commune-associee'),
    (c) => [c.chefLieu],
  );
  const formerByCurrent = new Map([...formerCodes].map(([k, v]) => [k, v.map((c) => c.code)]));
  // Overseas GeoNames rows have no department code: match their names within the country.
  const byName = new Map<string, GeonamesPlace>();
  for (const place of all) {
    const departement = place.country === 'FR' ? place.admin2 : overseasDepartement(place.country);
    const key = `${departement}|${normalizeSearchText(place.name)}`;
    if ((byName.get(key)?.population ?? -1) < place.population) byName.set(key, place);
  }

  // Last resort for one-commune territories (Saint-Barthélemy, Saint-Martin): the main town.
  const mainPlace = new Map<string, GeonamesPlace>();
  for (const place of all) {
    if (place.country === 'FR') continue;
    const departement = overseasDepartement(place.country);
    if ((mainPlace.get(departement)?.population ?? -1) < place.population)
      mainPlace.set(departement, place);
  }

  const located = new Map<string, Point>();
  for (const commune of current) {
    const place = geonamesPosition(commune, byCode, formerByCurrent, byName);
    if (place) located.set(commune.code, place);
  }
  const epciOf = readEpciMembership();
  const groups = {
    byPostcode: groupBy(current, (c) => c.codesPostaux ?? []),
    byEpci: groupBy(current, (c) => [epciOf.get(c.code)]),
    byArrondissement: groupBy(current, (c) => [c.arrondissement]),
    byDepartement: groupBy(current, (c) => [c.departement]),
  };

  const records: CommuneRecord[] = [];
  for (const commune of current) {
    const known = located.get(commune.code);
    const point =
      known ??
      estimateFromNeighbours(commune, located, epciOf, groups) ??
      mainPlace.get(commune.departement ?? '');
    if (!point) continue;
    records.push({
      code: commune.code,
      nom: commune.nom,
      pays: 'FR',
      departement: commune.departement ?? '',
      region: commune.region ?? '',
      codesPostaux: [...(commune.codesPostaux ?? [])].sort(),
      population: commune.population ?? 0,
      latitude: Math.round(point.latitude * 1e5) / 1e5,
      longitude: Math.round(point.longitude * 1e5) / 1e5,
      coordonneesEstimees: !known,
      autresNoms: [],
    });
  }
  return records.sort((a, b) => b.population - a.population || a.code.localeCompare(b.code));
}

const OVERSEAS_DEPARTEMENT: Record<string, string> = {
  GP: '971',
  MQ: '972',
  GF: '973',
  RE: '974',
  YT: '976',
  PM: '975',
  BL: '977',
  MF: '978',
  WF: '986',
  PF: '987',
  NC: '988',
};

function overseasDepartement(country: string): string {
  return OVERSEAS_DEPARTEMENT[country] ?? country;
}
