/** `/paiement/{base64(tripId|seats)}` (spec §2): the code in the payment URL. */
export function encodeBookingCode(tripId: number, seats: number): string {
  return btoa(`${tripId}|${seats}`);
}

export function decodeBookingCode(code: string): { tripId: number; seats: number } | null {
  let raw: string;
  try {
    raw = atob(decodeURIComponent(code));
  } catch {
    return null;
  }
  const match = /^(\d{1,10})\|([1-4])$/.exec(raw);
  if (!match) return null;
  return { tripId: Number(match[1]), seats: Number(match[2]) };
}
