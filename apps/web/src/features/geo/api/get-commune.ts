import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type ApiData } from '@/lib/api-client';

/** A town by page slug, name or code (`GET /api/communes/{ville}`). */
export async function getCommune(
  ville: string,
  signal?: AbortSignal,
): Promise<ApiData<'/communes/{ville}'>> {
  return (await unwrap(api.GET('/communes/{ville}', { params: { path: { ville } }, signal }))).data;
}

export const communeQuery = (ville: string) =>
  queryOptions({
    queryKey: ['commune', ville.toLowerCase()],
    queryFn: ({ signal }) => getCommune(ville, signal),
    staleTime: 60 * 60_000,
  });

export function useCommune(ville: string) {
  return useQuery(communeQuery(ville));
}
