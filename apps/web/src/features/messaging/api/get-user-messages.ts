import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type ApiData } from '@/lib/api-client';

export const userMessagesKey = (userId: number | null) => ['messages', 'user', userId] as const;

/** docs/product/messaging.md GET /utilisateurs/{id}/messages: sent and received, newest first. */
export async function getUserMessages(
  userId: number,
): Promise<ApiData<'/utilisateurs/{id}/messages'>> {
  const params = { path: { id: userId } };
  const response = await unwrap(api.GET('/utilisateurs/{id}/messages', { params }));
  return response.data;
}

export function useUserMessages(userId: number | null) {
  return useQuery({
    queryKey: userMessagesKey(userId),
    queryFn: () => getUserMessages(userId!),
    enabled: userId !== null,
  });
}
