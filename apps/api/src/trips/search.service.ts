import { paginationMeta } from '@bonneroute/shared/api';
import { isCalendarDate } from '@bonneroute/shared/dates';
import { COUNTRIES } from '@bonneroute/shared/geo';
import {
  departureRangeBounds,
  firstSearchDay,
  type DepartureRange,
  type SearchSort,
} from '@bonneroute/shared/search-rules';
import {
  requiredPreferences,
  tripTexts,
  type TravelPreferences,
  type TripList,
} from '@bonneroute/shared/trips';
import { geoServices } from '../geo/geo-services';
import type { AppDeps } from '../lib/app-deps';
import { unprocessable } from '../lib/http-error';
import { searchTrips } from './search.repository';
import { toWireTrip } from './to-wire';
import { findViewerBookings } from './trips.repository';

export const SEARCH_PER_PAGE = 10;

export interface SearchInput {
  date: string;
  from: string;
  to: string;
  sexe?: '1' | '2';
  automaticOnly?: boolean;
  places?: number;
  sort?: SearchSort;
  range?: DepartureRange;
  verifiedOnly?: boolean;
  /** The trip's preferences must contain these (preferences.ts requiredPreferences). */
  preferences?: Partial<TravelPreferences> | null;
  page: number;
}

/** The query's filters as the service takes them (both search calls share them). */
export function searchOptionsOf(query: {
  sexe?: '1' | '2';
  is_resa_automatique?: 0 | 1;
  places?: number;
  tri?: SearchSort;
  plage?: DepartureRange;
  profil_verifie?: 0 | 1;
  animaux?: 0 | 1;
  non_fumeur?: 0 | 1;
  deux_max_arriere?: 0 | 1;
}) {
  return {
    sexe: query.sexe,
    automaticOnly: query.is_resa_automatique === 1,
    places: query.places,
    sort: query.tri,
    range: query.plage,
    verifiedOnly: query.profil_verifie === 1,
    preferences: requiredPreferences({
      animaux: query.animaux === 1,
      non_fumeur: query.non_fumeur === 1,
      deux_max_arriere: query.deux_max_arriere === 1,
    }),
  };
}

/** "2026-11-24" or "24-11-2026" (docs/product/trips-and-search.md: French dates) → "2026-11-24". */
export function parseSearchDate(text: string): string {
  const french = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(text.trim());
  const iso = french ? `${french[3]}-${french[2]}-${french[1]}` : text.trim();
  if (!isCalendarDate(iso)) throw unprocessable(tripTexts.invalidDate, '/params/date');
  return iso;
}

/** A searched day: a real date, today or later in Paris (422 otherwise). */
export function readSearchDay(text: string, now: Date): string {
  const date = parseSearchDate(text);
  if (date < firstSearchDay(now)) throw unprocessable(tripTexts.datePast, '/params/date');
  return date;
}

/**
 * docs/product/trips-and-search.md Results search calls: trips whose departure or a stage town is near the searched
 * departure and whose arrival or a later stage town is near the searched arrival. The first page
 * of a search is logged (docs/product/trips-and-search.md: Search log) for the admin statistics.
 */
export async function searchTripList(
  deps: Pick<AppDeps, 'db' | 'dbRead' | 'env' | 'log' | 'searchLog'>,
  input: SearchInput,
  viewerId: number | null,
  options: {
    log: boolean;
    now?: Date;
    ring?: { radiusKm: number; outsideKm: number };
    perPage?: number;
  },
): Promise<TripList> {
  const now = options.now ?? new Date();
  const date = readSearchDay(input.date, now);
  const [from, to] = geoServices(deps).bornes.resolvePair(input.from, input.to);
  const perPage = options.perPage ?? SEARCH_PER_PAGE;
  const found = await searchTrips(deps.dbRead, {
    date,
    from,
    to,
    now,
    sexe: input.sexe,
    automaticOnly: input.automaticOnly,
    places: input.places,
    sort: input.sort,
    departureRange: input.range ? departureRangeBounds(date, input.range) : undefined,
    verifiedOnly: input.verifiedOnly,
    preferences: input.preferences ?? undefined,
    radiusKm: options.ring?.radiusKm,
    outsideKm: options.ring?.outsideKm,
    viewerId: viewerId ?? undefined,
    page: input.page,
    perPage,
  });
  // The log (first page only) is buffered: its INSERT, on the primary, is not on the request
  // path (trips/search-log.ts). The search itself reads the replica when there is one.
  if (options.log && input.page === 1)
    deps.searchLog.add({
      localite: `${from.nom} (${from.pays === 'FR' ? from.departement : COUNTRIES[from.pays].nom})`,
      nom_commune_depart: from.nom,
      nom_commune_arrivee: to.nom,
      code_commune_depart: from.code,
      code_commune_arrivee: to.code,
      date_recherchee: date,
      nb_resultats: found.total,
      utilisateur_id: viewerId,
      moment: now,
    });
  // The page's trips came with the search; only a signed-in viewer's own bookings are read.
  const own =
    viewerId === null || found.rows.length === 0
      ? []
      : await findViewerBookings(
          deps.dbRead,
          found.rows.map((row) => row.record.id),
          viewerId,
        );
  const data = found.rows.map(({ record, driver, passengers, match }) =>
    toWireTrip(record, {
      driver,
      passengers,
      viewerBookings: own.filter((booking) => booking.trajet_id === record.id),
      viewerId,
      match,
    }),
  );
  return { data, meta: paginationMeta(found.total, input.page, perPage) };
}
