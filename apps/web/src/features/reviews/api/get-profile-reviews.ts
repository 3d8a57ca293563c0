import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** GET /profils/{id}/avis: a member's published reviews with their replies. */
export function getProfileReviews(id: number, page: number, signal?: AbortSignal) {
  return unwrap(
    api.GET('/profils/{id}/avis', { params: { path: { id }, query: { page } }, signal }),
  );
}

export function useProfileReviews(id: number, page: number) {
  return useQuery({
    queryKey: reviewKeys.profileReviews(id, page),
    queryFn: ({ signal }) => getProfileReviews(id, page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
