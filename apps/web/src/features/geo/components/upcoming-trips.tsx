import { formatDay, formatTripTime } from '@bonneroute/shared/dates';
import { Link } from 'react-router';
import { buildPath } from '@bonneroute/shared/routes';
import type { UpcomingTrip } from '@bonneroute/shared/geo';
import { UPCOMING_TRIPS_DEFAULT_LIMIT } from '@bonneroute/shared/limits';
import { formatEuros } from '@bonneroute/shared/pricing';
import { Avatar } from '@/components/ui/avatar';
import { Rating } from '@/components/ui/rating';
import { useQuote } from '@/lib/pricing';
import { Notice } from '@/components/ui/notice';
import { SkeletonList } from '@/components/ui/skeleton-list';
import { useUpcomingTrips, type UpcomingTripsParams } from '../api/get-upcoming-trips';
import styles from './upcoming-trips.module.css';
import { plural } from '@bonneroute/shared/french';

function TripRow({ trip }: { trip: UpcomingTrip }) {
  const seats = trip.computed.nb_places_disponibles;
  const price = useQuote(trip.montant_contribution, 1).public_price_cents;
  return (
    <li className={styles.trip}>
      <Link to={buildPath('covoiturage', { id: trip.id })} className={styles.link}>
        <span className={styles.when}>
          <span className={styles.date}>{formatDay(trip.date, 'weekdayDayMonth')}</span>
          <span className={styles.time}>{formatTripTime(trip.heure)}</span>
        </span>
        <span className={styles.route}>
          <strong>
            {trip.ville_depart} → {trip.ville_arrivee}
          </strong>
          <span className={styles.address}>{trip.adresse_depart}</span>
        </span>
        <span className={styles.driver}>
          <Avatar src={trip.conducteur.avatar} alt="" size={36} className={styles.avatar} />
          <span className={styles.driverText}>
            {trip.conducteur.prenom}
            <Rating note={trip.conducteur.note} count={trip.conducteur.nb_avis} />
          </span>
        </span>
        <span className={styles.price}>
          {formatEuros(price)}
          <span className={styles.seats}>par place</span>
          <span className={styles.seats}>{plural(seats, 'placeLibre')}</span>
        </span>
      </Link>
    </li>
  );
}

/** The next trips of a town or a pair, soonest first; each opens the trip's page. */
export function UpcomingTrips(props: UpcomingTripsParams & { emptyText?: string }) {
  const { emptyText, ...params } = props;
  const trips = useUpcomingTrips(params);
  if (trips.isPending)
    return (
      <SkeletonList
        count={params.limit ?? UPCOMING_TRIPS_DEFAULT_LIMIT}
        label="Chargement des trajets…"
        className={styles.list}
        itemClassName={styles.skeleton}
      />
    );
  if (trips.isError) return <Notice tone="error">{trips.error.message}</Notice>;
  if (trips.data.data.length === 0)
    return <p className={styles.empty}>{emptyText ?? 'Il n’y a pas de trajets.'}</p>;
  return (
    <ul className={styles.list} aria-label="Prochains trajets">
      {trips.data.data.map((trip) => (
        <TripRow key={trip.id} trip={trip} />
      ))}
    </ul>
  );
}
