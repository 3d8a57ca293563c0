import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FullUser } from '@bonneroute/shared/user-space';
import { apiRequest } from '@/lib/api-client';
import { userSpaceKeys } from './keys';

/** spec §7 GET /utilisateurs/{id}/full. */
export async function getFullUser(userId: number): Promise<FullUser> {
  return (await apiRequest<{ data: FullUser }>(`/utilisateurs/${userId}/full`)).data;
}

export const fullUserQuery = (userId: number) =>
  queryOptions({ queryKey: userSpaceKeys.full(userId), queryFn: () => getFullUser(userId) });

export function useFullUser(userId: number | undefined) {
  return useQuery({ ...fullUserQuery(userId ?? 0), enabled: userId !== undefined });
}
