import type { PlaceSearchQuery, PlaceSuggestion } from '@bonneroute/shared/geo';

/**
 * spec §5 address autocomplete behind an interface (DEVELOPERS.md): the built-in search over the
 * communes and the addresses already used on the site, or the national address service.
 */
export interface AddressSearch {
  search(query: PlaceSearchQuery): Promise<PlaceSuggestion[]>;
}

/** spec §5: suggestions are searched above 1 character; precise addresses beyond 3. */
export const MIN_MUNICIPALITY_QUERY = 2;
export const MIN_ADDRESS_QUERY = 4;

export function isSearchable(query: PlaceSearchQuery): boolean {
  const length = query.q.trim().length;
  return length >= (query.type === 'address' ? MIN_ADDRESS_QUERY : MIN_MUNICIPALITY_QUERY);
}
