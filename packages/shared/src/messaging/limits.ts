/** docs/product/messaging.md: message to the driver 255 characters; contact name/e-mail 180, message 250. */
export const TRIP_MESSAGE_MAX = 255;
export const CHAT_MESSAGE_MAX = 255;
export const CONTACT_NAME_MAX = 180;
export const CONTACT_EMAIL_MAX = 180;
export const CONTACT_MESSAGE_MAX = 250;
/** docs/product/messaging.md delays (milliseconds). */
export const MESSAGE_NOTICE_MS = 9000;
export const CONTACT_CONFIRMATION_MS = 4000;
/** docs/product/messaging.md "dashboard 2 conversations". */
export const DASHBOARD_CONVERSATIONS = 2;

/** Flood limits: counted in the database, so every API process shares them. */
export const TRIP_MESSAGES_PER_WINDOW = 10;
export const TRIP_MESSAGE_WINDOW_MS = 10 * 60_000;
export const CHAT_MESSAGES_PER_WINDOW = 8;
export const CHAT_MESSAGE_WINDOW_MS = 10_000;
export const CONTACT_MESSAGES_PER_WINDOW = 3;
export const CONTACT_MESSAGE_WINDOW_MS = 60 * 60_000;
