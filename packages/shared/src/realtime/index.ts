import { z } from 'zod';

/**
 * The socket event map shared by server and browser (spec §7 "real-time channel").
 * One WebSocket per tab at /api/realtime carries every channel the user may subscribe to.
 */
export const REALTIME_PATH = '/api/realtime';

/** spec §7: channel `channel-chat-covoiturage.{trip id}`, event `event-nouveau-message-chat-covoiturage`. */
export const chatChannel = (tripId: number | string) => `channel-chat-covoiturage.${tripId}`;
export const CHAT_MESSAGE_EVENT = 'event-nouveau-message-chat-covoiturage';

/** A user's private channel: notifications and their unread count. */
export const userChannel = (userId: number | string) => `utilisateur.${userId}`;
export const NOTIFICATION_EVENT = 'notification';

export const notificationEventSchema = z.object({
  unread: z.number().int().min(0),
  notification: z
    .object({ id: z.number().int(), type_notif_code: z.string(), date_publication: z.string() })
    .nullable(),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

const channelName = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[\w.-]+$/);

/** What a browser may send. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().max(200).nullable() }),
  z.object({ type: z.literal('subscribe'), channel: channelName }),
  z.object({ type: z.literal('unsubscribe'), channel: channelName }),
  z.object({ type: z.literal('ping') }),
]);

/** What the server sends. */
export type ServerMessage =
  | { type: 'ready'; user_id: number | null }
  | { type: 'subscribed'; channel: string }
  | { type: 'event'; channel: string; event: string; data: unknown }
  | { type: 'error'; status: string; detail: string; channel?: string }
  | { type: 'pong' };
