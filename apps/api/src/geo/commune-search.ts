import {
  bestPossibleScore,
  comparePlaces,
  normalizePostcode,
  placeName,
  placeQuery,
  scorePlace,
  searchTokens,
  TYPO_MIN_LENGTH,
  type PlaceName,
  type PlaceQuery,
} from '@bonneroute/shared/geo';
import { BoundedCache } from '../lib/bounded-cache';
import type { CommuneRecord } from './data/build-communes';

export interface CommuneMatch {
  commune: CommuneRecord;
  /** The postcode to show: the one typed, else the commune's first. */
  postcode: string;
  /** The shared ranking score (scorePlace); a postcode search scores 0. */
  score: number;
}

// Search keys hold only [a-z0-9 ]: '~' sorts after all of them, closing a prefix range.
const AFTER = '~';
/** Above this many candidates, a typed word is read through its population-sorted bucket. */
const FULL_SCAN_LIMIT = 1500;
const BUCKET_PREFIX = 3;

function lowerBound(keys: readonly string[], order: Int32Array | null, value: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[order ? order[middle]! : middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function sortedOrder(keys: string[]): Int32Array {
  const order = Int32Array.from(keys.keys());
  return order.sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
}

/** A word and each of its one-letter deletions: two words within one edit share one of these. */
function deletions(word: string): string[] {
  const variants = [word];
  for (let at = 0; at < word.length; at += 1) variants.push(word.slice(0, at) + word.slice(at + 1));
  return variants;
}

/**
 * In-memory place search over every commune (docs/product/geography-and-prices.md: address autocomplete and its ranking), built once at start-up from the static communes data and fast enough for each
 * keystroke: the distinct words of all names, sorted (prefix ranges by binary search), who owns
 * each word, population-sorted buckets for short prefixes that match thousands of names (read
 * until no later place could enter the list), one-deletion variants for typos, and names
 * without spaces. Candidates are scored with the shared rules (scorePlace + comparePlaces):
 * geography.test.ts checks the result equals scoring every commune.
 */
export class CommuneSearchIndex {
  /** One entry per name of a town: its name, then its other names (Antwerpen for Anvers). */
  private readonly places: PlaceName[];
  private readonly entryCommunes: CommuneRecord[];
  private readonly bestPossible: Float64Array;
  private readonly words: string[];
  private readonly wordOwners: Int32Array[];
  /** ownersBefore[i] = owners of words[0..i): the size of a prefix range in O(1). */
  private readonly ownersBefore: Int32Array;
  private readonly buckets = new Map<string, Int32Array>();
  private readonly typoWords = new Map<string, number[]>();
  private readonly compacts: string[];
  private readonly compactOrder: Int32Array;
  private readonly postcodeKeys: string[] = [];
  private readonly postcodeOwner: number[] = [];
  private readonly postcodeOrder: Int32Array;
  private readonly seen: Uint32Array;
  private visit = 0;
  private readonly cache = new BoundedCache<CommuneMatch[]>(20_000);

  constructor(communes: readonly CommuneRecord[]) {
    this.places = [];
    this.entryCommunes = [];
    const mainEntry = new Map<CommuneRecord, number>();
    for (const commune of communes) {
      mainEntry.set(commune, this.places.length);
      for (const name of [commune.nom, ...commune.autresNoms]) {
        this.places.push(placeName(searchTokens(name).join(' '), commune.population));
        this.entryCommunes.push(commune);
      }
    }
    const entries = this.entryCommunes;
    this.bestPossible = Float64Array.from(entries, (commune) =>
      bestPossibleScore(commune.population),
    );
    this.seen = new Uint32Array(entries.length);

    const owners = new Map<string, number[]>();
    const bucketOwners = new Map<string, Set<number>>();
    this.places.forEach((place, owner) => {
      for (const word of new Set(place.words)) {
        const list = owners.get(word);
        if (list) list.push(owner);
        else owners.set(word, [owner]);
        for (let length = 1; length <= BUCKET_PREFIX && length <= word.length; length += 1) {
          const prefix = word.slice(0, length);
          const bucket = bucketOwners.get(prefix);
          if (bucket) bucket.add(owner);
          else bucketOwners.set(prefix, new Set([owner]));
        }
      }
    });
    this.words = [...owners.keys()].sort();
    this.wordOwners = this.words.map((word) => Int32Array.from(owners.get(word)!));
    this.ownersBefore = new Int32Array(this.words.length + 1);
    this.wordOwners.forEach((list, at) => {
      this.ownersBefore[at + 1] = this.ownersBefore[at]! + list.length;
    });
    for (const [prefix, set] of bucketOwners) {
      const sorted = Int32Array.from(set).sort(
        (a, b) => entries[b]!.population - entries[a]!.population || a - b,
      );
      this.buckets.set(prefix, sorted);
    }
    this.words.forEach((word, at) => {
      if (word.length < TYPO_MIN_LENGTH - 1) return;
      for (const variant of new Set(deletions(word))) {
        const list = this.typoWords.get(variant);
        if (list) list.push(at);
        else this.typoWords.set(variant, [at]);
      }
    });

    this.compacts = this.places.map((place) => place.compact);
    this.compactOrder = sortedOrder(this.compacts);
    communes.forEach((commune) => {
      for (const key of [...commune.codesPostaux, commune.code]) {
        this.postcodeKeys.push(key);
        this.postcodeOwner.push(mainEntry.get(commune)!);
      }
    });
    this.postcodeOrder = sortedOrder(this.postcodeKeys);
  }

  search(query: string, limit: number): CommuneMatch[] {
    const key = `${limit}|${query}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const result = this.searchUncached(query, limit);
    this.cache.set(key, result);
    return result;
  }

  private searchUncached(query: string, limit: number): CommuneMatch[] {
    const tokens = searchTokens(query);
    const digits = tokens.filter((token) => /^\d+$/.test(token));
    const words = tokens.filter((token) => !/^\d+$/.test(token));
    const text = words.join(' ');
    const code = /^2[ab]\d{3}$/.test(text) ? text.toUpperCase() : undefined;
    if (code) return this.byCode(code, limit);
    if (text === '') return digits[0] && digits[0].length >= 2 ? this.byCode(digits[0], limit) : [];
    if (text.length < 2) return [];
    return this.byName(placeQuery(words), digits[0], limit);
  }

  /** Postcode or INSEE code, whole (5 digits; docs/product/geography-and-prices.md 75000 → 75001) or its first digits. */
  private byCode(typed: string, limit: number): CommuneMatch[] {
    const prefix = typed.length === 5 ? normalizePostcode(typed) : typed;
    const top = new TopMatches(limit);
    const end = lowerBound(this.postcodeKeys, this.postcodeOrder, prefix + AFTER);
    for (let at = lowerBound(this.postcodeKeys, this.postcodeOrder, prefix); at < end; at += 1) {
      const position = this.postcodeOrder[at]!;
      const owner = this.postcodeOwner[position]!;
      const postcode = this.postcodeKeys[position]!;
      const commune = this.entryCommunes[owner]!;
      // The INSEE code itself is not a postcode: show the commune's own.
      const shown = commune.codesPostaux.includes(postcode) ? postcode : commune.codesPostaux[0];
      // A whole postcode before longer ones it begins (1000 Lausanne before 10000 Troyes).
      top.offer({ commune, postcode: shown ?? '', score: postcode === prefix ? 1 : 0 });
    }
    return top.result();
  }

  private byName(query: PlaceQuery, postcodePrefix: string | undefined, limit: number) {
    const top = new TopMatches(limit);
    this.visit += 1;
    if (this.visit === 0xffffffff) {
      this.seen.fill(0);
      this.visit = 1;
    }
    const visit = this.visit;
    /** Scores a candidate once; false when no later candidate of a bucket can enter the list. */
    const consider = (owner: number): boolean => {
      if (this.seen[owner] === visit) return true;
      this.seen[owner] = visit;
      if (top.isFull() && this.bestPossible[owner]! < top.worstScore()) return false;
      const score = scorePlace(query, this.places[owner]!);
      if (score === null) return true;
      const commune = this.entryCommunes[owner]!;
      const postcode = postcodePrefix
        ? commune.codesPostaux.find((candidate) => candidate.startsWith(postcodePrefix))
        : commune.codesPostaux[0];
      if (postcodePrefix && !postcode) return true;
      top.offer({ commune, postcode: postcode ?? '', score });
      return true;
    };

    // Every typed word must match a word of the name: candidates come from the most selective.
    const ranges = query.tokens.map((token) => {
      const start = lowerBound(this.words, null, token);
      const end = lowerBound(this.words, null, token + AFTER);
      const typos = this.typoWordsOf(token);
      const count =
        this.ownersBefore[end]! -
        this.ownersBefore[start]! +
        typos.reduce((sum, at) => sum + this.wordOwners[at]!.length, 0);
      return { token, start, end, typos, count };
    });
    const chosen = ranges.reduce((best, range) => (range.count < best.count ? range : best));
    for (const at of chosen.typos) this.wordOwners[at]!.forEach(consider);
    const bucket = this.buckets.get(chosen.token.slice(0, BUCKET_PREFIX));
    if (chosen.count > FULL_SCAN_LIMIT && bucket) {
      // Population order: once a place cannot enter the list, no smaller one can.
      for (const owner of bucket) if (!consider(owner)) break;
    } else {
      for (let at = chosen.start; at < chosen.end; at += 1) this.wordOwners[at]!.forEach(consider);
    }

    // A query typed without spaces: "lehavre".
    if (query.compact.length >= 3) {
      const end = lowerBound(this.compacts, this.compactOrder, query.compact + AFTER);
      for (let at = lowerBound(this.compacts, this.compactOrder, query.compact); at < end; at += 1)
        consider(this.compactOrder[at]!);
    }
    return top.result();
  }

  /** Words within one typo of a typed word of five letters or more. */
  private typoWordsOf(token: string): number[] {
    if (token.length < TYPO_MIN_LENGTH) return [];
    const found = new Set<number>();
    for (const variant of deletions(token))
      for (const at of this.typoWords.get(variant) ?? []) found.add(at);
    return [...found];
  }
}

/** The best `limit` matches seen so far, one per commune, in shared ranking order. */
class TopMatches {
  private readonly items: { match: CommuneMatch }[] = [];

  constructor(private readonly limit: number) {}

  isFull(): boolean {
    return this.items.length >= this.limit;
  }

  worstScore(): number {
    return this.items[this.items.length - 1]?.match.score ?? -Infinity;
  }

  offer(match: CommuneMatch): void {
    // A town found by two of its names keeps its better match.
    const same = this.items.findIndex((item) => item.match.commune === match.commune);
    if (same !== -1) {
      if (compare(match, this.items[same]!.match) >= 0) return;
      this.items.splice(same, 1);
    }
    const worst = this.items[this.items.length - 1];
    if (this.isFull() && worst && compare(match, worst.match) >= 0) return;
    let at = this.items.length;
    while (at > 0 && compare(match, this.items[at - 1]!.match) < 0) at -= 1;
    this.items.splice(at, 0, { match });
    if (this.items.length > this.limit) this.items.pop();
  }

  result(): CommuneMatch[] {
    return this.items.map((item) => item.match);
  }
}

function compare(a: CommuneMatch, b: CommuneMatch): number {
  return comparePlaces(
    { score: a.score, population: a.commune.population, name: a.commune.nom },
    { score: b.score, population: b.commune.population, name: b.commune.nom },
  );
}
