import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buildPath } from '@bonneroute/shared/routes';
import { hasDeparted, tripTexts, type Trip } from '@bonneroute/shared/trips';
import { ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/auth';
import { usePageHead } from '@/lib/use-page-head';
import { useMyTrips, type MyTripsType } from '../api/get-my-trips';
import { DriverActions } from '../components/driver-actions';
import { PassengerActions } from '../components/passenger-actions';
import { SeriesCard } from '../components/series-card';
import { TripCard } from '../components/trip-card';
import { useInfiniteScroll } from '../use-infinite-scroll';
import styles from './my-trips-page.module.css';

/** The driver's regular trips: one group per series, its dates in the list's order. */
function groupSeries(list: Trip[]): { id: number; trips: Trip[] }[] {
  const groups = new Map<number, Trip[]>();
  for (const trip of list)
    if (trip.serie_id !== null)
      groups.set(trip.serie_id, [...(groups.get(trip.serie_id) ?? []), trip]);
  return [...groups].map(([id, trips]) => ({ id, trips }));
}

/** docs/product/trips-and-search.md: the confirmation message disappears after 9 s. */
const NOTICE_MS = 9_000;

function TripsList({ type, userId }: { type: MyTripsType; userId: number }) {
  const trips = useMyTrips(type, userId);
  const [notice, setNotice] = useState<string | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = trips;
  // docs/product/trips-and-search.md: a loading flag prevents parallel page loads.
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  useInfiniteScroll(loadMore, Boolean(hasNextPage) && !isFetchingNextPage);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  if (trips.isPending) return <Spinner label="Chargement de vos trajets…" />;
  if (trips.isError) return <Notice tone="error">{trips.error.message}</Notice>;
  const list = trips.data.pages.flatMap((page) => page.data);
  return (
    <>
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      <p>{tripTexts.tripsCount(trips.data.pages[0]!.meta.total)}</p>
      {list.length === 0 ? <p>{tripTexts.noTrips}</p> : null}
      <ul className={styles.list}>
        {/* Upcoming trips first, then past ones (the server's order); a past trip keeps only
            « Détails »: nothing on it can be booked, changed or cancelled any more. */}
        {groupSeries(type === 'conducteur' ? list : []).map((series) => (
          <li key={`serie-${series.id}`}>
            <SeriesCard serieId={series.id} trips={series.trips} onDone={setNotice} />
          </li>
        ))}
        {list
          .filter((trip) => type !== 'conducteur' || trip.serie_id === null)
          .map((trip) => (
            <li key={trip.id}>
              {type === 'conducteur' ? (
                <TripCard trip={trip} kind="CONDUCTEUR">
                  {hasDeparted(trip) ? (
                    <ButtonLink
                      size="small"
                      variant="secondary"
                      to={buildPath('proposer', {}, { depuis: trip.id })}
                    >
                      Republier
                    </ButtonLink>
                  ) : (
                    <DriverActions trip={trip} onDone={setNotice} />
                  )}
                </TripCard>
              ) : (
                <TripCard trip={trip} kind="PASSAGER">
                  {hasDeparted(trip) ? null : <PassengerActions trip={trip} onDone={setNotice} />}
                </TripCard>
              )}
            </li>
          ))}
      </ul>
      {isFetchingNextPage ? <Spinner label="Chargement de la suite…" /> : null}
    </>
  );
}

/** `/utilisateurs/trajets?type=conducteur|passager` (docs/product/trips-and-search.md: My trips). */
export default function MyTripsPage() {
  usePageHead('Mes trajets');
  const [params] = useSearchParams();
  const { user } = useCurrentUser();
  const type: MyTripsType = params.get('type') === 'passager' ? 'passager' : 'conducteur';
  return (
    <div>
      <h1>Mes trajets</h1>
      <nav className={styles.tabs} aria-label="Type de trajets">
        <Link
          to={buildPath('trajetsUtilisateurs', {}, { type: 'conducteur' })}
          aria-current={type === 'conducteur' ? 'page' : undefined}
        >
          Conducteur
        </Link>
        <Link
          to={buildPath('trajetsUtilisateurs', {}, { type: 'passager' })}
          aria-current={type === 'passager' ? 'page' : undefined}
        >
          Passager
        </Link>
      </nav>
      {user ? (
        <TripsList key={type} type={type} userId={user.id} />
      ) : (
        <Spinner label="Chargement…" />
      )}
    </div>
  );
}
