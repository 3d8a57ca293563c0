import { useQuery } from '@tanstack/react-query';
import type { TripMessage } from '@bonneroute/shared/messaging';
import { apiRequest } from '@/lib/api-client';

export const userMessagesKey = (userId: number | null) => ['messages', 'user', userId] as const;

/** spec §7 GET /utilisateurs/{id}/messages: sent and received, newest first. */
export async function getUserMessages(userId: number): Promise<TripMessage[]> {
  const response = await apiRequest<{ data: TripMessage[] }>(`/utilisateurs/${userId}/messages`);
  return response.data;
}

export function useUserMessages(userId: number | null) {
  return useQuery({
    queryKey: userMessagesKey(userId),
    queryFn: () => getUserMessages(userId!),
    enabled: userId !== null,
  });
}
