import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { seatsText } from '@bonneroute/shared/booking';
import { formatDay, formatInstant, formatTripTime } from '@bonneroute/shared/dates';
import { buildPath } from '@bonneroute/shared/routes';
import { mapsLinkFor } from '@bonneroute/shared/trips';
import { nextTripTexts, type NextTrip } from '@bonneroute/shared/user-space';
import styles from './next-trip.module.css';

const PhoneLink = lazy(() => import('@/components/phone-link'));

function Phone({ e164, prenom }: { e164: string | null; prenom: string }) {
  if (!e164) return <span> — {nextTripTexts.noPhone}</span>;
  return (
    <>
      {' — '}
      <Suspense fallback={<span>{e164}</span>}>
        <PhoneLink e164={e164} label={`Appeler ${prenom}`} />
      </Suspense>
    </>
  );
}

/** « Départ à 08 h 30 » for the first stop, « Arrivée vers 13 h 00 » for the last. */
function stopLabel(trip: NextTrip, index: number): string {
  const { trajet } = trip;
  const last = index === trip.arrets.length - 1;
  const stop = trip.arrets[index]!;
  if (index === 0)
    return stop.kind === 'depart'
      ? `Départ à ${formatTripTime(trajet.heure)}`
      : `Montée à ${stop.ville}`;
  if (last) {
    const arrival = trajet.arrivee_estimee_le
      ? ` vers ${formatTripTime(formatInstant(trajet.arrivee_estimee_le, 'clock'))}`
      : '';
    return stop.kind === 'arrivee' ? `Arrivée${arrival}` : `Descente à ${stop.ville}`;
  }
  return `Étape à ${stop.ville}`;
}

function stateOf(trip: NextTrip): { text: string; pending: boolean } {
  if (trip.role === 'conducteur') return { text: nextTripTexts.driving, pending: false };
  return trip.reservation?.statut === 'EN_ATTENTE'
    ? { text: nextTripTexts.pending, pending: true }
    : {
        text: `${nextTripTexts.confirmed} : ${seatsText(trip.reservation?.nb_places ?? 1)}`,
        pending: false,
      };
}

/** Everything needed at the meeting point, on one card (docs/decisions/031-installable-app.md). */
export function NextTripCard({ trip }: { trip: NextTrip }) {
  const { trajet } = trip;
  const state = stateOf(trip);
  return (
    <article className={styles.card} aria-labelledby="prochain-trajet-titre">
      <h2 id="prochain-trajet-titre">
        {trajet.ville_depart} → {trajet.ville_arrivee}
      </h2>
      <p className={styles.when}>
        {formatDay(trajet.date, 'weekdayDayMonth')} à{' '}
        <span className={styles.time}>{formatTripTime(trajet.heure)}</span>
      </p>
      <span className={`${styles.state} ${state.pending ? styles.statePending : ''}`}>
        {state.text}
      </span>
      <ol className={styles.stops} aria-label="Rendez-vous">
        {trip.arrets.map((stop, index) => (
          <li key={`${stop.kind}-${index}`}>
            <span className={styles.label}>{stopLabel(trip, index)}</span>
            {stop.adresse ?? stop.ville}
            {stop.note ? <span className={styles.note}>« {stop.note} »</span> : null}
            <a
              className={styles.maps}
              href={mapsLinkFor(
                { latitude: stop.latitude, longitude: stop.longitude, label: stop.ville },
                navigator.userAgent,
              )}
            >
              Ouvrir dans l’application de cartes
            </a>
          </li>
        ))}
      </ol>
      {trip.role === 'passager' ? (
        <section aria-label="Conducteur">
          <span className={styles.label}>Conducteur</span>
          <strong>{trip.conducteur.prenom}</strong>
          {trip.reservation?.statut === 'CONFIRMEE' ? (
            <Phone e164={trip.conducteur.telephone} prenom={trip.conducteur.prenom} />
          ) : null}
        </section>
      ) : (
        <section aria-label="Passagers">
          <span className={styles.label}>Passagers</span>
          {trip.passagers.length === 0 ? (
            <p>Aucun passager pour l’instant.</p>
          ) : (
            <ul className={styles.people}>
              {trip.passagers.map((passenger, index) => (
                <li key={`${passenger.prenom}-${index}`}>
                  <strong>{passenger.prenom}</strong> ({seatsText(passenger.nb_places)}
                  {passenger.statut === 'EN_ATTENTE' ? ', demande à accepter' : ''})
                  {passenger.statut === 'CONFIRMEE' ? (
                    <Phone e164={passenger.telephone} prenom={passenger.prenom} />
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {trip.voiture ? (
        <section aria-label="Véhicule">
          <span className={styles.label}>Véhicule</span>
          {trip.voiture.marque} {trip.voiture.modele}, {trip.voiture.couleur.toLowerCase()}
          {trip.voiture.immatriculation ? (
            <>
              {' — '}
              <strong>{trip.voiture.immatriculation}</strong>
            </>
          ) : null}
        </section>
      ) : null}
      <Link to={buildPath('covoiturage', { id: trajet.id })}>Voir la page du trajet</Link>
    </article>
  );
}
