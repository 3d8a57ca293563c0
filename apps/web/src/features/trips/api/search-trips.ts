import { useInfiniteQuery } from '@tanstack/react-query';
import type { TripList } from '@bonneroute/shared/trips';
import { apiRequest } from '@/lib/api-client';

export interface TripSearch {
  date: string;
  from: string;
  to: string;
  /** '1' guys only, '2' girls only. */
  sexe?: '1' | '2';
  automaticOnly?: boolean;
}

/**
 * spec §7: the first page is GET /covoiturages/{date}?actif=1&nom_commune_depart&…; the next
 * pages GET /trajets?filter[adresse_depart]&filter[adresse_arrivee]&filter[date]&filter[actif]=1.
 */
export async function searchTrips(search: TripSearch, page: number, signal?: AbortSignal) {
  const filters = { sexe: search.sexe, is_resa_automatique: search.automaticOnly ? 1 : undefined };
  if (page === 1)
    return apiRequest<TripList>(`/covoiturages/${encodeURIComponent(search.date)}`, {
      query: {
        actif: 1,
        nom_commune_depart: search.from,
        nom_commune_arrivee: search.to,
        ...filters,
      },
      signal,
    });
  return apiRequest<TripList>('/trajets', {
    query: {
      'filter[adresse_depart]': search.from,
      'filter[adresse_arrivee]': search.to,
      'filter[date]': search.date,
      'filter[actif]': 1,
      'filter[sexe]': filters.sexe,
      'filter[is_resa_automatique]': filters.is_resa_automatique,
      page,
    },
    signal,
  });
}

export function useTripSearch(search: TripSearch, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['trips', 'search', search],
    queryFn: ({ pageParam, signal }) => searchTrips(search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
    enabled,
    retry: false,
  });
}
