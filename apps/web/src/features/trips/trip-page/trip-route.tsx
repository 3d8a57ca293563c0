import { formatDuration, formatTripTime } from '@bonneroute/shared/dates';
import type { Trip } from '@bonneroute/shared/trips';
import { arrivalTime } from '../trip-format';
import styles from './trip-page.module.css';

/** The id the booking hub's « Voir l’itinéraire » link points to. */
export const ROUTE_ID = 'itineraire';

/** Departure (the meeting point), stage towns, the estimated duration, arrival. */
export function TripRoute({ trip }: { trip: Trip }) {
  return (
    <ol className={styles.route} id={ROUTE_ID} aria-label="Itinéraire">
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
