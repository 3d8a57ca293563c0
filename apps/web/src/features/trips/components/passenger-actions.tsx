import { useState } from 'react';
import { buildPath } from '@bonneroute/shared/routes';
import { canUseTripChat, isCancellableBooking } from '@bonneroute/shared/booking';
import { canCancel, type Trip } from '@bonneroute/shared/trips';
import { Button, ButtonLink } from '@/components/ui/button';
import { BookingCancelDialog } from './booking-cancel-dialog';
import { currentBookingState } from './my-bookings';
import { ShareDialog } from './share-dialog';
import styles from './card-actions.module.css';

/**
 * The PASSAGER card's actions (docs/product/trips-and-search.md: Trip card), only those that will work: the
 * chat once the booking is confirmed, cancelling while it still holds seats.
 */
export function PassengerActions({
  trip,
  onDone,
}: {
  trip: Trip;
  onDone: (message: string) => void;
}) {
  const [dialog, setDialog] = useState<'partage' | 'annulation' | null>(null);
  // The booking being cancelled, kept: once cancelled, the refetched trip no longer names it.
  const [cancelling, setCancelling] = useState<number | null>(null);
  const chat = buildPath('chat', { id: trip.id });
  const state = currentBookingState(trip);
  // Without mes_reservations (an older answer), a booking id means a live booking.
  const mayChat = state ? canUseTripChat(state) : trip.passager_id !== null;
  const mayCancel = state ? isCancellableBooking(state) : trip.passager_id !== null;
  return (
    <div className={styles.actions}>
      {mayChat ? (
        <>
          <ButtonLink size="small" variant="secondary" to={chat}>
            Chat
          </ButtonLink>
          <ButtonLink size="small" variant="secondary" to={chat}>
            Envoyer un message
          </ButtonLink>
        </>
      ) : null}
      <Button size="small" variant="secondary" onClick={() => setDialog('partage')}>
        Partager
      </Button>
      {mayCancel && canCancel(trip) && trip.passager_id !== null ? (
        <Button
          size="small"
          variant="danger"
          onClick={() => {
            setCancelling(trip.passager_id);
            setDialog('annulation');
          }}
        >
          Annuler la réservation
        </Button>
      ) : null}
      <Button size="small" variant="ghost" disabled>
        Choisir un rôle
      </Button>
      <ShareDialog trip={trip} open={dialog === 'partage'} onClose={() => setDialog(null)} />
      {cancelling !== null ? (
        // Stays mounted once the booking is cancelled: it then says what was refunded, and when.
        <BookingCancelDialog
          open={dialog === 'annulation'}
          onClose={() => setDialog(null)}
          tripId={trip.id}
          bookingId={cancelling}
          onCancelled={onDone}
        />
      ) : null}
    </div>
  );
}
