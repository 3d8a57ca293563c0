import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPage } from '@bonneroute/shared/api';
import { api, unwrap } from '@/lib/api-client';

export interface TripSearch {
  date: string;
  from: string;
  to: string;
  /** '1' guys only, '2' girls only. */
  sexe?: '1' | '2';
  automaticOnly?: boolean;
}

/**
 * docs/product/trips-and-search.md: the first page is GET /covoiturages/{date}?actif=1&nom_commune_depart&…; the next
 * pages GET /trajets?filter[adresse_depart]&filter[adresse_arrivee]&filter[date]&filter[actif]=1.
 */
export async function searchTrips(search: TripSearch, page: number, signal?: AbortSignal) {
  const filters = {
    sexe: search.sexe,
    is_resa_automatique: search.automaticOnly ? (1 as const) : undefined,
  };
  if (page === 1) {
    const query = {
      actif: '1',
      nom_commune_depart: search.from,
      nom_commune_arrivee: search.to,
      ...filters,
    } as const;
    const path = { date: search.date };
    return unwrap(api.GET('/covoiturages/{date}', { params: { path, query }, signal }));
  }
  const filter = {
    adresse_depart: search.from,
    adresse_arrivee: search.to,
    date: search.date,
    actif: '1',
    ...filters,
  } as const;
  return unwrap(api.GET('/trajets', { params: { query: { filter, page } }, signal }));
}

export function useTripSearch(search: TripSearch, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['trips', 'search', search],
    queryFn: ({ pageParam, signal }) => searchTrips(search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last.meta),
    enabled,
    retry: false,
  });
}
