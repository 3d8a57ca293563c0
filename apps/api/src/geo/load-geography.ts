import path from 'node:path';
import { loadCommuneRecords } from './data/geography-cache';
import { Geography } from './geography';

let loaded: { dataDir: string | undefined; geography: Geography } | undefined;

/**
 * The process's geography, built once (≈0.1 s from the cache under `DATA_DIR/cache`, ≈0.8 s
 * without) and shared by the API, the seed and the page heads.
 */
export function loadGeography(dataDir?: string): Geography {
  if (loaded) return loaded.geography;
  const records = loadCommuneRecords(dataDir ? path.join(dataDir, 'cache') : undefined);
  loaded = { dataDir, geography: new Geography(records) };
  return loaded.geography;
}
