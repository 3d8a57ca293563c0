import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type ApiData } from '@/lib/api-client';

/** docs/product/trips-and-search.md GET /trajets/{id}: data.data. */
export async function getTrip(
  id: string,
  signal?: AbortSignal,
  troncon?: string,
): Promise<ApiData<'/trajets/{id}'>> {
  // A malformed id from the URL is sent as is (NaN): the server answers it as before.
  const params = { path: { id: Number(id) }, query: { troncon } };
  return (await unwrap(api.GET('/trajets/{id}', { params, signal }))).data;
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
