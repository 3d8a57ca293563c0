import { useState } from 'react';
import { useParams } from 'react-router';
import { formatDay, formatInstant, formatTripTime } from '@bonneroute/shared/dates';
import { SHARED_POSITION_EVENT } from '@bonneroute/shared/realtime';
import { tripShareTexts, type SharedPosition } from '@bonneroute/shared/trip-share';
import { LazyRouteMap } from '@/components/route-map/lazy-route-map';
import { ApiError } from '@/lib/api-client';
import { useRealtimeEvent } from '@/lib/realtime';
import { usePageHead } from '@/lib/use-page-head';
import { useSharedTrip } from '../api/trip-share';
import styles from './shared-trip-page.module.css';

const KIND = { depart: 'Départ', etape: 'Étape', arrivee: 'Arrivée' } as const;

/**
 * `/suivi/{token}` (docs/product/trips-and-search.md#share-my-trip): what a relative sees of a
 * member's trip — the driver, the car and its plate, the stops and their times, and the live
 * position on the map when the sharer allows it. Public, noindex; 404 and 410 said in French.
 */
export default function SharedTripPage() {
  const { token = '' } = useParams();
  const shared = useSharedTrip(token);
  const [live, setLive] = useState<SharedPosition | null>(null);
  useRealtimeEvent(shared.data?.canal ?? null, SHARED_POSITION_EVENT, (event) =>
    setLive(event.data),
  );
  const trip = shared.data;
  usePageHead(trip ? tripShareTexts.title(trip.partage_par) : undefined);

  if (shared.isError) {
    const error = shared.error;
    const text =
      error instanceof ApiError && error.status === 410 ? tripShareTexts.expired : error.message;
    return (
      <div className={`container page ${styles.page}`}>
        <h1>Suivi d’un trajet</h1>
        <p role="alert" className={styles.lead}>
          {error instanceof ApiError && error.status === 404 ? tripShareTexts.unknown : text}
        </p>
      </div>
    );
  }
  if (!trip)
    return (
      <div className={`container page ${styles.page}`}>
        <p>Chargement du trajet…</p>
      </div>
    );
  const position = live ?? trip.position;
  const car = trip.voiture;
  return (
    <div className={`container page ${styles.page}`}>
      <h1>{tripShareTexts.title(trip.partage_par)}</h1>
      <p className={styles.lead}>
        {trip.trajet.ville_depart} → {trip.trajet.ville_arrivee}, le{' '}
        {formatDay(trip.trajet.date, 'weekdayDayMonth')} à {formatTripTime(trip.trajet.heure)}
      </p>
      <div className={styles.layout}>
        <div className={styles.facts}>
          <section aria-labelledby="suivi-conducteur" className={styles.card}>
            <h2 id="suivi-conducteur">{tripShareTexts.driver}</h2>
            <p className={styles.driver}>
              {trip.conducteur.avatar ? (
                <img
                  src={trip.conducteur.avatar}
                  alt=""
                  width={56}
                  height={56}
                  className={styles.avatar}
                />
              ) : null}
              <span>{trip.conducteur.prenom}</span>
            </p>
            {car ? (
              <dl className={styles.car}>
                <dt>{tripShareTexts.car}</dt>
                <dd>
                  {car.marque} {car.modele}, {car.couleur.toLowerCase()}
                </dd>
                {car.immatriculation ? (
                  <>
                    <dt>{tripShareTexts.plate}</dt>
                    <dd className={styles.plate}>{car.immatriculation}</dd>
                  </>
                ) : null}
              </dl>
            ) : null}
          </section>
          <section aria-labelledby="suivi-etapes" className={styles.card}>
            <h2 id="suivi-etapes">{tripShareTexts.stops}</h2>
            <ol className={styles.stops}>
              {trip.arrets.map((stop, i) => (
                <li key={i}>
                  <strong>
                    {stop.heure ? `${i === 0 ? '' : 'vers '}${formatTripTime(stop.heure)}` : '—'}
                  </strong>{' '}
                  {KIND[stop.kind]} : {stop.ville}
                  {stop.adresse ? <span className={styles.address}>{stop.adresse}</span> : null}
                </li>
              ))}
            </ol>
          </section>
        </div>
        <section aria-labelledby="suivi-carte" className={styles.mapBlock}>
          <h2 id="suivi-carte">{tripShareTexts.livePosition}</h2>
          {trip.partage_position ? (
            <p role="status" data-testid="position-recue">
              {position
                ? tripShareTexts.positionAt(formatTripTime(formatInstant(position.le, 'clock')))
                : tripShareTexts.noPosition}
            </p>
          ) : (
            <p>{tripShareTexts.positionOff}</p>
          )}
          <LazyRouteMap
            stops={trip.arrets}
            current={position}
            label={`Carte du trajet ${trip.trajet.ville_depart} → ${trip.trajet.ville_arrivee}${position ? ' et la dernière position reçue' : ''}`}
          />
        </section>
      </div>
    </div>
  );
}
