import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type ApiData } from '@/lib/api-client';

/** docs/product/geography-and-prices.md `GET /villes/{code_departement}`: the department's towns, most populous first. */
export async function getVilles(
  codeDepartement: string,
  signal?: AbortSignal,
): Promise<ApiData<'/villes/{code_departement}'>> {
  const params = { path: { code_departement: codeDepartement } };
  return (await unwrap(api.GET('/villes/{code_departement}', { params, signal }))).data;
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
