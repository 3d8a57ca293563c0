import {
  compactSearchText,
  comparePlaces,
  normalizePostcode,
  searchTokens,
  withoutArticle,
  type MatchTier,
} from '@bonneroute/shared/geo';
import { BoundedCache } from '../lib/bounded-cache';
import type { CommuneRecord } from './data/build-communes';

export interface CommuneMatch {
  commune: CommuneRecord;
  /** The postcode to show: the one typed, else the commune's first. */
  postcode: string;
  tier: MatchTier;
}

// Search keys hold only [a-z0-9 ]: '~' sorts after all of them, closing a prefix range.
const AFTER = '~';

function lowerBound(keys: string[], order: Int32Array, value: string): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[order[middle]!]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function sortedOrder(keys: string[]): Int32Array {
  const order = Int32Array.from(keys.keys());
  return order.sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
}

/**
 * In-memory place search over every commune (spec §5 address autocomplete), fast enough for
 * each keystroke: prefix ranges over sorted keys (binary search), then the best `limit` by the
 * shared ranking (matchTier + comparePlaces). Equivalent to ranking every commune with those
 * shared rules — commune-search.test.ts checks it against that brute force.
 */
export class CommuneSearchIndex {
  private readonly names: string[];
  private readonly bareNames: string[];
  private readonly nameOrder: Int32Array;
  private readonly compacts: string[];
  private readonly compactOrder: Int32Array;
  /** Each later word of a name, with the rest of the name: "saint etienne" → "etienne". */
  private readonly wordKeys: string[] = [];
  private readonly wordOwner: number[] = [];
  private readonly wordOrder: Int32Array;
  private readonly postcodeKeys: string[] = [];
  private readonly postcodeOwner: number[] = [];
  private readonly postcodeOrder: Int32Array;
  private readonly cache = new BoundedCache<CommuneMatch[]>(20_000);

  constructor(private readonly communes: readonly CommuneRecord[]) {
    this.names = communes.map((commune) => searchTokens(commune.nom).join(' '));
    this.bareNames = this.names.map(withoutArticle);
    this.compacts = this.names.map(compactSearchText);
    this.names.forEach((name, owner) => {
      for (let at = name.indexOf(' '); at !== -1; at = name.indexOf(' ', at + 1)) {
        this.wordKeys.push(name.slice(at + 1));
        this.wordOwner.push(owner);
      }
    });
    communes.forEach((commune, owner) => {
      for (const key of [...commune.codesPostaux, commune.code]) {
        this.postcodeKeys.push(key);
        this.postcodeOwner.push(owner);
      }
    });
    this.nameOrder = sortedOrder(this.names);
    this.compactOrder = sortedOrder(this.compacts);
    this.wordOrder = sortedOrder(this.wordKeys);
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
    const text = tokens.filter((token) => !/^\d+$/.test(token)).join(' ');
    const code = /^2[ab]\d{3}$/.test(text) ? text.toUpperCase() : undefined;
    if (code) return this.byCode(code, limit);
    if (text === '') return digits[0] && digits[0].length >= 2 ? this.byCode(digits[0], limit) : [];
    if (text.length < 2) return [];
    return this.byName(text, digits[0], limit);
  }

  /** Postcode or INSEE code, whole (5 digits; spec §5 75000 → 75001) or its first digits. */
  private byCode(typed: string, limit: number): CommuneMatch[] {
    const prefix = typed.length === 5 ? normalizePostcode(typed) : typed;
    const top = new TopMatches(limit);
    const end = lowerBound(this.postcodeKeys, this.postcodeOrder, prefix + AFTER);
    for (let at = lowerBound(this.postcodeKeys, this.postcodeOrder, prefix); at < end; at += 1) {
      const position = this.postcodeOrder[at]!;
      const owner = this.postcodeOwner[position]!;
      const postcode = this.postcodeKeys[position]!;
      const commune = this.communes[owner]!;
      // The INSEE code itself is not a postcode: show the commune's own.
      const shown = commune.codesPostaux.includes(postcode) ? postcode : commune.codesPostaux[0];
      top.offer(owner, { commune, postcode: shown ?? '', tier: 0 });
    }
    return top.result();
  }

  private byName(text: string, postcodePrefix: string | undefined, limit: number): CommuneMatch[] {
    const top = new TopMatches(limit);
    const accept = (owner: number, tier: MatchTier) => {
      const commune = this.communes[owner]!;
      if (top.rejects(tier, commune.population)) return;
      const postcode = postcodePrefix
        ? commune.codesPostaux.find((code) => code.startsWith(postcodePrefix))
        : commune.codesPostaux[0];
      if (postcodePrefix && !postcode) return;
      top.offer(owner, { commune, postcode: postcode ?? '', tier });
    };
    this.scan(this.names, this.nameOrder, text, (owner) =>
      accept(owner, this.names[owner] === text || this.bareNames[owner] === text ? 0 : 1),
    );
    this.scan(this.wordKeys, this.wordOrder, text, (position) => {
      const owner = this.wordOwner[position]!;
      if (this.names[owner]!.startsWith(text)) return;
      // The word after a leading article is where the name really starts ("le mans").
      const bare = this.bareNames[owner]!;
      accept(owner, bare === text ? 0 : bare.startsWith(text) ? 1 : 2);
    });
    const compact = compactSearchText(text);
    if (compact.length >= 3) {
      this.scan(this.compacts, this.compactOrder, compact, (owner) => {
        const name = this.names[owner]!;
        if (!name.startsWith(text) && !name.includes(` ${text}`)) accept(owner, 3);
      });
    }
    return top.result();
  }

  private scan(keys: string[], order: Int32Array, prefix: string, visit: (index: number) => void) {
    const end = lowerBound(keys, order, prefix + AFTER);
    for (let at = lowerBound(keys, order, prefix); at < end; at += 1) visit(order[at]!);
  }
}

/** The best `limit` matches seen so far, one per commune, in shared ranking order. */
class TopMatches {
  private readonly items: CommuneMatch[] = [];
  private readonly owners = new Map<number, CommuneMatch>();

  constructor(private readonly limit: number) {}

  /** A quick no for the many candidates that cannot enter a full list. */
  rejects(tier: MatchTier, population: number): boolean {
    if (this.items.length < this.limit) return false;
    const worst = this.items[this.items.length - 1]!;
    return tier > worst.tier || (tier === worst.tier && population < worst.commune.population);
  }

  offer(owner: number, match: CommuneMatch): void {
    const known = this.owners.get(owner);
    if (known && known.tier <= match.tier) return;
    const worst = this.items[this.items.length - 1];
    if (!known && this.items.length >= this.limit && worst && compare(match, worst) >= 0) return;
    if (known) this.items.splice(this.items.indexOf(known), 1);
    let at = this.items.length;
    while (at > 0 && compare(match, this.items[at - 1]!) < 0) at -= 1;
    this.items.splice(at, 0, match);
    this.owners.set(owner, match);
    if (this.items.length > this.limit) {
      const dropped = this.items.pop()!;
      for (const [key, value] of this.owners) if (value === dropped) this.owners.delete(key);
    }
  }

  result(): CommuneMatch[] {
    return [...this.items];
  }
}

function compare(a: CommuneMatch, b: CommuneMatch): number {
  return comparePlaces(
    { tier: a.tier, population: a.commune.population, name: a.commune.nom },
    { tier: b.tier, population: b.commune.population, name: b.commune.nom },
  );
}
