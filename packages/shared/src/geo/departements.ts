import departementsData from '@etalab/decoupage-administratif/data/departements.json';
import regionsData from '@etalab/decoupage-administratif/data/regions.json';
import { slugify } from './slug';

/** docs/product/geography-and-prices.md Department: `num_dep`, `dep_name`, `region_name` (plus the region's code and slug). */
export interface Departement {
  num_dep: string;
  dep_name: string;
  region_code: string;
  region_name: string;
  region_slug: string;
  zone: 'metro' | 'drom' | 'com';
}

// TAAF and Clipperton have no inhabited commune: nobody carpools there.
const UNINHABITED = new Set(['984', '989']);

const regionNames = new Map(
  (regionsData as { code: string; nom: string }[]).map((region) => [region.code, region.nom]),
);

/**
 * The built-in list of French departments and overseas territories with their regions
 * (@etalab/decoupage-administratif): 96 metropolitan, 5 overseas departments, and the inhabited
 * overseas collectivities, whose "region" is the collectivity itself.
 */
export const DEPARTEMENTS: readonly Departement[] = (
  departementsData as { code: string; nom: string; region: string; zone: string }[]
)
  .filter((departement) => !UNINHABITED.has(departement.code))
  .map((departement) => {
    const regionName = regionNames.get(departement.region) ?? departement.nom;
    return {
      num_dep: departement.code,
      dep_name: departement.nom,
      region_code: departement.region,
      region_name: regionName,
      region_slug: slugify(regionName),
      zone: departement.zone as Departement['zone'],
    };
  });

const byCode = new Map(DEPARTEMENTS.map((departement) => [departement.num_dep, departement]));

/** A department by its code ("29", "2A", "974"); case-insensitive for Corsica. */
export function findDepartement(code: string): Departement | undefined {
  return byCode.get(code.trim().toUpperCase());
}

export function departementsOfRegion(regionCode: string): Departement[] {
  return DEPARTEMENTS.filter((departement) => departement.region_code === regionCode);
}

/** A department code as it appears in URLs: 1–3 digits, or 2A/2B. */
export const DEPARTEMENT_CODE_PATTERN = /^(?:\d{2,3}|2[AB])$/i;
