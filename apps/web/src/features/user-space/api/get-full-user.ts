import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type ApiData } from '@/lib/api-client';
import { userSpaceKeys } from './keys';

/** docs/product/user-space.md GET /utilisateurs/{id}/full. */
export async function getFullUser(userId: number): Promise<ApiData<'/utilisateurs/{id}/full'>> {
  return (await unwrap(api.GET('/utilisateurs/{id}/full', { params: { path: { id: userId } } })))
    .data;
}

export const fullUserQuery = (userId: number) =>
  queryOptions({ queryKey: userSpaceKeys.full(userId), queryFn: () => getFullUser(userId) });

export function useFullUser(userId: number | undefined) {
  return useQuery({ ...fullUserQuery(userId ?? 0), enabled: userId !== undefined });
}
