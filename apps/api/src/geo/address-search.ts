import type { PlaceSearchQuery, PlaceSuggestion } from '@bonneroute/shared/geo';
import { PLACE_QUERY_MIN } from '@bonneroute/shared/limits';

/**
 * docs/product/geography-and-prices.md address autocomplete behind an interface (CONTRIBUTING.md): the built-in search over the
 * communes and the addresses already used on the site, or the national address service.
 */
export interface AddressSearch {
  search(query: PlaceSearchQuery): Promise<PlaceSuggestion[]>;
}

/** docs/product/geography-and-prices.md: suggestions are searched above 1 character; precise addresses beyond 3. */
export function isSearchable(query: PlaceSearchQuery): boolean {
  return query.q.trim().length >= PLACE_QUERY_MIN[query.type];
}
