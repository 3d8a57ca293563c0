import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReceivedReviews } from '@bonneroute/shared/reviews';
import { apiRequest } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** GET /avis/recus: published reviews received, and how many wait (double-blind). */
export function getReceivedReviews(page: number, signal?: AbortSignal) {
  return apiRequest<ReceivedReviews>('/avis/recus', { query: { page }, signal });
}

export function useReceivedReviews(page: number) {
  return useQuery({
    queryKey: reviewKeys.received(page),
    queryFn: ({ signal }) => getReceivedReviews(page, signal),
    placeholderData: keepPreviousData,
  });
}
