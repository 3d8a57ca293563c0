import type { NeighbourCode } from '@bonneroute/shared/geo';
import type { CommuneRecord } from './build-communes';
// A static import: the server bundle carries the file (scripts/build-server.mjs).
import neighbourTowns from './neighbour-towns.json';

type Row = [string, string, string, string, number, number, number, string];

/**
 * The communes of Belgium, Switzerland and Luxembourg, from the committed file that
 * scripts/build-neighbour-towns.ts makes out of GeoNames and Swiss Post data
 * (docs/decisions/024-neighbour-countries.md). Positions are GeoNames' own: never estimated.
 */
export function readNeighbourTowns(): CommuneRecord[] {
  const rows = neighbourTowns.rows as unknown as Row[];
  return rows.map(([code, nom, zone, postcodes, population, latitude, longitude, others]) => ({
    code,
    nom,
    pays: code.slice(0, 2) as NeighbourCode,
    departement: zone,
    region: '',
    codesPostaux: postcodes ? postcodes.split(' ') : [],
    population,
    latitude,
    longitude,
    coordonneesEstimees: false,
    autresNoms: others ? others.split('|') : [],
  }));
}
