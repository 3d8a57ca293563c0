import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type ApiData } from '@/lib/api-client';

/** `GET /pays/{nom_pays}`: a neighbour country's main towns, province by province or canton by canton. */
export async function getCountry(
  slug: string,
  signal?: AbortSignal,
): Promise<ApiData<'/pays/{nom_pays}'>> {
  const params = { path: { nom_pays: slug } };
  return (await unwrap(api.GET('/pays/{nom_pays}', { params, signal }))).data;
}

export const countryQuery = (slug: string) =>
  queryOptions({
    queryKey: ['pays', slug.toLowerCase()],
    queryFn: ({ signal }) => getCountry(slug, signal),
    staleTime: 60 * 60_000,
  });

export function useCountry(slug: string) {
  return useQuery(countryQuery(slug));
}
