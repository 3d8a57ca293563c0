import { formatLeg, parseLeg, type Leg } from '../trips/legs';

/**
 * `/paiement/{base64(tripId|seats)}` (docs/product/booking-and-money.md): the code in the payment URL. A booking on a leg
 * of the trip (found by a search on a stage town) adds the leg: `tripId|seats|1-2`.
 */
export function encodeBookingCode(tripId: number, seats: number, leg?: Leg | null): string {
  return btoa(leg ? `${tripId}|${seats}|${formatLeg(leg)}` : `${tripId}|${seats}`);
}

export function decodeBookingCode(
  code: string,
): { tripId: number; seats: number; leg: Leg | null } | null {
  let raw: string;
  try {
    raw = atob(decodeURIComponent(code));
  } catch {
    return null;
  }
  const match = /^(\d{1,10})\|([1-4])(?:\|(\d{1,2}-\d{1,2}))?$/.exec(raw);
  if (!match) return null;
  const leg = match[3] ? parseLeg(match[3]) : null;
  if (match[3] && !leg) return null;
  return { tripId: Number(match[1]), seats: Number(match[2]), leg };
}
