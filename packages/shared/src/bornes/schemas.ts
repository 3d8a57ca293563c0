import { z } from 'zod';
import { dataEnvelope, jsonField, text } from '../api';
import { geoTexts } from '../geo/texts';

/** docs/product/content-and-games.md Stage town: nom, selected, bornes {depart, arrivee, min, max} (cents). */
export const stageTownSchema = z.object({
  nom: z.string(),
  code_commune: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  population: z.number().int(),
  selected: z.boolean(),
  /** Road km from the departure, along the route: stage towns come in this order. */
  distance_depart_km: z.number(),
  /** The leg from the trip's departure to this town, priced like any pair. */
  bornes: z.object({
    depart: z.string(),
    arrivee: z.string(),
    code_commune_depart: z.string(),
    code_commune_arrivee: z.string(),
    min: z.number().int(),
    max: z.number().int(),
  }),
});
export type StageTown = z.infer<typeof stageTownSchema>;

/** docs/product/content-and-games.md Price range (borne) with fields; money in integer cents. */
export const borneSchema = z.object({
  ville_depart: z.string(),
  ville_arrivee: z.string(),
  code_commune_depart: z.string(),
  code_commune_arrivee: z.string(),
  slug_depart: z.string(),
  slug_arrivee: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  /** One of the documented eleven fixed ranges, or the distance formula's estimate. */
  is_fixe: z.boolean(),
  duree_en_secondes: z.number().int(),
  distance_metres: z.number().int(),
  /** Where the distance comes from: the built-in estimate or the routing service. */
  source_itineraire: z.enum(['estimation', 'osrm']),
  villes_json: z.array(stageTownSchema),
});
export type Borne = z.infer<typeof borneSchema>;
export const borneResponseSchema = dataEnvelope(borneSchema);

/** A town of a pair: an INSEE code, a town name or a page slug ("saint-denis-93066"). */
export const placeParamSchema = text()
  .trim()
  .min(1, 'est obligatoire')
  .max(120, 'ne doit pas dépasser 120 caractères');
export const bornesParamsSchema = z.object({ depart: placeParamSchema, arrivee: placeParamSchema });
/**
 * The town pages' pair form: the two towns of a price range request (page slugs), not the same
 * town twice (the server's message; the server also refuses two names of one town).
 */
export const townPairFormSchema = bornesParamsSchema.refine(
  (pair) => pair.depart !== pair.arrivee,
  { path: ['arrivee'], message: geoTexts.sameTown },
);

/** A route point as GeoJSON orders it: [longitude, latitude]. */
const routePointSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

/**
 * docs/product/content-and-games.md `POST /bornes/{depart}/{arrivee}` with `coordonnees`: points sampled along the route
 * (JSON in form encodings). Without them the server follows its own route estimate.
 */
export const stageTownsBodySchema = z
  .object({
    coordonnees: jsonField(
      z.array(routePointSchema).max(5000, 'ne doit pas dépasser 5000 points').optional(),
    ),
  })
  .default({});
export const stageTownsResponseSchema = z.object({ data: z.array(stageTownSchema) });
