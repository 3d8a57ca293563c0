/**
 * What a passenger's booking has become, in French (a booking the passenger can
 * follow), and what they may do with it. One rule for the trip card, the trip page and tests.
 */
export type BookingState =
  'en-attente' | 'confirmee' | 'effectuee' | 'refusee' | 'expiree' | 'annulee' | 'trajet-annule';

export const BOOKING_STATE_LABELS: Record<BookingState, string> = {
  'en-attente': 'En attente d’acceptation',
  confirmee: 'Confirmée',
  effectuee: 'Effectuée',
  refusee: 'Refusée par le conducteur',
  expiree: 'Refusée : le conducteur n’a pas répondu à temps',
  annulee: 'Annulée',
  'trajet-annule': 'Annulée : le conducteur a annulé le trajet',
};

export function bookingState(
  booking: { statut: string },
  trip: { is_effectue: 0 | 1 | boolean; actif: 0 | 1 | boolean },
): BookingState {
  switch (booking.statut) {
    case 'EN_ATTENTE':
      return 'en-attente';
    case 'CONFIRMEE':
      return trip.is_effectue ? 'effectuee' : 'confirmee';
    case 'REFUSEE':
      return 'refusee';
    case 'EXPIREE':
      return 'expiree';
    default:
      return trip.actif ? 'annulee' : 'trajet-annule';
  }
}

/** spec: only the driver and confirmed passengers use the trip's chat. */
export function canUseTripChat(state: BookingState): boolean {
  return state === 'confirmee' || state === 'effectuee';
}

/** A booking that still holds seats may be cancelled (the trip's own rules apply too). */
export function isCancellableBooking(state: BookingState): boolean {
  return state === 'en-attente' || state === 'confirmee';
}
