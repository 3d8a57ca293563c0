import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { formatDay, todayInParis } from '@bonneroute/shared/dates';
import { isIdText } from '@bonneroute/shared/limits';
import { buildPath } from '@bonneroute/shared/routes';
import { isEditable, seatsLeftOnLeg, tripTexts, type Trip } from '@bonneroute/shared/trips';
import { PriceBreakdown } from '@/components/price-breakdown/price-breakdown';
import { Button } from '@/components/ui/button';
import { ReportButton } from '@/components/ui/report-button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { openTripChat } from '@/lib/help-chat';
import { useQuote } from '@/lib/pricing';
import { useTrip } from '../api/get-trip';
import { LoginRequiredDialog } from '../components/login-required-dialog';
import { ShareDialog } from '../components/share-dialog';
import { BookingHub } from '../trip-page/booking-hub';
import { PastTrip } from '../trip-page/past-trip';
import { TripDriver } from '../trip-page/trip-driver';
import { TripPassengers } from '../trip-page/trip-passengers';
import { contributionOf, TripPrice } from '../trip-page/trip-price';
import { TripRoute } from '../trip-page/trip-route';
import { ReturnLink } from '../trip-page/return-link';
import { useTripHead } from '../trip-page/use-trip-head';
import { TripMap } from '../trip-page/trip-map';
import { WhoRidesWhere } from '../trip-page/who-rides-where';
import styles from './trip-detail-page.module.css';

// The driver's editor (address search, map picker) loads when they open it.
const MeetingPointsDialog = lazy(() => import('../trip-page/meeting-points-dialog'));
const TripChangeDialog = lazy(() => import('../trip-page/trip-change-dialog'));

/**
 * What other features put on the trip page (composed in app/routes): the booking actions and
 * their dialogs (booking), the message to the driver (messaging).
 */
export interface TripDetailSlots {
  booking?: (trip: Trip) => ReactNode;
  messageDialog?: (props: { trip: Trip; open: boolean; onClose: () => void }) => ReactNode;
}

/** One seat's breakdown before booking: for a visitor or a member who has no live booking yet. */
function BreakdownBeforeBooking({ trip }: { trip: Trip }) {
  const price = useQuote(contributionOf(trip), 1);
  if (trip.passager_id !== null || seatsLeftOnLeg(trip) === 0) return null;
  return <PriceBreakdown price={price} title="Détail du prix pour 1 place" />;
}

function TripDetail({ trip, slots }: { trip: Trip; slots: TripDetailSlots }) {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [loginOpen, setLoginOpen] = useState(false);
  const [messageOpen, setMessageOpen] = useState(false);
  const [pointsOpen, setPointsOpen] = useState(false);
  const [changeOpen, setChangeOpen] = useState(false);
  const isDriver = user?.id === trip.utilisateur_id;
  const shareOpen = params.get('shareNow') === '1';
  useTripHead(trip);

  return (
    <div className={`container page ${styles.page}`}>
      <h1>
        {trip.ville_depart} → {trip.ville_arrivee}
      </h1>
      <p className={styles.date}>{formatDay(trip.date, 'weekdayLong')}</p>
      <ReturnLink trip={trip} />
      {trip.actif === 0 ? <Notice tone="warning">Ce trajet a été annulé.</Notice> : null}
      {trip.troncon ? (
        <Notice tone="info">
          Votre trajet : {trip.troncon.ville_depart} → {trip.troncon.ville_arrivee}, une partie de
          ce covoiturage, au prix de ce tronçon.
        </Notice>
      ) : null}
      <div className={styles.grid}>
        <div>
          <TripDriver trip={trip} />
          <TripPrice trip={trip} isDriver={isDriver}>
            {!isDriver ? (
              <Button
                variant="ghost"
                aria-label="Envoyer un message au conducteur"
                className={styles.envelope}
                onClick={() => {
                  if (!user) setLoginOpen(true);
                  else setMessageOpen(true);
                }}
              >
                ✉
              </Button>
            ) : null}
          </TripPrice>
          <p className={styles.description}>{trip.description || tripTexts.noDescription}</p>
          {!isDriver ? <ReportButton type="trajet" cible_id={trip.id} label="ce trajet" /> : null}
          <TripMap trip={trip} />
          <TripRoute trip={trip} />
          <TripPassengers trip={trip} />
          {isDriver || trip.passager_id !== null ? <WhoRidesWhere trip={trip} /> : null}
        </div>
        <aside aria-label="Réserver" className={styles.aside}>
          <BookingHub trip={trip} />
          {trip.actif && !isDriver ? <BreakdownBeforeBooking trip={trip} /> : null}
          {trip.actif && slots.booking ? slots.booking(trip) : null}
          {isDriver ? (
            <>
              {/* docs/product/trips-and-search.md: the help chat opens on this trip's channel. */}
              <Button variant="secondary" onClick={() => openTripChat(trip.id)}>
                Discuter avec les covoitureurs
              </Button>
              <Button variant="secondary" onClick={() => setParams({ shareNow: '1' })}>
                Partager le trajet
              </Button>
              {isEditable(trip) ? (
                <Button
                  variant="secondary"
                  aria-label="Modifier les points de rendez-vous"
                  onClick={() => setPointsOpen(true)}
                >
                  Modifier
                </Button>
              ) : null}
              {isEditable(trip) ? (
                <Button variant="secondary" onClick={() => setChangeOpen(true)}>
                  Modifier l’horaire, le prix ou la description
                </Button>
              ) : null}
            </>
          ) : null}
        </aside>
      </div>
      <ShareDialog
        trip={trip}
        open={shareOpen}
        onClose={() => {
          params.delete('shareNow');
          setParams(params, { replace: true });
        }}
      />
      {pointsOpen ? (
        <Suspense fallback={null}>
          <MeetingPointsDialog trip={trip} open onClose={() => setPointsOpen(false)} />
        </Suspense>
      ) : null}
      {changeOpen ? (
        <Suspense fallback={null}>
          <TripChangeDialog trip={trip} open onClose={() => setChangeOpen(false)} />
        </Suspense>
      ) : null}
      <LoginRequiredDialog open={loginOpen} onClose={() => setLoginOpen(false)} tripId={trip.id} />
      {user && !isDriver && slots.messageDialog
        ? slots.messageDialog({ trip, open: messageOpen, onClose: () => setMessageOpen(false) })
        : null}
    </div>
  );
}

/** `/covoiturage/{id}` and `/t/{id}` (docs/product/trips-and-search.md: Trip detail). */
export default function TripDetailPage(slots: TripDetailSlots = {}) {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const valid = isIdText(id);
  const trip = useTrip(valid ? id : '0', search.get('troncon') ?? undefined);
  if (!valid) return <Navigate to={buildPath('erreur404')} replace />;
  if (trip.isPending) return <Spinner label="Chargement du trajet…" />;
  // A refetch that failed (offline, in a tunnel) keeps the trip already shown.
  if (trip.isError && trip.data === undefined) {
    // docs/product/trips-and-search.md: trip load failure or missing trip → 404 page.
    // The server already answered this URL with a 404 status.
    if (trip.error instanceof ApiError && trip.error.status === 401) return null;
    // No answer at all (no network): the trip may well exist.
    if (!(trip.error instanceof ApiError) || trip.error.status === 0)
      return <Notice tone="error">{tripTexts.loadFailedOffline}</Notice>;
    return <Navigate to={buildPath('erreur404')} replace />;
  }
  if (trip.data === undefined) return <Spinner label="Chargement du trajet…" />;
  if (trip.data.date < todayInParis()) return <PastTrip trip={trip.data} />;
  return <TripDetail trip={trip.data} slots={slots} />;
}
