import { formatDuration, formatTripTime } from '@bonneroute/shared/dates';
import {
  mapsLinkFor,
  meetingPointsOf,
  meetingPointTexts,
  type MeetingPoint,
  type Trip,
} from '@bonneroute/shared/trips';
import { useHydrated } from '@/lib/use-hydrated';
import { arrivalTime } from '../trip-format';
import styles from './trip-page.module.css';

/** The id the booking hub's « Voir l’itinéraire » link points to. */
export const ROUTE_ID = 'itineraire';

/**
 * docs/product/trips-and-search.md#meeting-points: the point's address, the driver's note and a
 * link opening it in the phone's maps app (`geo:` on Android, Apple's on an iPhone, an https map
 * elsewhere; the server's HTML and the first render carry the https one).
 */
function PointDetails({ point }: { point: MeetingPoint }) {
  const hydrated = useHydrated();
  const userAgent = hydrated ? navigator.userAgent : '';
  const label = point.adresse ?? point.ville;
  return (
    <>
      {point.adresse ? (
        <>
          <br />
          <small>{point.adresse}</small>
        </>
      ) : null}
      {point.note ? (
        <>
          <br />
          <small className={styles.pointNote}>« {point.note} »</small>
        </>
      ) : null}
      <br />
      <a
        className={styles.mapsLink}
        href={mapsLinkFor({ ...point, label }, userAgent)}
        target="_blank"
        rel="noreferrer"
        aria-label={`${meetingPointTexts.openInMaps} : ${label}, ${point.ville}`}
      >
        {meetingPointTexts.openInMaps}
      </a>
    </>
  );
}

/** Departure (the meeting point), stage towns, the estimated duration, arrival. */
export function TripRoute({ trip }: { trip: Trip }) {
  const points = meetingPointsOf(trip);
  const departure = points[0]!;
  const arrival = points.at(-1)!;
  return (
    <ol className={styles.route} id={ROUTE_ID} aria-label="Itinéraire">
      <li>
        <strong>{formatTripTime(trip.heure)}</strong> — {trip.adresses.depart.ville}
        <PointDetails point={departure} />
      </li>
      {points.slice(1, -1).map((stage) => (
        <li key={stage.code_commune} className={styles.stage}>
          Étape : {stage.ville}
          <PointDetails point={stage} />
        </li>
      ))}
      {trip.duree_secondes !== null ? (
        <li className={styles.stage}>Durée estimée : {formatDuration(trip.duree_secondes)}</li>
      ) : null}
      <li>
        <strong>{arrivalTime(trip)}</strong> — {trip.adresses.arrivee.ville}
        <PointDetails point={arrival} />
      </li>
    </ol>
  );
}
