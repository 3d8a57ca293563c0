import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { addDays, formatDateFr, todayInParis } from '@bonneroute/shared/dates';
import { buildPath } from '@bonneroute/shared/routes';
import { resultsHead } from '@bonneroute/shared/head';
import { readResultsOptions } from '@bonneroute/shared/search-rules';
import { tripTexts } from '@bonneroute/shared/trips';
import { PairPriceRangeBox } from '@/components/price-range-box/price-range-box';
import { Button, ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { usePageHead } from '@/lib/use-page-head';
import { CreateAlertLink } from '@/components/trip-alerts/create-alert-link';
import { useTripSearch } from '../api/search-trips';
import { NearbyDays } from '../components/nearby-days';
import { ResultsFilters, type ResultsChanges } from '../components/results-filters';
import { resultsTexts } from '../components/results-texts';
import { TripCard } from '../components/trip-card';
import { useInfiniteScroll } from '../use-infinite-scroll';
import styles from './results-page.module.css';
import { plural } from '@bonneroute/shared/french';

/** docs/product/trips-and-search.md Results: below this many trips, a day offers other ones. */
const THIN_DAY = 3;

/** `/resultats?date&from&to&from_city&to_city&places&tri&plage…` (docs/product/trips-and-search.md: Results page). */
export default function ResultsPage() {
  const [params, setParams] = useSearchParams();
  const today = todayInParis();
  const date = params.get('date') && params.get('date')! >= today ? params.get('date')! : today;
  const from = params.get('from') ?? params.get('from_city') ?? '';
  const to = params.get('to') ?? params.get('to_city') ?? '';
  const fromCity = params.get('from_city') ?? from;
  const toCity = params.get('to_city') ?? to;
  const options = readResultsOptions(params);
  const title = tripTexts.searchTitle(fromCity, toCity);
  usePageHead(resultsHead(Object.fromEntries(params.entries()), today));

  const search = useTripSearch({ date, from, to, ...options }, Boolean(from && to));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = search;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  useInfiniteScroll(loadMore, Boolean(hasNextPage) && !isFetchingNextPage);

  const withChanges = (changes: ResultsChanges) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes))
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    return next;
  };
  const update = (changes: ResultsChanges) => setParams(withChanges(changes));
  const trips = search.data?.pages.flatMap((page) => page.data) ?? [];
  const total = search.data?.pages[0]?.meta.total ?? 0;
  const alertLink = (variant: 'primary' | 'ghost') => (
    <CreateAlertLink
      variant={variant}
      depart={from}
      arrivee={to}
      departLabel={fromCity}
      arriveeLabel={toCity}
      date={date}
      places={options.places}
    />
  );
  const nearby = search.isSuccess && total < THIN_DAY && (
    <NearbyDays
      search={{ date, from, to, places: options.places }}
      fromCity={fromCity}
      toCity={toCity}
      dayPath={(day) => `${buildPath('resultats')}?${withChanges({ date: day }).toString()}`}
      shownIds={trips.map((trip) => trip.id)}
    />
  );

  return (
    <div className={styles.page}>
      <div className={styles.sticky}>
        <div className="container">
          <p className={styles.pair}>
            <strong>{fromCity}</strong> → <strong>{toCity}</strong>{' '}
            {options.places > 1 ? `· ${plural(options.places, 'passager')} ` : null}
            <Link to={buildPath('trouver')}>Nouvelle recherche</Link>
          </p>
          <nav className={styles.days} aria-label="Changer de jour">
            <Button
              variant="ghost"
              size="small"
              disabled={date <= today}
              onClick={() => update({ date: addDays(date, -1) })}
            >
              ‹ Jour précédent
            </Button>
            <span aria-current="date">{formatDateFr(date)}</span>
            <Button variant="ghost" size="small" onClick={() => update({ date: addDays(date, 1) })}>
              Jour suivant ›
            </Button>
          </nav>
        </div>
      </div>
      <div className="container page">
        <ResultsFilters options={options} onChange={update} />
        <h1 className={styles.title}>{title}</h1>
        {!from || !to ? (
          <Notice>
            Indiquez un départ et une arrivée. <Link to={buildPath('trouver')}>Rechercher</Link>
          </Notice>
        ) : search.isPending ? (
          <Spinner label="Recherche des covoiturages…" />
        ) : search.isError ? (
          <Notice tone="error">{search.error.message}</Notice>
        ) : trips.length === 0 ? (
          <section className={styles.empty}>
            <PairPriceRangeBox depart={from} arrivee={to} />
            <p>{tripTexts.searchApology}</p>
            {nearby}
            <div className={styles.emptyActions}>
              {alertLink('primary')}
              <ButtonLink to={buildPath('inscription')} variant="secondary">
                Rejoindre BonneRoute
              </ButtonLink>
              <ButtonLink to={buildPath('proposer')} variant="accent">
                Proposer un trajet
              </ButtonLink>
            </div>
          </section>
        ) : (
          <>
            <p>{plural(total, 'covoiturageTrouve')}</p>
            <ul className={styles.list}>
              {trips.map((trip) => (
                <li key={trip.id}>
                  <TripCard trip={trip} kind="SIMPLE" />
                </li>
              ))}
            </ul>
            {isFetchingNextPage ? <Spinner label="Chargement de la suite…" /> : null}
            {nearby ? <p className={styles.thin}>{resultsTexts.fewTrips}</p> : null}
            {nearby}
            <p className={styles.alertOffer}>Pas le trajet idéal ? {alertLink('ghost')}</p>
          </>
        )}
      </div>
    </div>
  );
}
