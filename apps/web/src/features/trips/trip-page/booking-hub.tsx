import { lazy, Suspense, useState } from 'react';
import { canUseTripChat, isCancellableBooking } from '@bonneroute/shared/booking';
import { formatTripTime } from '@bonneroute/shared/dates';
import {
  canCancel,
  meetingPointsOf,
  tripChangeTexts,
  tripTexts,
  type Trip,
} from '@bonneroute/shared/trips';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { openTripChat } from '@/lib/help-chat';
import { BookingCancelDialog } from '../components/booking-cancel-dialog';
import { currentBookingState, MyBookings } from '../components/my-bookings';
import { ROUTE_ID } from './trip-route';
import styles from './trip-page.module.css';

const PhoneLink = lazy(() => import('@/components/phone-link'));

function PhoneLine({ trip, confirmed }: { trip: Trip; confirmed: boolean }) {
  if (!confirmed) return <dd>{tripTexts.hubPhoneOnceConfirmed}</dd>;
  const phone = trip.telephone_conducteur;
  if (!phone) return <dd>{tripTexts.hubNoDriverPhone}</dd>;
  return (
    <dd>
      <Suspense fallback={phone}>
        <PhoneLink e164={phone} />
      </Suspense>
    </dd>
  );
}

/**
 * docs/product/trips-and-search.md Trip detail, « Ma réservation »: the passenger's bookings on this
 * trip in one place — state, seats, what was paid, the meeting point, the driver's phone once
 * confirmed, the chat, cancelling with its exact refund, the route.
 */
/**
 * Where the passenger gets in: the departure, or the stage town their leg starts at (the page is
 * seen from their leg, docs/decisions/028-seats-per-leg.md), with the driver's note.
 */
function boardingLine(trip: Trip): string {
  const boarding = trip.troncon?.depart ?? 0;
  const point = meetingPointsOf(trip)[boarding];
  const note = point?.note ? ` (${point.note})` : '';
  if (!point || boarding === 0)
    return `${trip.adresses.depart.complete}${note}, à ${formatTripTime(trip.heure)}.`;
  return `${point.adresse ?? point.ville}${note}.`;
}

export function BookingHub({ trip }: { trip: Trip }) {
  const [open, setOpen] = useState(false);
  // The booking being cancelled, kept: once cancelled, the refetched trip no longer names it.
  const [cancelling, setCancelling] = useState<number | null>(null);
  const bookings = trip.mes_reservations ?? [];
  if (bookings.length === 0) return null;
  const state = currentBookingState(trip);
  const live = state !== null && isCancellableBooking(state);
  const mayCancel = live && canCancel(trip) && trip.passager_id !== null;
  return (
    <section className={styles.hub} aria-labelledby="ma-reservation-titre">
      <h2 id="ma-reservation-titre">Ma réservation</h2>
      <MyBookings trip={trip} />
      {live && bookings[0]?.modification_importante_le ? (
        <Notice tone="warning">{tripChangeTexts.fullRefundRight}</Notice>
      ) : null}
      {live ? (
        <dl className={styles.hubFacts}>
          <dt>Point de rendez-vous</dt>
          <dd>
            {boardingLine(trip)} <a href={`#${ROUTE_ID}`}>Voir l’itinéraire</a>
          </dd>
          <dt>Téléphone du conducteur</dt>
          <PhoneLine trip={trip} confirmed={state === 'confirmee'} />
        </dl>
      ) : null}
      <div className={styles.buttons}>
        {state && canUseTripChat(state) ? (
          // docs/product/trips-and-search.md: the help chat opens on this trip's channel.
          <Button variant="secondary" onClick={() => openTripChat(trip.id)}>
            Discuter avec les covoitureurs
          </Button>
        ) : null}
        {mayCancel ? (
          <Button
            variant="danger"
            onClick={() => {
              setCancelling(trip.passager_id);
              setOpen(true);
            }}
          >
            Annuler ma réservation
          </Button>
        ) : null}
      </div>
      {cancelling !== null ? (
        <BookingCancelDialog
          open={open}
          onClose={() => setOpen(false)}
          tripId={trip.id}
          bookingId={cancelling}
        />
      ) : null}
    </section>
  );
}
