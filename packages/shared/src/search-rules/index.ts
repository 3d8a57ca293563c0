import { todayInParis } from '../dates';

/*
 * The rules of a trip search, written once and without zod: the home's search
 * box and the search page check them before going to the results; the server's search query
 * schemas and search handlers apply the same ones to the request. The home's first JavaScript
 * imports this module, so nothing here may import zod.
 */

/** docs/product/trips-and-search.md search calls: a town (name, INSEE code or page slug) has at most 120 characters. */
export const SEARCH_TOWN_MAX = 120;

interface SearchTowns {
  from?: string | null;
  to?: string | null;
}

/**
 * docs/product/trips-and-search.md: a search needs a departure and an arrival town. The server's query schemas trim the
 * towns first, so an empty text is a missing town.
 */
export function hasSearchTowns<T extends SearchTowns>(
  towns: T,
): towns is T & { from: string; to: string } {
  return !!(towns.from && towns.to);
}

/** docs/product/trips-and-search.md: a search is for today or a later day, on the Paris calendar (the first one). */
export { todayInParis as firstSearchDay };

export * from './search-options';
