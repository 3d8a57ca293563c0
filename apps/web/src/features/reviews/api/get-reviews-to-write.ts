import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type ApiData } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** GET /avis/a-ecrire: co-travellers the user may still review, closest deadline first. */
export async function getReviewsToWrite(signal?: AbortSignal): Promise<ApiData<'/avis/a-ecrire'>> {
  return (await unwrap(api.GET('/avis/a-ecrire', { signal }))).data;
}

export const reviewsToWriteQuery = () =>
  queryOptions({
    queryKey: reviewKeys.toWrite(),
    queryFn: ({ signal }) => getReviewsToWrite(signal),
  });

export function useReviewsToWrite() {
  return useQuery(reviewsToWriteQuery());
}
