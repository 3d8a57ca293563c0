import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export interface NearbyDaysSearch {
  date: string;
  from: string;
  to: string;
  places?: number;
}

/**
 * docs/product/trips-and-search.md Results, a thin day: GET /covoiturages/{date}/jours-proches,
 * the nearest days with trips and the day's trips between nearby towns.
 */
export async function getNearbyDays(search: NearbyDaysSearch, signal?: AbortSignal) {
  const query = {
    from: search.from,
    to: search.to,
    places: search.places && search.places > 1 ? search.places : undefined,
  };
  const response = await unwrap(
    api.GET('/covoiturages/{date}/jours-proches', {
      params: { path: { date: search.date }, query },
      signal,
    }),
  );
  return response.data;
}

export const nearbyDaysQuery = (search: NearbyDaysSearch) =>
  queryOptions({
    queryKey: ['trips', 'nearby-days', search],
    queryFn: ({ signal }) => getNearbyDays(search, signal),
    retry: false,
  });

export function useNearbyDays(search: NearbyDaysSearch, enabled: boolean) {
  return useQuery({ ...nearbyDaysQuery(search), enabled });
}
