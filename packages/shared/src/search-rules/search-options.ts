import { addDays, parisClock, parisDateTimeToInstant, todayInParis } from '../dates';

/*
 * What a results page can ask of a search besides its towns and date (docs/product/trips-and-search.md:
 * Results): the default day, the seats, the order and the filters. Zod-free, like the rest of
 * search-rules: the home's first JavaScript imports it.
 */

/** docs/product/trips-and-search.md: from 20:00 in Paris, a search starts on tomorrow. */
export const TOMORROW_FROM = '20:00';

/**
 * The day a search form starts on: today, or tomorrow from 20:00 in Paris (few trips still leave
 * that late, and a visitor who opens the site at night plans the next day).
 */
export function defaultSearchDay(now: Date = new Date()): string {
  const today = todayInParis(now);
  return parisClock(now) >= TOMORROW_FROM ? addDays(today, 1) : today;
}

/** docs/product/trips-and-search.md Results: the orders of a search (`tri`), departure time first. */
export const SEARCH_SORTS = {
  depart: 'Heure de départ',
  prix: 'Prix le plus bas',
  duree: 'Trajet le plus court',
} as const;
export type SearchSort = keyof typeof SEARCH_SORTS;
export const SEARCH_SORT_VALUES = Object.keys(SEARCH_SORTS) as [SearchSort, ...SearchSort[]];
export const DEFAULT_SEARCH_SORT: SearchSort = 'depart';

/** docs/product/trips-and-search.md Results: the departure time ranges (`plage`), Paris wall-clock, start included. */
export const DEPARTURE_RANGES = {
  nuit: { from: '00:00', to: '06:00' },
  matin: { from: '06:00', to: '12:00' },
  'apres-midi': { from: '12:00', to: '18:00' },
  soir: { from: '18:00', to: '24:00' },
} as const;
export type DepartureRange = keyof typeof DEPARTURE_RANGES;
export const DEPARTURE_RANGE_VALUES = Object.keys(DEPARTURE_RANGES) as [
  DepartureRange,
  ...DepartureRange[],
];

const hours = (clock: string) => `${clock.slice(0, 2)} h`;

/** « avant 06 h », « 06 h – 12 h », « 12 h – 18 h », « après 18 h » (the trips' « 08 h 30 » style). */
export function departureRangeLabel(range: DepartureRange): string {
  const { from, to } = DEPARTURE_RANGES[range];
  if (from === '00:00') return `avant ${hours(to)}`;
  if (to === '24:00') return `après ${hours(from)}`;
  return `${hours(from)} – ${hours(to)}`;
}

/** The instants [start, end) of a range on a Paris day (a trip's `depart_le` is compared with them). */
export function departureRangeBounds(date: string, range: DepartureRange): [Date, Date] {
  const { from, to } = DEPARTURE_RANGES[range];
  const end = to === '24:00' ? parisDateTimeToInstant(addDays(date, 1), '00:00') : null;
  return [parisDateTimeToInstant(date, from), end ?? parisDateTimeToInstant(date, to)];
}

/** What the results page keeps in its URL besides the towns and the date. */
export interface ResultsOptions {
  places: number;
  tri: SearchSort;
  plage?: DepartureRange;
  /** 1 = guys only (male driver, no female passenger), 2 = girls only (female driver, no male passenger). */
  sexe?: '1' | '2';
  automaticOnly: boolean;
  verifiedOnly: boolean;
  /** Travel preferences the trips must have (same parameter names as the API's). */
  animaux: boolean;
  non_fumeur: boolean;
  deux_max_arriere: boolean;
}

/** docs/product/trips-and-search.md: 1 to 4 travellers in a search. */
export const SEARCH_PLACES_MAX = 4;

const isKey = <T extends object>(object: T, key: string | null): key is Extract<keyof T, string> =>
  key !== null && Object.hasOwn(object, key);

/** The results page's options from its query string; anything unknown is the default. */
export function readResultsOptions(params: URLSearchParams): ResultsOptions {
  const places = Number(params.get('places'));
  const sexe = params.get('sexe');
  const tri = params.get('tri');
  const plage = params.get('plage');
  return {
    places: Number.isInteger(places) && places >= 1 && places <= SEARCH_PLACES_MAX ? places : 1,
    tri: isKey(SEARCH_SORTS, tri) ? tri : DEFAULT_SEARCH_SORT,
    plage: isKey(DEPARTURE_RANGES, plage) ? plage : undefined,
    sexe: sexe === '1' || sexe === '2' ? sexe : undefined,
    automaticOnly: params.get('auto') === '1',
    verifiedOnly: params.get('verifie') === '1',
    animaux: params.get('animaux') === '1',
    non_fumeur: params.get('non_fumeur') === '1',
    deux_max_arriere: params.get('deux_max_arriere') === '1',
  };
}

/** « à 18 km de Lyon » under a trip that starts or ends near the searched town; null when at it. */
export function nearbyTownLabel(distanceKm: number | null, town: string): string | null {
  if (distanceKm === null || distanceKm < NEARBY_LABEL_MIN_KM) return null;
  return `à ${Math.round(distanceKm)} km de ${town}`;
}

/** Closer than this, a stop is the searched town itself (its centre and its outskirts). */
export const NEARBY_LABEL_MIN_KM = 3;
