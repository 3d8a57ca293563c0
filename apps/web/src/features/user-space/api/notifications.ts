import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationListResponse } from '@bonneroute/shared/notifications';
import { apiRequest } from '@/lib/api-client';
import { unreadNotificationsKey } from '@/lib/notifications';

/** spec §7 GET /utilisateurs/{id}/notifications (newest first). */
export function useNotifications(userId: number, page: number) {
  return useQuery({
    queryKey: ['notifications', 'list', userId, page],
    queryFn: () =>
      apiRequest<NotificationListResponse>(`/utilisateurs/${userId}/notifications`, {
        query: { page },
      }),
  });
}

/** Marks the notifications seen as read; the header bubble takes the new count. */
export function useMarkNotificationsRead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (
        await apiRequest<{ data: { unread: number } }>(
          `/utilisateurs/${userId}/notifications/lues`,
          { body: { ids } },
        )
      ).data,
    onSuccess: ({ unread }) => queryClient.setQueryData(unreadNotificationsKey(userId), unread),
  });
}
