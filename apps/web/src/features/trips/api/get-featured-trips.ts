import { useQuery } from '@tanstack/react-query';
import type { TripList } from '@bonneroute/shared/trips';
import { apiRequest } from '@/lib/api-client';

/** spec §2 Home: up to 4 random trips (GET /trajets?filter[actif]=1, random sample). */
export async function getFeaturedTrips(signal?: AbortSignal) {
  return apiRequest<TripList>('/trajets', {
    query: { 'filter[actif]': 1, sort: 'random', per_page: 4 },
    signal,
  });
}

export function useFeaturedTrips() {
  return useQuery({
    queryKey: ['trips', 'featured'],
    queryFn: ({ signal }) => getFeaturedTrips(signal),
    staleTime: 60_000,
  });
}
