import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildCommuneRecords, type CommuneRecord } from './build-communes';
import { dataPackagesVersion } from './etalab-source';
import { readNeighbourTowns } from './neighbour-towns';

// Bump when buildCommuneRecords changes what it computes.
const ALGORITHM_VERSION = 1;

type Row = [string, string, string, string, string, number, number, number, 0 | 1];

function toRow(c: CommuneRecord): Row {
  const { code, nom, departement, region, codesPostaux, population, latitude, longitude } = c;
  return [code, nom, departement, region, codesPostaux.join(' '), population, latitude, longitude, c.coordonneesEstimees ? 1 : 0];
}

function fromRow(row: Row): CommuneRecord {
  const [code, nom, departement, region, postcodes, population, latitude, longitude, estimated] = row;
  return {
    code,
    nom,
    departement,
    region,
    codesPostaux: postcodes ? postcodes.split(' ') : [],
    population,
    latitude,
    longitude,
    coordonneesEstimees: estimated === 1,
    pays: 'FR',
    autresNoms: [],
  };
}

/**
 * The communes, from a compact cache under `DATA_DIR/cache` when it matches the installed data
 * packages (a second start reads 2 MB of JSON instead of parsing 40 MB), else built and cached.
 * A cache that cannot be read or written is only a slower start.
 */
export function loadCommuneRecords(cacheDir: string | undefined): CommuneRecord[] {
  // The neighbours' towns are a committed file, small enough to read at each start.
  return [...loadFrenchCommunes(cacheDir), ...readNeighbourTowns()].sort(
    (a, b) => b.population - a.population || a.code.localeCompare(b.code),
  );
}

function loadFrenchCommunes(cacheDir: string | undefined): CommuneRecord[] {
  const file = cacheDir
    ? path.join(cacheDir, `communes-v${ALGORITHM_VERSION}-${dataPackagesVersion()}.json`)
    : undefined;
  if (file) {
    try {
      return (JSON.parse(readFileSync(file, 'utf8')) as Row[]).map(fromRow);
    } catch {
      // No cache yet, or a damaged one: rebuild it below.
    }
  }
  const records = buildCommuneRecords();
  if (file) {
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      // Several API processes may share DATA_DIR: each writes its own file, then renames it.
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(records.map(toRow)));
      renameSync(temporary, file);
    } catch {
      // Read-only data directory: fine, the next start rebuilds.
    }
  }
  return records;
}
