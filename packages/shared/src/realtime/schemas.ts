import { z } from 'zod';

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
export type ClientMessage = z.infer<typeof clientMessageSchema>;
