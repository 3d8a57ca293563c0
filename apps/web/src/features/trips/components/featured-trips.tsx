import { SkeletonList } from '@/components/ui/skeleton-list';
import { useFeaturedTrips } from '../api/get-featured-trips';
import { TripCard } from './trip-card';
import styles from './featured-trips.module.css';

/** docs/product/trips-and-search.md Home: up to 4 random featured trips. */
export function FeaturedTrips() {
  const trips = useFeaturedTrips();
  if (trips.isPending)
    return (
      <SkeletonList
        count={4}
        label="Chargement des trajets…"
        className={`${styles.list} ${styles.four}`}
        itemClassName={styles.skeleton}
      />
    );
  if (trips.isError || trips.data.data.length === 0) return null;
  return (
    // As many columns as the cards fill (4 → 2 × 2), never a card alone on a row.
    <ul
      className={styles.list}
      data-count={Math.min(trips.data.data.length, 4)}
      aria-label="Trajets à la une"
    >
      {trips.data.data.map((trip) => (
        <li key={trip.id}>
          <TripCard trip={trip} kind="SIMPLE" />
        </li>
      ))}
    </ul>
  );
}
