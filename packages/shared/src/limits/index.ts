/*
 * Limits both sides need, without zod: the home page's search form imports them and its first
 * JavaScript carries no zod (issue 20). Schemas import them from here too.
 */

/** spec §5 / terms: a booking (and a search, an alert) is for 1 to 4 seats. */
export const MAX_SEATS_PER_BOOKING = 4;

/** spec §5: suggestions are searched above 1 character; longer texts than this are refused. */
export const PLACE_QUERY_MAX = 200;
