import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** docs/product/geography-and-prices.md `GET /bornes/{a}/{b}`: price range of a pair (code, name or page slug). */
export async function getBorne(depart: string, arrivee: string, signal?: AbortSignal) {
  const path = { depart, arrivee };
  return (await unwrap(api.GET('/bornes/{depart}/{arrivee}', { params: { path }, signal }))).data;
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
