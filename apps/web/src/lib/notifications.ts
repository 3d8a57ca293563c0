import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_EVENT, userChannel } from '@bonneroute/shared/realtime';
import { api, unwrap } from './api-client';
import { invalidateBookingData } from './booking-data';
import { useRealtimeEvent, useRealtimeReconnect } from './realtime';

export const unreadNotificationsKey = (userId: number | null) =>
  ['notifications', 'unread', userId] as const;

async function fetchUnread(userId: number): Promise<number> {
  const response = await unwrap(
    api.GET('/utilisateurs/{id}/notifications', { params: { path: { id: userId } } }),
    { handleUnauthorized: false },
  );
  return response.meta.unread;
}

/**
 * The header bubble's count (docs/product/messaging.md: "notification bubble count"): loaded once, then kept live by
 * the user's private channel; refreshed when the socket reconnects.
 */
export function useUnreadNotificationCount(userId: number | null): number {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: unreadNotificationsKey(userId),
    queryFn: () => fetchUnread(userId!),
    enabled: userId !== null,
    staleTime: Infinity,
  });
  useRealtimeEvent(userId ? userChannel(userId) : null, NOTIFICATION_EVENT, ({ data: event }) => {
    queryClient.setQueryData(unreadNotificationsKey(userId), event.unread);
    // A notification says a booking, a payment or a trip changed (accepted, refused,
    // cancelled, refunded…): the pages showing them follow at once.
    if (event.notification) void invalidateBookingData(queryClient);
  });
  useRealtimeReconnect(() => {
    if (userId !== null)
      void queryClient.invalidateQueries({ queryKey: unreadNotificationsKey(userId) });
  });
  return userId === null ? 0 : (query.data ?? 0);
}
