import { z } from 'zod';
import { dataEnvelope, intField, paginatedEnvelope, text } from '../api';
import { COMMUNE_CODE_PATTERN } from './postcode';

import { PLACE_QUERY_MAX } from '../limits';

export { PLACE_QUERY_MAX };
/** docs/product/geography-and-prices.md: 7 suggestions searched, 5 shown. */
export const PLACE_SEARCH_LIMIT = 7;
export const PLACE_SHOWN_LIMIT = 5;

export const communeCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(
    COMMUNE_CODE_PATTERN,
    'doit être un code commune : INSEE (5 caractères) ou code belge, suisse ou luxembourgeois (BE-21004, CH-6621, LU-2960316)',
  );

export const placeSearchQuerySchema = z.object({
  q: text().max(PLACE_QUERY_MAX, `ne doit pas dépasser ${PLACE_QUERY_MAX} caractères`).default(''),
  type: z.enum(['municipality', 'address']).default('municipality'),
  limit: z
    .preprocess(
      (value) => (value === undefined || value === '' ? PLACE_SEARCH_LIMIT : value),
      intField({ min: 1, max: 20 }),
    )
    .default(PLACE_SEARCH_LIMIT),
  citycode: communeCodeSchema.optional(),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;

/** docs/product/geography-and-prices.md Address suggestion (name, postcode, city, citycode) with what our screens need. */
export const placeSuggestionSchema = z.object({
  type: z.enum(['municipality', 'address']),
  label: z.string(),
  name: z.string(),
  postcode: z.string(),
  city: z.string(),
  citycode: z.string(),
  context: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  population: z.number().int(),
  /** The coordinates are an estimate (README "Data sources"), not a surveyed position. */
  coordonnees_estimees: z.boolean(),
  /** Path segment of the town's page `/covoiturages/{slug}`. */
  slug: z.string(),
  /** For a used address: its row in `adresses`. */
  adresse_id: z.number().int().optional(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;
export const placeSearchResponseSchema = z.object({ data: z.array(placeSuggestionSchema) });

/** docs/product/geography-and-prices.md Address `GET /adresses?filter[code_commune]&sort=-nb_usages&limit=5`. */
export const adresseSchema = z.object({
  id: z.number().int(),
  complete: z.string(),
  code_commune: z.string(),
  nb_usages: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export const adressesQuerySchema = z.object({
  filter: z.object(
    { code_commune: communeCodeSchema },
    { error: 'filter[code_commune] est obligatoire' },
  ),
  sort: z.enum(['-nb_usages', 'nb_usages']).default('-nb_usages'),
  limit: z
    .preprocess(
      (value) => (value === undefined || value === '' ? 5 : value),
      intField({ min: 1, max: 50 }),
    )
    .default(5),
});
export const adressesResponseSchema = paginatedEnvelope(adresseSchema);

/** docs/product/geography-and-prices.md Town: id, nom_commune_complet, departement_nom (the id is the INSEE code). */
export const villeSchema = z.object({
  id: z.string(),
  code_commune: z.string(),
  nom_commune_complet: z.string(),
  departement_nom: z.string(),
  num_dep: z.string(),
  code_postal: z.string(),
  population: z.number().int(),
  slug: z.string(),
});
export type Ville = z.infer<typeof villeSchema>;
export const villesResponseSchema = paginatedEnvelope(villeSchema);

/** A commune's page data (`GET /communes/{ville}`). */
export const communeSchema = villeSchema.extend({
  region_name: z.string(),
  region_slug: z.string(),
  codes_postaux: z.array(z.string()),
  /** FR, BE, CH or LU; a neighbour's town has no French region, its page links its country's. */
  pays: z.enum(['FR', 'BE', 'CH', 'LU']),
  pays_nom: z.string(),
  pays_slug: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  coordonnees_estimees: z.boolean(),
});
export type Commune = z.infer<typeof communeSchema>;
export const communeResponseSchema = dataEnvelope(communeSchema);

/** A neighbour country's page (`GET /pays/{nom_pays}`): its areas with their main towns. */
export const countryPageSchema = z.object({
  code: z.enum(['BE', 'CH', 'LU']),
  nom: z.string(),
  slug: z.string(),
  /** « provinces », « cantons ». */
  zones_nom: z.string(),
  nb_villes: z.number().int(),
  villes: z.array(villeSchema),
  zones: z.array(
    z.object({ code: z.string(), nom: z.string(), slug: z.string(), villes: z.array(villeSchema) }),
  ),
});
export type CountryPage = z.infer<typeof countryPageSchema>;
export const countryPageResponseSchema = dataEnvelope(countryPageSchema);
