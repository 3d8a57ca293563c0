import { DISCOVERY_PROMO_CODE } from '@bonneroute/shared/trips';
import HomePage from '@/features/home/pages/home-page';
import { FeaturedTrips } from '@/features/trips/components/featured-trips';
import { HomeSearchBox } from '@/features/trips/components/home-search-box';

/** The home page with the trips feature's search box and featured trips (routes compose features). */
export default function HomeRoute() {
  return (
    <HomePage
      searchBox={<HomeSearchBox />}
      featuredTrips={<FeaturedTrips />}
      promoCode={DISCOVERY_PROMO_CODE}
    />
  );
}
