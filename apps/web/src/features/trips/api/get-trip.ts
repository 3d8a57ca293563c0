import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Trip } from '@bonneroute/shared/trips';
import { apiRequest } from '@/lib/api-client';

/** spec §7 GET /trajets/{id}: data.data. */
export async function getTrip(id: string, signal?: AbortSignal): Promise<Trip> {
  return (await apiRequest<{ data: Trip }>(`/trajets/${encodeURIComponent(id)}`, { signal })).data;
}

export const tripQuery = (id: string) =>
  queryOptions({
    queryKey: ['trips', 'detail', id],
    queryFn: ({ signal }) => getTrip(id, signal),
    retry: false,
  });

export function useTrip(id: string) {
  return useQuery(tripQuery(id));
}
