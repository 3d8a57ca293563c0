import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type ApiData } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** GET /profils/{id}: a member's public profile (logged-in members only). */
export async function getPublicProfile(
  id: number,
  signal?: AbortSignal,
): Promise<ApiData<'/profils/{id}'>> {
  return (await unwrap(api.GET('/profils/{id}', { params: { path: { id } }, signal }))).data;
}

export const publicProfileQuery = (id: number) =>
  queryOptions({
    queryKey: reviewKeys.profile(id),
    queryFn: ({ signal }) => getPublicProfile(id, signal),
    retry: false,
  });

export function usePublicProfile(id: number) {
  return useQuery(publicProfileQuery(id));
}
