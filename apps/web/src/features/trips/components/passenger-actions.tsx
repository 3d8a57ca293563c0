import { useState } from 'react';
import { buildPath } from '@bonneroute/shared/routes';
import { canUseTripChat, isCancellableBooking } from '@bonneroute/shared/booking';
import { canCancel, tripTexts, type Trip } from '@bonneroute/shared/trips';
import { Button, ButtonLink } from '@/components/ui/button';
import { useCancelTrip } from '../api/cancel-trip';
import { CancelDialog } from './cancel-dialog';
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
  const cancel = useCancelTrip();
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
        <Button size="small" variant="danger" onClick={() => setDialog('annulation')}>
          Annuler la réservation
        </Button>
      ) : null}
      <Button size="small" variant="ghost" disabled>
        Choisir un rôle
      </Button>
      <ShareDialog trip={trip} open={dialog === 'partage'} onClose={() => setDialog(null)} />
      <CancelDialog
        open={dialog === 'annulation'}
        onClose={() => setDialog(null)}
        text={tripTexts.cancelConfirmBooking}
        pending={cancel.isPending}
        error={cancel.isError ? cancel.error.message : null}
        onConfirm={() =>
          // mutateAsync, not mutate's callbacks: the list refetched after the cancellation drops
          // this card, and TanStack Query skips a call's callbacks once its component is gone.
          cancel.mutateAsync({ tripId: trip.id, passengerId: trip.passager_id ?? undefined }).then(
            () => {
              setDialog(null);
              onDone(tripTexts.cancelledBooking);
            },
            () => undefined, // shown in the dialog through cancel.error
          )
        }
      />
    </div>
  );
}
