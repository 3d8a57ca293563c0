/**
 * Channel and event names shared by server and browser (docs/product/messaging.md). Plain
 * strings, no zod: the browser's start-up code needs them and must not load zod.
 */
export const REALTIME_PATH = '/api/realtime';

/** A trip's chat: its driver and confirmed passengers listen to it. */
export const CHAT_CHANNEL_PREFIX = 'channel-chat-covoiturage.';
export type ChatChannel = `${typeof CHAT_CHANNEL_PREFIX}${number}`;
export const chatChannel = (tripId: number): ChatChannel => `${CHAT_CHANNEL_PREFIX}${tripId}`;
export const CHAT_MESSAGE_EVENT = 'event-nouveau-message-chat-covoiturage';

/** A user's private channel: notifications and their unread count. */
export const USER_CHANNEL_PREFIX = 'utilisateur.';
export type UserChannel = `${typeof USER_CHANNEL_PREFIX}${number}`;
export const userChannel = (userId: number): UserChannel => `${USER_CHANNEL_PREFIX}${userId}`;
export const NOTIFICATION_EVENT = 'notification';

/**
 * A trip share's live position (docs/product/trips-and-search.md#share-my-trip): anyone holding
 * the link's page may listen; the channel is named by the link's hash, which only the page gets.
 */
export const TRIP_SHARE_CHANNEL_PREFIX = 'suivi.';
export const tripShareChannel = (hash: string) => `${TRIP_SHARE_CHANNEL_PREFIX}${hash}` as const;
export const SHARED_POSITION_EVENT = 'position-partagee';
