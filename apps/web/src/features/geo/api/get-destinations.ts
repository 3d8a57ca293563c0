import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Borne } from '@bonneroute/shared/bornes';
import { apiRequest } from '@/lib/api-client';

/** Price ranges from a town to its main destinations (`GET /api/communes/{ville}/destinations`). */
export async function getDestinations(ville: string, signal?: AbortSignal): Promise<Borne[]> {
  const path = `/communes/${encodeURIComponent(ville)}/destinations`;
  return (await apiRequest<{ data: Borne[] }>(path, { query: { limit: 8 }, signal })).data;
}

export const destinationsQuery = (ville: string) =>
  queryOptions({
    queryKey: ['destinations', ville.toLowerCase()],
    queryFn: ({ signal }) => getDestinations(ville, signal),
    staleTime: 60 * 60_000,
  });

export function useDestinations(ville: string) {
  return useQuery(destinationsQuery(ville));
}
