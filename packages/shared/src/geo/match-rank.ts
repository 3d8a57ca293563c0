import { withinOneEdit } from '../texts/one-edit';
import { compactSearchText } from './normalize';

/**
 * docs/product/geography-and-prices.md ranking of place suggestions: the town people mean comes first. A place
 * scores by how well every typed word matches a word of its name, how much of the name the query
 * covers, whether the query starts where the name starts, and its population — so "clermont"
 * gives Clermont-Ferrand before the villages named Clermont, and "aix" Aix-en-Provence before
 * Aix. Every typed word must match a word of the name: exactly, as its beginning, or — for words
 * of five letters or more — with one typo (a letter missing, extra, wrong or two swapped):
 * "marseile" → Marseille. A query typed without spaces may also match the name without spaces
 * ("lehavre"). Texts are in search form (searchTokens: no accents, "st" read as "saint").
 */

/** Words that link the parts of a name: they do not count in how much of the name is covered. */
const LINK_WORDS = new Set([
  'le',
  'la',
  'les',
  'l',
  'd',
  'de',
  'du',
  'des',
  'en',
  'sur',
  'sous',
  'et',
  'aux',
  'au',
  'lez',
  'a',
]);

export const TYPO_MIN_LENGTH = 5;

/** Weights of the score parts; population counts by its order of magnitude. */
const WORD_WEIGHT = 4;
const COVERAGE_WEIGHT = 1;
const START_WEIGHT = 1;
const POPULATION_WEIGHT = 1.2;
const PREFIX_BASE = 0.5;
const TYPO_QUALITY = 0.6;
const COMPACT_QUALITY = 0.5;

export interface PlaceQuery {
  tokens: string[];
  compact: string;
}

export function placeQuery(tokens: string[]): PlaceQuery {
  return { tokens, compact: compactSearchText(tokens.join(' ')) };
}

/** How well one typed word matches one word of a name, from 0 (not at all) to 1 (the word). */
export function wordMatch(token: string, word: string): number {
  if (word === token) return 1;
  if (word.startsWith(token)) return PREFIX_BASE + (0.4 * token.length) / word.length;
  if (token.length >= TYPO_MIN_LENGTH && withinOneEdit(token, word)) return TYPO_QUALITY;
  return 0;
}

/** The part of the score population brings: log10 of it, so 10× bigger is one step. */
export function populationScore(population: number): number {
  return POPULATION_WEIGHT * Math.log10(Math.max(0, population) + 10);
}

/** No place of this population can score more: lets an index stop early. */
export function bestPossibleScore(population: number): number {
  return WORD_WEIGHT + COVERAGE_WEIGHT + START_WEIGHT + populationScore(population);
}

export interface PlaceName {
  words: string[];
  compact: string;
  population: number;
}

export function placeName(searchName: string, population: number): PlaceName {
  const words = searchName === '' ? [] : searchName.split(' ');
  return { words, compact: compactSearchText(searchName), population };
}

/** The place's score for the query, or null when it does not match. Higher is better. */
export function scorePlace(query: PlaceQuery, place: PlaceName): number | null {
  if (query.tokens.length === 0) return null;
  const { words } = place;
  let used = 0;
  let total = 0;
  let firstAt = -1;
  for (const token of query.tokens) {
    let best = 0;
    let bestAt = -1;
    for (let at = 0; at < words.length; at += 1) {
      if (used & (1 << at)) continue;
      const quality = wordMatch(token, words[at]!);
      if (quality > best) {
        best = quality;
        bestAt = at;
      }
    }
    if (best === 0) return compactScore(query, place);
    used |= 1 << bestAt;
    total += best;
    if (firstAt === -1) firstAt = bestAt;
  }
  let significant = 0;
  let covered = 0;
  let firstSignificant = -1;
  words.forEach((word, at) => {
    if (LINK_WORDS.has(word)) return;
    significant += 1;
    if (firstSignificant === -1) firstSignificant = at;
    if (used & (1 << at)) covered += 1;
  });
  const coverage = significant === 0 ? 1 : covered / significant;
  // "le mans" and "mans" both start where Le Mans starts.
  const starts = firstAt === 0 || firstAt === firstSignificant;
  return (
    (WORD_WEIGHT * total) / query.tokens.length +
    COVERAGE_WEIGHT * coverage +
    (starts ? START_WEIGHT : 0) +
    populationScore(place.population)
  );
}

function compactScore(query: PlaceQuery, place: PlaceName): number | null {
  if (query.compact.length < 3 || !place.compact.startsWith(query.compact)) return null;
  return WORD_WEIGHT * COMPACT_QUALITY + START_WEIGHT + populationScore(place.population);
}

export interface RankedPlace {
  score: number;
  population: number;
  name: string;
}

/** Order of suggestions: score, then larger population, then alphabetical (stable output). */
export function comparePlaces(a: RankedPlace, b: RankedPlace): number {
  return b.score - a.score || b.population - a.population || a.name.localeCompare(b.name, 'fr');
}
