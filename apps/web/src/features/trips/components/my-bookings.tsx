import { formatDay, formatInstant } from '@bonneroute/shared/dates';
import {
  BOOKING_STATE_LABELS,
  bookingState,
  refundArrivesBy,
  type BookingState,
} from '@bonneroute/shared/booking';
import { plural } from '@bonneroute/shared/french';
import { formatEuros } from '@bonneroute/shared/pricing';
import type { Trip, ViewerBooking } from '@bonneroute/shared/trips';
import styles from './my-bookings.module.css';

const TONES: Record<BookingState, string> = {
  'en-attente': styles.pending!,
  confirmee: styles.confirmed!,
  effectuee: styles.confirmed!,
  refusee: styles.ended!,
  expiree: styles.ended!,
  annulee: styles.ended!,
  'trajet-annule': styles.ended!,
};

function Money({ booking, state }: { booking: ViewerBooking; state: BookingState }) {
  if (booking.montant_paye === 0) {
    return state === 'en-attente' ? null : <span>Rien n’a été débité</span>;
  }
  return (
    <>
      <span>
        {state === 'en-attente'
          ? `${formatEuros(booking.montant_paye)} bloqués sur votre carte, débités si le conducteur accepte`
          : `Payé : ${formatEuros(booking.montant_paye)}`}
      </span>
      {booking.rembourse > 0 ? (
        <span className={styles.refund}>
          Remboursé : {formatEuros(booking.rembourse)}
          {booking.date_remboursement
            ? ` le ${formatInstant(booking.date_remboursement, 'long')}`
            : ''}
        </span>
      ) : null}
      {booking.rembourse > 0 && booking.date_remboursement ? (
        // docs/product/booking-and-money.md: on the card within 10 working days of the refund.
        <span className={styles.refundBy}>
          Sur votre carte au plus tard le{' '}
          {formatDay(refundArrivesBy(new Date(booking.date_remboursement)), 'weekdayLong')}
        </span>
      ) : null}
    </>
  );
}

/**
 * The passenger's own bookings on a trip: seats, state, what was paid and what came
 * back. Shown on the PASSAGER trip card and on the trip page.
 */
export function MyBookings({ trip }: { trip: Trip }) {
  const bookings = trip.mes_reservations ?? [];
  if (bookings.length === 0) return null;
  return (
    <ul className={styles.list} aria-label="Mes réservations sur ce trajet">
      {bookings.map((booking) => {
        const state = bookingState(booking, trip);
        return (
          <li key={booking.id} className={styles.booking} data-testid="ma-reservation">
            <span className={styles.seats}>{plural(booking.nb_places_reservees, 'place')}</span>
            <span className={`${styles.state} ${TONES[state]}`}>{BOOKING_STATE_LABELS[state]}</span>
            <Money booking={booking} state={state} />
          </li>
        );
      })}
    </ul>
  );
}

/** The state of the booking that decides what the passenger may do: the newest one. */
export function currentBookingState(trip: Trip): BookingState | null {
  const [newest] = trip.mes_reservations ?? [];
  return newest ? bookingState(newest, trip) : null;
}
