import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { unreadNotificationsKey } from '@/lib/notifications';

/** docs/product/messaging.md GET /utilisateurs/{id}/notifications (newest first). */
export function useNotifications(userId: number, page: number) {
  return useQuery({
    queryKey: ['notifications', 'list', userId, page],
    queryFn: () =>
      unwrap(
        api.GET('/utilisateurs/{id}/notifications', {
          params: { path: { id: userId }, query: { page } },
        }),
      ),
  });
}

/** Marks the notifications seen as read; the header bubble takes the new count. */
export function useMarkNotificationsRead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (
        await unwrap(
          api.POST('/utilisateurs/{id}/notifications/lues', {
            params: { path: { id: userId } },
            body: { ids },
          }),
        )
      ).data,
    onSuccess: ({ unread }) => queryClient.setQueryData(unreadNotificationsKey(userId), unread),
  });
}
