import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatDay, formatDuration, formatTripTime, todayInParis } from '@bonneroute/shared/dates';
import { canUseTripChat } from '@bonneroute/shared/booking';
import { plural } from '@bonneroute/shared/french';
import { tripHead } from '@bonneroute/shared/head';
import { isIdText } from '@bonneroute/shared/limits';
import { formatEuros, publicPricePerSeat } from '@bonneroute/shared/pricing';
import { buildPath } from '@bonneroute/shared/routes';
import { PASSENGER_ROLES, parseRoles, tripTexts, type Trip } from '@bonneroute/shared/trips';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Rating } from '@/components/ui/rating';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { openTripChat } from '@/lib/help-chat';
import { usePricingConfig, useQuote } from '@/lib/pricing';
import { usePageHead } from '@/lib/use-page-head';
import { useTrip } from '../api/get-trip';
import { LoginRequiredDialog } from '../components/login-required-dialog';
import { currentBookingState, MyBookings } from '../components/my-bookings';
import { ShareDialog } from '../components/share-dialog';
import { arrivalTime } from '../trip-format';
import styles from './trip-detail-page.module.css';
import { RoleIcon } from '@/components/ui/role-icon';

const PAST_TRIP_REDIRECT_MS = 10_000;

/** The head the server writes for this trip (shared builder, same price rule). */
function useTripHead(trip: Trip) {
  const pricing = usePricingConfig();
  usePageHead((origin) =>
    tripHead(trip, publicPricePerSeat(trip.montant_contribution, pricing), origin),
  );
}

/**
 * docs/product/trips-and-search.md Trip detail: a trip dated before today sends to similar trips after 10 s. the
 * page is `noindex, follow` and links to those trips (docs/decisions/013-head-and-seo.md).
 */
function PastTrip({ trip }: { trip: Trip }) {
  const navigate = useNavigate();
  useTripHead(trip);
  const similar = buildPath(
    'resultats',
    {},
    {
      date: todayInParis(),
      from: trip.code_commune_depart,
      to: trip.code_commune_arrivee,
      from_city: trip.ville_depart,
      to_city: trip.ville_arrivee,
    },
  );
  useEffect(() => {
    const timer = setTimeout(() => void navigate(similar), PAST_TRIP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, similar]);
  return (
    <div className="container page">
      <h1>
        {trip.ville_depart} → {trip.ville_arrivee}
      </h1>
      <Notice tone="info">{tripTexts.pastTrip}</Notice>
      <ul>
        <li>
          <Link to={similar}>
            Les prochains covoiturages {trip.ville_depart} → {trip.ville_arrivee}
          </Link>
        </li>
        <li>
          <Link
            to={buildPath('villes', {
              nom_ville_depart: trip.ville_depart,
              nom_ville_arrivee: trip.ville_arrivee,
            })}
          >
            Covoiturage {trip.ville_depart} – {trip.ville_arrivee} : prix et trajets
          </Link>
        </li>
      </ul>
    </div>
  );
}

/** The driver, their real rating and a link to their profile (members only). */
function Driver({ trip }: { trip: Trip }) {
  const age = trip.conducteur.age;
  return (
    <section className={styles.driver} aria-label="Conducteur">
      <Avatar src={trip.conducteur.avatar} alt="" size={64} />
      <div>
        <p className={styles.driverName}>
          <Link
            to={buildPath('profilUtilisateur', { id: trip.conducteur.id })}
            aria-label={`Voir le profil de ${trip.conducteur.prenom}`}
          >
            {trip.conducteur.prenom}
          </Link>
          {age !== null ? <span>, {age} ans</span> : null}
        </p>
        <Rating note={trip.conducteur.note} count={trip.conducteur.nb_avis} />
      </div>
    </section>
  );
}

function Route({ trip }: { trip: Trip }) {
  return (
    <ol className={styles.route}>
      <li>
        <strong>{formatTripTime(trip.heure)}</strong> — {trip.adresses.depart.ville}
        <br />
        <small>{trip.adresses.depart.complete}</small>
      </li>
      {trip.villes_etapes.map((stage) => (
        <li key={stage.code_commune} className={styles.stage}>
          Étape : {stage.nom}
        </li>
      ))}
      {trip.duree_secondes !== null ? (
        <li className={styles.stage}>Durée estimée : {formatDuration(trip.duree_secondes)}</li>
      ) : null}
      <li>
        <strong>{arrivalTime(trip)}</strong> — {trip.adresses.arrivee.ville}
        <br />
        <small>{trip.adresses.arrivee.complete}</small>
      </li>
    </ol>
  );
}

/**
 * What other features put on the trip page (composed in app/routes): the booking actions and
 * their dialogs (booking), the message to the driver (messaging).
 */
export interface TripDetailSlots {
  booking?: (trip: Trip) => ReactNode;
  messageDialog?: (props: { trip: Trip; open: boolean; onClose: () => void }) => ReactNode;
}

function TripDetail({ trip, slots }: { trip: Trip; slots: TripDetailSlots }) {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [loginOpen, setLoginOpen] = useState(false);
  const [messageOpen, setMessageOpen] = useState(false);
  const price = useQuote(
    trip.troncon?.montant_contribution ?? trip.montant_contribution,
    1,
  ).public_price_cents;
  const isDriver = user?.id === trip.utilisateur_id;
  const bookingNow = currentBookingState(trip);
  const shareOpen = params.get('shareNow') === '1';
  const roles = parseRoles(trip.roles_passagers);
  useTripHead(trip);

  return (
    <div className={`container page ${styles.page}`}>
      <h1>
        {trip.ville_depart} → {trip.ville_arrivee}
      </h1>
      <p className={styles.date}>{formatDay(trip.date, 'weekdayLong')}</p>
      {trip.actif === 0 ? <Notice tone="warning">Ce trajet a été annulé.</Notice> : null}
      {trip.troncon ? (
        <Notice tone="info">
          Votre trajet : {trip.troncon.ville_depart} → {trip.troncon.ville_arrivee}, une partie de
          ce covoiturage, au prix de ce tronçon.
        </Notice>
      ) : null}
      <div className={styles.grid}>
        <div>
          <Driver trip={trip} />
          <p className={styles.price}>
            {formatEuros(price)} <small>par passager</small>{' '}
            <small className={styles.seatsLeft}>
              {trip.computed.nb_places_disponibles === 0
                ? 'Complet'
                : plural(trip.computed.nb_places_disponibles, 'placeDisponible')}
            </small>
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
          </p>
          <p className={styles.description}>{trip.description || tripTexts.noDescription}</p>
          <Route trip={trip} />
          <h2>Passagers</h2>
          {trip.passagers.length === 0 ? (
            <p>{tripTexts.noBooking}</p>
          ) : (
            <ul className={styles.passengers}>
              {trip.passagers.map((p) => (
                <li key={p.id}>
                  <Avatar src={p.avatar} alt="" size={32} />{' '}
                  <Link
                    to={buildPath('profilUtilisateur', { id: p.id })}
                    aria-label={`Voir le profil de ${p.prenom}`}
                  >
                    {p.prenom}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <p>
            Réservation :{' '}
            {trip.is_resa_automatique
              ? 'immédiate'
              : 'sur acceptation du conducteur (le montant est bloqué, débité s’il accepte)'}
          </p>
          {trip.is_roles_passagers ? (
            <p role="list" aria-label="Rôles proposés">
              {PASSENGER_ROLES.filter((r) => roles[r.index]).map((r) => (
                <span key={r.code} title={r.label} className={styles.role} role="listitem">
                  <RoleIcon code={r.code} /> <span className="visually-hidden">{r.label}</span>
                </span>
              ))}
            </p>
          ) : null}
        </div>
        <aside aria-label="Réserver">
          {trip.actif && slots.booking ? slots.booking(trip) : null}
          <MyBookings trip={trip} />
          {user && (isDriver || (bookingNow ? canUseTripChat(bookingNow) : false)) ? (
            // docs/product/trips-and-search.md: the help chat opens on this trip's channel.
            <Button variant="secondary" onClick={() => openTripChat(trip.id)}>
              Discuter avec les covoitureurs
            </Button>
          ) : null}
          {isDriver ? (
            <Button variant="secondary" onClick={() => setParams({ shareNow: '1' })}>
              Partager le trajet
            </Button>
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
  if (trip.isError) {
    // docs/product/trips-and-search.md: trip load failure or missing trip → 404 page.
    // The server already answered this URL with a 404 status.
    if (trip.error instanceof ApiError && trip.error.status === 401) return null;
    return <Navigate to={buildPath('erreur404')} replace />;
  }
  if (trip.data.date < todayInParis()) return <PastTrip trip={trip.data} />;
  return <TripDetail trip={trip.data} slots={slots} />;
}
