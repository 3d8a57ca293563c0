/*
 * Limits both sides need, without zod: the home page's search form imports them and its first
 * JavaScript carries no zod. Schemas import them from here too.
 */

/** docs/product/README.md / terms: a booking (and a search, an alert) is for 1 to 4 seats. */
export const MAX_SEATS_PER_BOOKING = 4;

/** docs/product/README.md: suggestions are searched above 1 character; longer texts than this are refused. */
export const PLACE_QUERY_MAX = 200;

/**
 * docs/product/README.md: the shortest text searched for suggestions: towns above 1 character, precise addresses
 * beyond 3. Shorter, the server answers no suggestion and the field does not ask.
 */
export const PLACE_QUERY_MIN = { municipality: 2, address: 4 } as const;

/** GET /villes/{ville}/trajets-a-venir: how many trips when the client gives no `limit`. */
export const UPCOMING_TRIPS_DEFAULT_LIMIT = 10;

/** Bounds of PostgreSQL's `integer` (int4), the type of every id and count column. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/**
 * An id as a URL carries it: decimal digits, 1..2147483647 — what `idSchema` accepts, for pages
 * whose start-up JavaScript holds no zod (the trip page).
 */
export function isIdText(text: string): boolean {
  return /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= INT32_MAX;
}
