import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DISCOVERY_PROMO_CODE } from '@bonneroute/shared/trips';
import { buildPath, RESULTS_TOWN_FIELDS } from '@bonneroute/shared/routes';
import HomePage from '@/features/home/pages/home-page';
import { SkeletonList } from '@/components/ui/skeleton-list';
import featuredStyles from '@/features/trips/components/featured-trips.module.css';
import { HomeSearchFallback } from '@/features/trips/components/home-search-fallback';

/**
 * The interactive search box (city pickers, autocomplete) is not in the home's start-up
 * code; its chunk loads once the page is live, the server's HTML form standing in until then.
 */
const HomeSearchBox = lazy(() =>
  import('@/features/trips/components/home-search-box').then((module) => ({
    default: module.HomeSearchBox,
  })),
);

/**
 * The featured trips (cards, ratings, icons) hydrate after the rest of the page: in the
 * browser their code is a chunk of its own, and React keeps the server's cards (data in the
 * dehydrated cache) until it arrives. The server renders them directly, with their data.
 */
const loadFeaturedTrips = () =>
  import('@/features/trips/components/featured-trips').then((module) => ({
    default: module.FeaturedTrips,
  }));
const FeaturedTrips = import.meta.env.SSR
  ? (await loadFeaturedTrips()).default
  : lazy(loadFeaturedTrips);

/**
 * The home's search: the HTML form (server render, hydration), then the interactive box; a
 * visitor who has already typed in the form keeps it, and its submit leads to the same results.
 */
function HomeSearch() {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    const element = form.current;
    const started =
      element !== null &&
      (element.contains(document.activeElement) ||
        Object.values(RESULTS_TOWN_FIELDS).some(
          (name) => element.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value,
        ));
    if (!started) setInteractive(true);
  }, []);

  const fallback = (
    <HomeSearchFallback
      formRef={form}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const town = (name: string) => String(data.get(name) ?? '').trim();
        void navigate(
          buildPath(
            'resultats',
            {},
            {
              from_city: town(RESULTS_TOWN_FIELDS.from),
              to_city: town(RESULTS_TOWN_FIELDS.to),
              date: town('date') || undefined,
              places: town('places') || undefined,
            },
          ),
        );
      }}
    />
  );
  if (!interactive) return fallback;
  return (
    <Suspense fallback={fallback}>
      <HomeSearchBox />
    </Suspense>
  );
}

/** The home page with the trips feature's search box and featured trips (routes compose features). */
export default function HomeRoute() {
  return (
    <HomePage
      searchBox={<HomeSearch />}
      featuredTrips={
        <Suspense
          fallback={
            <SkeletonList
              count={4}
              label="Chargement des trajets…"
              className={`${featuredStyles.list} ${featuredStyles.four}`}
              itemClassName={featuredStyles.skeleton}
            />
          }
        >
          <FeaturedTrips />
        </Suspense>
      }
      promoCode={DISCOVERY_PROMO_CODE}
    />
  );
}
