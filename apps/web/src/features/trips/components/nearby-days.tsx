import { Link } from 'react-router';
import { nearbyTownLabel } from '@bonneroute/shared/search-rules';
import type { Trip } from '@bonneroute/shared/trips';
import { useNearbyDays, type NearbyDaysSearch } from '../api/get-nearby-days';
import { resultsTexts } from './results-texts';
import { TripCard } from './trip-card';
import styles from './nearby-days.module.css';

/**
 * docs/product/trips-and-search.md Results, a thin day (fewer than 3 trips): the nearest days
 * that have trips, each a link to its results with its count, and the day's trips from or to
 * nearby towns with how far they are (« à 41 km de Paris »). Nothing while it loads or when
 * there is nothing to offer.
 */
export function NearbyDays({
  search,
  fromCity,
  toCity,
  dayPath,
  shownIds,
}: {
  search: NearbyDaysSearch;
  fromCity: string;
  toCity: string;
  /** The results of another day, with every other parameter kept. */
  dayPath: (date: string) => string;
  /** Trips the page already lists (never offered twice). */
  shownIds: number[];
}) {
  const nearby = useNearbyDays(search, true);
  if (!nearby.data) return null;
  const { jours } = nearby.data;
  const proches = nearby.data.proches.filter((trip) => !shownIds.includes(trip.id));
  if (jours.length === 0 && proches.length === 0) return null;
  return (
    <>
      {jours.length > 0 ? (
        <section className={styles.section} aria-labelledby="jours-proches">
          <h2 id="jours-proches">{resultsTexts.nearbyDaysTitle}</h2>
          <ul className={styles.days}>
            {jours.map((day) => (
              <li key={day.date}>
                <Link to={dayPath(day.date)}>
                  {resultsTexts.dayCount(day.date, day.nb_trajets)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {proches.length > 0 ? (
        <section className={styles.section} aria-labelledby="villes-voisines">
          <h2 id="villes-voisines">{resultsTexts.nearbyTownsTitle}</h2>
          <ul className={styles.trips}>
            {proches.map((trip) => (
              <li key={trip.id}>
                <NearbyLabels trip={trip} fromCity={fromCity} toCity={toCity} />
                <TripCard trip={trip} kind="SIMPLE" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** « Paris → Lyon » as this trip serves it: « Meaux, à 41 km de Paris ». */
function NearbyLabels({
  trip,
  fromCity,
  toCity,
}: {
  trip: Trip;
  fromCity: string;
  toCity: string;
}) {
  const depart = nearbyTownLabel(trip.distance_depart, fromCity);
  const arrivee = nearbyTownLabel(trip.distance_arrivee, toCity);
  const towns = trip.troncon ?? trip;
  return (
    <p className={styles.labels}>
      {depart ? (
        <span>
          Départ de <strong>{towns.ville_depart}</strong>, {depart}
        </span>
      ) : null}
      {arrivee ? (
        <span>
          Arrivée à <strong>{towns.ville_arrivee}</strong>, {arrivee}
        </span>
      ) : null}
    </p>
  );
}
