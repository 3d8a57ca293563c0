import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** docs/product/trips-and-search.md Home: up to 4 random trips (GET /trajets?filter[actif]=1, random sample). */
export async function getFeaturedTrips(signal?: AbortSignal) {
  const query = { filter: { actif: '1' }, sort: 'random', per_page: 4 } as const;
  return unwrap(api.GET('/trajets', { params: { query }, signal }));
}

export function useFeaturedTrips() {
  return useQuery({
    queryKey: ['trips', 'featured'],
    queryFn: ({ signal }) => getFeaturedTrips(signal),
    staleTime: 60_000,
  });
}
