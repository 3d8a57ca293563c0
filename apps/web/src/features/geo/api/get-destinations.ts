import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type ApiData } from '@/lib/api-client';

/** Price ranges from a town to its main destinations (`GET /api/communes/{ville}/destinations`). */
export async function getDestinations(
  ville: string,
  signal?: AbortSignal,
): Promise<ApiData<'/communes/{ville}/destinations'>> {
  const params = { path: { ville }, query: { limit: 8 } };
  return (await unwrap(api.GET('/communes/{ville}/destinations', { params, signal }))).data;
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
