import { loadGeography } from './load-geography';
import type { CommuneRecord } from './data/build-communes';

export type { CommuneRecord } from './data/build-communes';

/** Communes with a surveyed (GeoNames) position, most populated first: the demo data's towns. */
export function loadLocatedCommunes(dataDir?: string): CommuneRecord[] {
  return loadGeography(dataDir).communes.filter((commune) => !commune.coordonneesEstimees);
}
