import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@bonneroute/shared/user-space';
import { apiRequest } from '@/lib/api-client';
import { userSpaceKeys } from './keys';

/** GET /utilisateurs/{id}/tableau-de-bord: badges and progress (spec §2 Dashboard). */
export async function getDashboard(userId: number): Promise<Dashboard> {
  return (await apiRequest<{ data: Dashboard }>(`/utilisateurs/${userId}/tableau-de-bord`)).data;
}

export function useDashboard(userId: number) {
  return useQuery({
    queryKey: userSpaceKeys.dashboard(userId),
    queryFn: () => getDashboard(userId),
  });
}
