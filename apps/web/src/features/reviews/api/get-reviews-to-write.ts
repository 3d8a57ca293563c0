import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewToWrite } from '@bonneroute/shared/reviews';
import { apiRequest } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** GET /avis/a-ecrire: co-travellers the user may still review, closest deadline first. */
export async function getReviewsToWrite(signal?: AbortSignal): Promise<ReviewToWrite[]> {
  return (await apiRequest<{ data: ReviewToWrite[] }>('/avis/a-ecrire', { signal })).data;
}

export const reviewsToWriteQuery = () =>
  queryOptions({
    queryKey: reviewKeys.toWrite(),
    queryFn: ({ signal }) => getReviewsToWrite(signal),
  });

export function useReviewsToWrite() {
  return useQuery(reviewsToWriteQuery());
}
