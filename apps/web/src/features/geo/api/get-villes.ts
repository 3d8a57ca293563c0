import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ville } from '@bonneroute/shared/geo';
import { apiRequest } from '@/lib/api-client';

/** spec §7 `GET /villes/{code_departement}`: the department's towns, most populous first. */
export async function getVilles(codeDepartement: string, signal?: AbortSignal): Promise<Ville[]> {
  const path = `/villes/${encodeURIComponent(codeDepartement)}`;
  return (await apiRequest<{ data: Ville[] }>(path, { signal })).data;
}

export const villesQuery = (codeDepartement: string) =>
  queryOptions({
    queryKey: ['villes', codeDepartement.toUpperCase()],
    queryFn: ({ signal }) => getVilles(codeDepartement, signal),
    staleTime: 60 * 60_000,
  });

export function useVilles(codeDepartement: string) {
  return useQuery(villesQuery(codeDepartement));
}
