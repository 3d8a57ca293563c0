import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPage } from '@bonneroute/shared/api';
import type { ResultsOptions } from '@bonneroute/shared/search-rules';
import { api, unwrap } from '@/lib/api-client';

/** A search: the towns, the day and the results page's options (search-options.ts). */
export interface TripSearch extends Partial<ResultsOptions> {
  date: string;
  from: string;
  to: string;
}

/**
 * docs/product/trips-and-search.md: the first page is GET /covoiturages/{date}?actif=1&nom_commune_depart&…; the next
 * pages GET /trajets?filter[adresse_depart]&filter[adresse_arrivee]&filter[date]&filter[actif]=1.
 */
export async function searchTrips(search: TripSearch, page: number, signal?: AbortSignal) {
  const filters = {
    sexe: search.sexe,
    is_resa_automatique: search.automaticOnly ? (1 as const) : undefined,
    places: search.places && search.places > 1 ? search.places : undefined,
    tri: search.tri && search.tri !== 'depart' ? search.tri : undefined,
    plage: search.plage,
    profil_verifie: search.verifiedOnly ? (1 as const) : undefined,
    animaux: search.animaux ? (1 as const) : undefined,
    non_fumeur: search.non_fumeur ? (1 as const) : undefined,
    deux_max_arriere: search.deux_max_arriere ? (1 as const) : undefined,
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
