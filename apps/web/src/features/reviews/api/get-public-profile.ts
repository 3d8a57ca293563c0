import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@bonneroute/shared/reviews';
import { apiRequest } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** GET /profils/{id}: a member's public profile (logged-in members only). */
export async function getPublicProfile(id: number, signal?: AbortSignal): Promise<PublicProfile> {
  return (await apiRequest<{ data: PublicProfile }>(`/profils/${id}`, { signal })).data;
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
