import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreference } from '@bonneroute/shared/notifications';
import { api, unwrap } from '@/lib/api-client';

const settingsKey = (userId: number) => ['reglages-notifications', userId] as const;

/** GET /utilisateurs/{id}/reglages-notifications: e-mail and push per kind of event. */
export function useNotificationSettings(userId: number) {
  return useQuery({
    queryKey: settingsKey(userId),
    queryFn: async () => {
      const params = { path: { id: userId } };
      return (await unwrap(api.GET('/utilisateurs/{id}/reglages-notifications', { params }))).data;
    },
  });
}

export function useSaveNotificationSettings(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: NotificationPreference[]) => {
      const params = { path: { id: userId } };
      const body = { preferences };
      return (await unwrap(api.PUT('/utilisateurs/{id}/reglages-notifications', { params, body })))
        .data;
    },
    onSuccess: (data) => client.setQueryData(settingsKey(userId), data),
  });
}

/**
 * Subscribes this browser to Web Push: the permission is asked here, from the member's click,
 * never on page load; the subscription goes to POST /utilisateurs/{id}/abonnements-push.
 */
export async function subscribeThisDevice(userId: number): Promise<'granted' | 'denied'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  const { data } = await unwrap(api.GET('/push/cle-publique'));
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: data.cle_publique,
    }));
  const json = subscription.toJSON();
  await unwrap(
    api.POST('/utilisateurs/{id}/abonnements-push', {
      params: { path: { id: userId } },
      body: {
        endpoint: json.endpoint ?? subscription.endpoint,
        expirationTime: json.expirationTime ?? null,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      },
    }),
  );
  return 'granted';
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}
