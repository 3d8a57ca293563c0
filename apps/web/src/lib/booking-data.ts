import type { QueryClient } from '@tanstack/react-query';

/**
 * Every cached answer that shows seats, bookings, payments or notifications (a page
 * reflects a change at once). Features name their keys under these prefixes.
 */
export const BOOKING_DATA_KEYS = [
  ['trips'],
  ['booking-quote'],
  ['booking-requests'],
  ['payments'],
  ['upcoming-trips'],
  ['user-space'],
  ['notifications'],
] as const;

/**
 * After a booking, a payment, a cancellation or a driver's answer: what is on screen is fetched
 * again, the rest is marked stale. The trip just paid for is forgotten outright, so that its page
 * opens on the new state rather than flashing the old one (« Pas encore de réservation »).
 */
export async function invalidateBookingData(
  client: QueryClient,
  changed: { tripId?: number } = {},
): Promise<void> {
  if (changed.tripId !== undefined)
    client.removeQueries({ queryKey: ['trips', 'detail', String(changed.tripId)] });
  await Promise.all(
    BOOKING_DATA_KEYS.map((queryKey) => client.invalidateQueries({ queryKey: [...queryKey] })),
  );
}
