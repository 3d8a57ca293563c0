import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { BookingActions } from '@/features/booking/components/booking-actions';
import { PassengerRequests } from '@/features/booking/components/passenger-requests';
import { PaymentSuccessNotice } from '@/features/booking/components/payment-success-notice';
import TripDetailPage from '@/features/trips/pages/trip-detail-page';
import { ShareTripPanel } from '@/features/trip-share/components/share-trip-panel';
import {
  WaitingListPanel,
  WaitingListPriority,
} from '@/features/waiting-list/components/waiting-list-panel';
import { useFullUser } from '@/features/user-space/api/get-full-user';
import { useCurrentUser } from '@/lib/auth';
import { seatsLeftOnLeg } from '@bonneroute/shared/trips';

/**
 * The « message to the driver » form (react-hook-form, its schema) is not in the trip
 * page's start-up code — most visitors never open it; its chunk loads when it first opens.
 */
const MessageDriverDialog = lazy(() =>
  import('@/features/messaging/components/message-driver-dialog').then((module) => ({
    default: module.MessageDriverDialog,
  })),
);

function MessageDriverOnDemand(props: ComponentProps<typeof MessageDriverDialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MessageDriverDialog {...props} />
    </Suspense>
  );
}

/** The booking actions, with the profile check of docs/product/trips-and-search.md (nationalité and pays de résidence). */
function TripBooking({ trip }: { trip: Parameters<typeof BookingActions>[0]['trip'] }) {
  const { user } = useCurrentUser();
  const full = useFullUser(user ? user.id : undefined);
  const profileComplete = Boolean(full.data?.nationalite && full.data.pays_residence);
  return <BookingActions trip={trip} profileComplete={profileComplete} />;
}

/**
 * The trip page composed with the booking feature (payment notice, booking dialogs,
 * the driver's pending requests) and the messaging feature (message to the driver).
 */
export default function TripDetailRoute() {
  const { user } = useCurrentUser();
  return (
    <>
      <PaymentSuccessNotice />
      <TripDetailPage
        booking={(trip) => (
          <>
            {user && user.id !== trip.utilisateur_id ? (
              <WaitingListPriority tripId={trip.id} />
            ) : null}
            <TripBooking
              trip={{
                id: trip.id,
                utilisateur_id: trip.utilisateur_id,
                montant_contribution:
                  trip.troncon?.montant_contribution ?? trip.montant_contribution,
                troncon: trip.troncon
                  ? { depart: trip.troncon.depart, arrivee: trip.troncon.arrivee }
                  : null,
                nb_places_disponibles: seatsLeftOnLeg(trip),
                passager_id: trip.passager_id,
              }}
            />
            {user?.id !== trip.utilisateur_id && !trip.passager_id ? (
              <WaitingListPanel
                tripId={trip.id}
                troncon={trip.troncon ? `${trip.troncon.depart}-${trip.troncon.arrivee}` : null}
                seatsLeft={seatsLeftOnLeg(trip)}
              />
            ) : null}
            {user?.id === trip.utilisateur_id && !trip.is_resa_automatique ? (
              <PassengerRequests tripId={trip.id} />
            ) : null}
            {user &&
            (user.id === trip.utilisateur_id ||
              (trip.mes_reservations ?? []).some((booking) => booking.statut === 'CONFIRMEE')) ? (
              <ShareTripPanel tripId={trip.id} />
            ) : null}
          </>
        )}
        messageDialog={({ trip, open, onClose }) => (
          <MessageDriverOnDemand trip={trip} open={open} onClose={onClose} />
        )}
      />
    </>
  );
}
