import { z } from 'zod';
import { dataEnvelope, flag01, intField, pageQuery, perPageQuery, text } from '../api';
import {
  DEPARTURE_RANGE_VALUES,
  SEARCH_PLACES_MAX,
  SEARCH_SORT_VALUES,
  SEARCH_TOWN_MAX,
} from '../search-rules';
import { tripSchema } from './schemas';

/*
 * The search calls' query strings and the thin day's answer (docs/product/trips-and-search.md:
 * Results), apart from the trip's own schemas.
 */

const optionalFlag = z.preprocess(
  (value) => (value === undefined || value === '' ? undefined : value),
  flag01.optional(),
);

/** Search filters shared by both search calls (docs/product/trips-and-search.md: Results filters). */
const searchFilters = {
  /** 1 = guys only (male driver, no female passenger), 2 = girls only. */
  sexe: z.preprocess(
    (value) => (value === undefined || value === '' || value === '0' ? undefined : value),
    z.enum(['1', '2']).optional(),
  ),
  is_resa_automatique: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : value),
    flag01.optional(),
  ),
  /** Travellers: trips with at least that many free seats (on the matched leg's trip). */
  places: z.preprocess(
    (value) => (value === '' ? undefined : value),
    intField({ min: 1, max: SEARCH_PLACES_MAX }).optional(),
  ),
  /** Order: departure time (default), lowest price, shortest trip (search-options.ts). */
  tri: z
    .enum(SEARCH_SORT_VALUES, { error: `doit valoir ${SEARCH_SORT_VALUES.join(', ')}` })
    .optional(),
  /** Departure time range, Paris wall-clock (search-options.ts DEPARTURE_RANGES). */
  plage: z
    .enum(DEPARTURE_RANGE_VALUES, { error: `doit valoir ${DEPARTURE_RANGE_VALUES.join(', ')}` })
    .optional(),
  /** 1: drivers whose identity card or passport the team verified. */
  profil_verifie: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : value),
    flag01.optional(),
  ),
  /** Travel preferences (preferences.ts PREFERENCE_FILTERS): 1 keeps the trips that say so. */
  animaux: optionalFlag,
  non_fumeur: optionalFlag,
  deux_max_arriere: optionalFlag,
  page: pageQuery,
};
const { page: _page, ...searchFilterFields } = searchFilters;

/** docs/product/trips-and-search.md GET /covoiturages/{date}?actif=1&nom_commune_depart&nom_commune_arrivee&page. */
export const searchQuerySchema = z.object({
  actif: text().optional(),
  nom_commune_depart: text().trim().max(SEARCH_TOWN_MAX).optional(),
  nom_commune_arrivee: text().trim().max(SEARCH_TOWN_MAX).optional(),
  from: text().trim().max(SEARCH_TOWN_MAX).optional(),
  to: text().trim().max(SEARCH_TOWN_MAX).optional(),
  ...searchFilters,
});

/** docs/product/trips-and-search.md GET /trajets?filter[...]&page (the query string's brackets make `filter` an object). */
export const listTripsQuerySchema = z.object({
  filter: z
    .object({
      actif: text().optional(),
      adresse_depart: text().trim().max(SEARCH_TOWN_MAX).optional(),
      adresse_arrivee: text().trim().max(SEARCH_TOWN_MAX).optional(),
      date: text().trim().max(10).optional(),
      utilisateur_id: intField({ min: 1 }).optional(),
      passager: intField({ min: 1 }).optional(),
      ...searchFilterFields,
    })
    .default({}),
  page: pageQuery,
  /** Home page: random featured trips. */
  sort: z.enum(['random', 'date']).optional(),
  per_page: perPageQuery(30),
});

/** docs/product/trips-and-search.md GET /covoiturages/{date}/jours-proches: the towns and the seats of the search. */
export const nearbyDaysQuerySchema = z.object({
  nom_commune_depart: searchQuerySchema.shape.nom_commune_depart,
  nom_commune_arrivee: searchQuerySchema.shape.nom_commune_arrivee,
  from: searchQuerySchema.shape.from,
  to: searchQuerySchema.shape.to,
  places: searchFilters.places,
});

/**
 * docs/product/trips-and-search.md Results, a thin day: the nearest days around it that have
 * trips (`jours`, in date order, with their counts) and the day's trips between towns a little
 * farther than the search reaches (`proches`, with `distance_depart` / `distance_arrivee` in km).
 */
export const nearbyDaysResponseSchema = dataEnvelope(
  z.object({
    jours: z.array(z.object({ date: z.string(), nb_trajets: z.number().int() })),
    proches: z.array(tripSchema),
  }),
);
export type NearbyDays = z.infer<typeof nearbyDaysResponseSchema>['data'];
