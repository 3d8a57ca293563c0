import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Trip } from '@bonneroute/shared/trips';
import { apiRequest } from '@/lib/api-client';

/** spec §7 GET /trajets/{id}: data.data. */
export async function getTrip(id: string, signal?: AbortSignal, troncon?: string): Promise<Trip> {
  return (
    await apiRequest<{ data: Trip }>(`/trajets/${encodeURIComponent(id)}`, {
      signal,
      query: { troncon },
    })
  ).data;
}

export const tripQuery = (id: string, troncon?: string) =>
  queryOptions({
    queryKey: ['trips', 'detail', id, troncon ?? null],
    queryFn: ({ signal }) => getTrip(id, signal, troncon),
    retry: false,
  });

export function useTrip(id: string, troncon?: string) {
  return useQuery(tripQuery(id, troncon));
}
