import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PLACE_SEARCH_LIMIT } from '@bonneroute/shared/geo';
import { api, unwrap, type ApiData } from '@/lib/api-client';

export interface PlaceSearchParams {
  q: string;
  type?: 'municipality' | 'address';
  /** For a precise address: the chosen town's INSEE code. */
  citycode?: string;
  limit?: number;
}

/** docs/product/geography-and-prices.md autocomplete through our API (`GET /api/adresses/suggestions`). */
export async function searchPlaces(
  params: PlaceSearchParams,
  signal?: AbortSignal,
): Promise<ApiData<'/adresses/suggestions'>> {
  const query = {
    q: params.q,
    type: params.type ?? 'municipality',
    citycode: params.citycode,
    limit: params.limit ?? PLACE_SEARCH_LIMIT,
  };
  const response = await unwrap(api.GET('/adresses/suggestions', { params: { query }, signal }));
  return response.data;
}

export const placeSuggestionsQuery = (params: PlaceSearchParams) =>
  queryOptions({
    queryKey: ['place-suggestions', params],
    queryFn: ({ signal }) => searchPlaces(params, signal),
    staleTime: 10 * 60_000,
  });

export function usePlaceSuggestions(params: PlaceSearchParams, enabled: boolean) {
  return useQuery({
    ...placeSuggestionsQuery(params),
    enabled,
    // Keep the last list on screen while the next keystroke's answer arrives.
    placeholderData: keepPreviousData,
  });
}
