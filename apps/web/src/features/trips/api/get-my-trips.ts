import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPage } from '@bonneroute/shared/api';
import { api, unwrap } from '@/lib/api-client';

export type MyTripsType = 'conducteur' | 'passager';

/** docs/product/trips-and-search.md GET /trajets?filter[utilisateur_id|passager]={id}&filter[actif]=1&page={n}. */
export async function getMyTrips(
  type: MyTripsType,
  userId: number,
  page: number,
  signal?: AbortSignal,
) {
  const who = type === 'conducteur' ? { utilisateur_id: userId } : { passager: userId };
  return unwrap(
    api.GET('/trajets', { params: { query: { filter: { ...who, actif: '1' }, page } }, signal }),
  );
}

export function myTripsQueryKey(type: MyTripsType, userId: number) {
  return ['trips', 'mine', type, userId] as const;
}

/** docs/product/trips-and-search.md Trips lists: active only; one page at a time until last_page. */
export function useMyTrips(type: MyTripsType, userId: number) {
  return useInfiniteQuery({
    queryKey: myTripsQueryKey(type, userId),
    queryFn: ({ pageParam, signal }) => getMyTrips(type, userId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last.meta),
  });
}
