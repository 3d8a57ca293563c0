import regionsData from '@etalab/decoupage-administratif/data/regions.json';
import { slugify } from './slug';

export interface Region {
  code: string;
  nom: string;
  slug: string;
  zone: 'metro' | 'drom';
}

/** The 18 French regions (13 metropolitan, 5 overseas) from @etalab/decoupage-administratif. */
export const REGIONS: readonly Region[] = (
  regionsData as { code: string; nom: string; zone: string }[]
)
  .filter((region) => region.zone === 'metro' || region.zone === 'drom')
  .map((region) => ({
    code: region.code,
    nom: region.nom,
    slug: slugify(region.nom),
    zone: region.zone as 'metro' | 'drom',
  }))
  .sort((a, b) =>
    a.zone === b.zone ? a.nom.localeCompare(b.nom, 'fr') : a.zone === 'metro' ? -1 : 1,
  );

/** The region of a footer link `/covoiturage-region/{slug}`; accents and case do not matter. */
export function findRegionBySlug(slugOrName: string): Region | undefined {
  const slug = slugify(slugOrName);
  return REGIONS.find((region) => region.slug === slug);
}
