import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** GET /avis/donnes: the user's own reviews, published, waiting or hidden. */
export function getGivenReviews(page: number, signal?: AbortSignal) {
  return unwrap(api.GET('/avis/donnes', { params: { query: { page } }, signal }));
}

export function useGivenReviews(page: number) {
  return useQuery({
    queryKey: reviewKeys.given(page),
    queryFn: ({ signal }) => getGivenReviews(page, signal),
    placeholderData: keepPreviousData,
  });
}
