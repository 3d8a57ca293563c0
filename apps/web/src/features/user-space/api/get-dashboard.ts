import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type ApiData } from '@/lib/api-client';
import { userSpaceKeys } from './keys';

/** GET /utilisateurs/{id}/tableau-de-bord: badges and progress (docs/product/user-space.md: Dashboard). */
export async function getDashboard(
  userId: number,
): Promise<ApiData<'/utilisateurs/{id}/tableau-de-bord'>> {
  const params = { path: { id: userId } };
  return (await unwrap(api.GET('/utilisateurs/{id}/tableau-de-bord', { params }))).data;
}

export function useDashboard(userId: number) {
  return useQuery({
    queryKey: userSpaceKeys.dashboard(userId),
    queryFn: () => getDashboard(userId),
  });
}
