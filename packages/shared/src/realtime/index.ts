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

/** What the server sends. */
export type ServerMessage =
  | { type: 'ready'; user_id: number | null }
  | { type: 'subscribed'; channel: string }
  | { type: 'event'; channel: string; event: string; data: unknown }
  | { type: 'error'; status: string; detail: string; channel?: string }
  | { type: 'pong' };

// Issue 23: the zod schemas live apart, so the browser's start-up code (which only needs the
// names and types above) does not load zod.
export * from './schemas';
