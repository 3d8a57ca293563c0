import { compactSearchText } from './normalize';

/**
 * spec §5 ranking of place suggestions: relevance first, then population ("paris" gives Paris
 * before Parisot). Relevance tiers, best first (a leading article le/la/les/l' may be left out):
 *   0 the whole name equals the query          "paris" → Paris, "mans" → Le Mans
 *   1 the name starts with the query           "st etie" → Saint-Étienne, "hav" → Le Havre
 *   2 a later word of the name starts with it  "parisis" → Cormeilles-en-Parisis
 *   3 the name without spaces starts with it   "lehav" → Le Havre
 * Both texts are in normalized search form (normalizeSearchText).
 */
export type MatchTier = 0 | 1 | 2 | 3;

export function matchTier(query: string, name: string): MatchTier | null {
  if (query === '') return null;
  const bare = withoutArticle(name);
  if (name === query || bare === query) return 0;
  if (name.startsWith(query) || bare.startsWith(query)) return 1;
  if (name.includes(` ${query}`)) return 2;
  const compactQuery = compactSearchText(query);
  if (compactQuery.length >= 3 && compactSearchText(name).startsWith(compactQuery)) return 3;
  return null;
}

const ARTICLE = /^(?:le|la|les|l) /;

/** "le mans" → "mans": French place names often start with an article nobody types. */
export function withoutArticle(name: string): string {
  return name.replace(ARTICLE, '');
}

export interface RankedPlace {
  tier: MatchTier;
  population: number;
  name: string;
}

/** Order of suggestions: tier, then larger population, then alphabetical (stable output). */
export function comparePlaces(a: RankedPlace, b: RankedPlace): number {
  return a.tier - b.tier || b.population - a.population || a.name.localeCompare(b.name, 'fr');
}
