import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** GET /avis/recus: published reviews received, and how many wait (double-blind). */
export function getReceivedReviews(page: number, signal?: AbortSignal) {
  return unwrap(api.GET('/avis/recus', { params: { query: { page } }, signal }));
}

export function useReceivedReviews(page: number) {
  return useQuery({
    queryKey: reviewKeys.received(page),
    queryFn: ({ signal }) => getReceivedReviews(page, signal),
    placeholderData: keepPreviousData,
  });
}
