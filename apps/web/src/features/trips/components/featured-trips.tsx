import { Spinner } from '@/components/ui/spinner';
import { useFeaturedTrips } from '../api/get-featured-trips';
import { TripCard } from './trip-card';
import styles from './featured-trips.module.css';

/** spec §2 Home: up to 4 random featured trips. */
export function FeaturedTrips() {
  const trips = useFeaturedTrips();
  if (trips.isPending) return <Spinner label="Chargement des trajets…" />;
  if (trips.isError || trips.data.data.length === 0) return null;
  return (
    <ul className={styles.list} aria-label="Trajets à la une">
      {trips.data.data.map((trip) => (
        <li key={trip.id}>
          <TripCard trip={trip} kind="SIMPLE" />
        </li>
      ))}
    </ul>
  );
}
