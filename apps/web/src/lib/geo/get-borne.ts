import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Borne } from '@bonneroute/shared/bornes';
import { apiRequest } from '@/lib/api-client';

/** spec §7 `GET /bornes/{a}/{b}`: price range of a pair (code, name or page slug). */
export async function getBorne(depart: string, arrivee: string, signal?: AbortSignal) {
  const path = `/bornes/${encodeURIComponent(depart)}/${encodeURIComponent(arrivee)}`;
  return (await apiRequest<{ data: Borne }>(path, { signal })).data;
}

export const borneQuery = (depart: string, arrivee: string) =>
  queryOptions({
    queryKey: ['borne', depart.toLowerCase(), arrivee.toLowerCase()],
    queryFn: ({ signal }) => getBorne(depart, arrivee, signal),
    staleTime: 60 * 60_000,
  });

export function useBorne(depart: string, arrivee: string) {
  return useQuery(borneQuery(depart, arrivee));
}
