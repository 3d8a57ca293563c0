import { BookingActions } from '@/features/booking/components/booking-actions';
import { PassengerRequests } from '@/features/booking/components/passenger-requests';
import { PaymentSuccessNotice } from '@/features/booking/components/payment-success-notice';
import { MessageDriverDialog } from '@/features/messaging';
import TripDetailPage from '@/features/trips/pages/trip-detail-page';
import { useFullUser } from '@/features/user-space/api/get-full-user';
import { useCurrentUser } from '@/lib/auth';

/** The booking actions, with the profile check of spec §4 (nationalité and pays de résidence). */
function TripBooking({ trip }: { trip: Parameters<typeof BookingActions>[0]['trip'] }) {
  const { user } = useCurrentUser();
  const full = useFullUser(user ? user.id : undefined);
  const profileComplete = Boolean(full.data?.nationalite && full.data.pays_residence);
  return <BookingActions trip={trip} profileComplete={profileComplete} />;
}

/**
 * The trip page (issue 6) composed with the booking feature (payment notice, booking dialogs,
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
            <TripBooking
              trip={{
                id: trip.id,
                utilisateur_id: trip.utilisateur_id,
                montant_contribution:
                  trip.troncon?.montant_contribution ?? trip.montant_contribution,
                troncon: trip.troncon
                  ? { depart: trip.troncon.depart, arrivee: trip.troncon.arrivee }
                  : null,
                nb_places_disponibles: trip.computed.nb_places_disponibles,
                passager_id: trip.passager_id,
              }}
            />
            {user?.id === trip.utilisateur_id && !trip.is_resa_automatique ? (
              <PassengerRequests tripId={trip.id} />
            ) : null}
          </>
        )}
        messageDialog={({ trip, open, onClose }) => (
          <MessageDriverDialog trip={trip} open={open} onClose={onClose} />
        )}
      />
    </>
  );
}
