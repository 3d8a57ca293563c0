import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { addDays, formatDateFr, todayInParis } from '@bonneroute/shared/dates';
import { buildPath } from '@bonneroute/shared/routes';
import { resultsHead } from '@bonneroute/shared/head';
import { tripTexts } from '@bonneroute/shared/trips';
import { PairPriceRangeBox } from '@/components/price-range-box/price-range-box';
import { Button, ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { usePageHead } from '@/lib/use-page-head';
import { CreateAlertLink } from '@/components/trip-alerts/create-alert-link';
import { useTripSearch } from '../api/search-trips';
import { TripCard } from '../components/trip-card';
import { useInfiniteScroll } from '../use-infinite-scroll';
import styles from './results-page.module.css';
import { plural } from '@bonneroute/shared/french';

/** docs/product/trips-and-search.md Results filter: mixed, guys only (1), girls only (2), in a cycle. */
const GENDER_CYCLE = [
  { value: undefined, label: 'Mixte' },
  { value: '1', label: 'Entre mecs' },
  { value: '2', label: 'Entre filles' },
] as const;

/** `/resultats?date&from&to&from_city&to_city` (docs/product/trips-and-search.md: Results page). */
export default function ResultsPage() {
  const [params, setParams] = useSearchParams();
  const today = todayInParis();
  const date = params.get('date') && params.get('date')! >= today ? params.get('date')! : today;
  const from = params.get('from') ?? params.get('from_city') ?? '';
  const to = params.get('to') ?? params.get('to_city') ?? '';
  const fromCity = params.get('from_city') ?? from;
  const toCity = params.get('to_city') ?? to;
  const sexe =
    params.get('sexe') === '1' || params.get('sexe') === '2'
      ? (params.get('sexe') as '1' | '2')
      : undefined;
  const automaticOnly = params.get('auto') === '1';
  const title = tripTexts.searchTitle(fromCity, toCity);
  usePageHead(resultsHead(Object.fromEntries(params.entries()), today));

  const search = useTripSearch({ date, from, to, sexe, automaticOnly }, Boolean(from && to));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = search;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  useInfiniteScroll(loadMore, Boolean(hasNextPage) && !isFetchingNextPage);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes))
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    setParams(next);
  };
  const genderIndex = GENDER_CYCLE.findIndex((g) => g.value === sexe);
  const nextGender = GENDER_CYCLE[(genderIndex + 1) % GENDER_CYCLE.length]!;
  const trips = search.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className={styles.page}>
      <div className={styles.sticky}>
        <div className="container">
          <p className={styles.pair}>
            <strong>{fromCity}</strong> → <strong>{toCity}</strong>{' '}
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
          <div className={styles.filters}>
            <Button
              variant="secondary"
              size="small"
              aria-label={`Filtre : ${GENDER_CYCLE[genderIndex]!.label} (passer à ${nextGender.label})`}
              onClick={() => update({ sexe: nextGender.value })}
            >
              {GENDER_CYCLE[genderIndex]!.label}
            </Button>
            <label className={styles.toggle}>
              <input
                type="checkbox"
                checked={automaticOnly}
                onChange={(e) => update({ auto: e.target.checked ? '1' : undefined })}
              />
              Réservation automatique uniquement
            </label>
          </div>
        </div>
      </div>
      <div className="container page">
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
            <div className={styles.emptyActions}>
              <CreateAlertLink
                variant="primary"
                depart={from}
                arrivee={to}
                departLabel={fromCity}
                arriveeLabel={toCity}
                date={date}
              />
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
            <p>{plural(search.data.pages[0]!.meta.total, 'covoiturageTrouve')}</p>
            <ul className={styles.list}>
              {trips.map((trip) => (
                <li key={trip.id}>
                  <TripCard trip={trip} kind="SIMPLE" />
                </li>
              ))}
            </ul>
            {isFetchingNextPage ? <Spinner label="Chargement de la suite…" /> : null}
            <p className={styles.alertOffer}>
              Pas le trajet idéal ?{' '}
              <CreateAlertLink
                variant="ghost"
                depart={from}
                arrivee={to}
                departLabel={fromCity}
                arriveeLabel={toCity}
                date={date}
              />
            </p>
          </>
        )}
      </div>
    </div>
  );
}
