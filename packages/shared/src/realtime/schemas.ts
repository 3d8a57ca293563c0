import { z } from 'zod';
import { chatMessageSchema } from '../messaging/schemas';
import { sharedPositionEventSchema } from '../trip-share/schemas';
import {
  CHAT_CHANNEL_PREFIX,
  CHAT_MESSAGE_EVENT,
  NOTIFICATION_EVENT,
  SHARED_POSITION_EVENT,
  TRIP_SHARE_CHANNEL_PREFIX,
  USER_CHANNEL_PREFIX,
} from './channels';

export const notificationEventSchema = z.object({
  unread: z.number().int().min(0),
  notification: z
    .object({ id: z.number().int(), type_notif_code: z.string(), date_publication: z.string() })
    .nullable(),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/**
 * Every event the server publishes, one entry per event name: its channel family and its data.
 * The server's `publish` takes only these (a wrong payload does not compile) and the browser
 * parses what arrives with this schema (anything else is ignored).
 */
export const realtimeEventSchema = z.discriminatedUnion('event', [
  z.object({
    channel: z.templateLiteral([CHAT_CHANNEL_PREFIX, z.int()]),
    event: z.literal(CHAT_MESSAGE_EVENT),
    data: chatMessageSchema,
  }),
  z.object({
    channel: z.templateLiteral([USER_CHANNEL_PREFIX, z.int()]),
    event: z.literal(NOTIFICATION_EVENT),
    data: notificationEventSchema,
  }),
  z.object({
    channel: z.templateLiteral([TRIP_SHARE_CHANNEL_PREFIX, z.string()]),
    event: z.literal(SHARED_POSITION_EVENT),
    data: sharedPositionEventSchema,
  }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
/**
 * What the server sends, read by the browser before the event itself: an event's data is checked
 * apart with `realtimeEventSchema`, so an unknown event is told from a garbled message.
 */
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), user_id: z.number().int().nullable() }),
  z.object({ type: z.literal('subscribed'), channel: z.string() }),
  z.object({
    type: z.literal('event'),
    channel: z.string(),
    event: z.string(),
    data: z.unknown(),
  }),
  z.object({
    type: z.literal('error'),
    status: z.string(),
    detail: z.string(),
    channel: z.string().optional(),
  }),
  z.object({ type: z.literal('pong') }),
  /** A position sent over the socket was kept and passed on (docs/product/trips-and-search.md#share-my-trip). */
  z.object({ type: z.literal('position-recue'), le: z.string() }),
]);

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
  /**
   * The sharer's phone, every 30 s: its position for the viewers of a trip-share link
   * (docs/product/trips-and-search.md#share-my-trip). The same rules as PUT /suivi/{token}/position.
   */
  z.object({
    type: z.literal('position'),
    token: z.string().min(1).max(100),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    precision: z.number().min(0).max(100_000).nullable().optional(),
  }),
]);
