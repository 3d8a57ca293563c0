import { todayInParis } from '@bonneroute/shared/dates';
import { resultsHead, TRIP_NOT_FOUND_HEAD, tripHead } from '@bonneroute/shared/head';
import { publicPricePerSeat } from '@bonneroute/shared/pricing';
import { pricingConfig, publicUrl } from '../config/env';
import { HttpError } from '../lib/http-error';
import { registerPageHead, type PageHeadResolver } from '../spa/page-head';
import type { AppDeps } from '../lib/app-deps';
import { getTrip } from './trip-page.service';

/**
 * The trip page's head: its own title, description and schema.org Trip; an unknown
 * trip is a real 404 (noindex, no canonical), a past one a noindex page that links to the pair's
 * upcoming trips (docs/decisions/013-head-and-seo.md).
 */
export function registerTripPageHeads(deps: Pick<AppDeps, 'db'>): void {
  const resolver: PageHeadResolver = async ({ params, request }) => {
    const id = Number(params.id);
    if (!/^\d{1,9}$/.test(params.id ?? '')) return TRIP_NOT_FOUND_HEAD;
    try {
      const trip = await getTrip(deps, id, null);
      const env = request.server.env;
      const price = publicPricePerSeat(trip.montant_contribution, pricingConfig(env));
      return tripHead(trip, price, publicUrl(env));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return TRIP_NOT_FOUND_HEAD;
      throw error;
    }
  };
  registerPageHead('covoiturage', resolver);
  registerPageHead('covoiturageCourt', resolver);
  registerPageHead('resultats', ({ query }) => resultsHead(query, todayInParis()));
}
