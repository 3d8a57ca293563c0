import { z } from 'zod';
import { intField, text } from '../api';
import { UPCOMING_TRIPS_DEFAULT_LIMIT } from '../limits';

/** A trip as the town pages list it (docs/product/geography-and-prices.md: Trip field names; money in cents). */
export const upcomingTripSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  heure: z.string(),
  ville_depart: z.string(),
  ville_arrivee: z.string(),
  code_commune_depart: z.string(),
  code_commune_arrivee: z.string(),
  adresse_depart: z.string(),
  adresse_arrivee: z.string(),
  duree_secondes: z.number().int().nullable(),
  montant_contribution: z.number().int(),
  nb_places_proposees: z.number().int(),
  nb_places_reservees: z.number().int(),
  computed: z.object({ nb_places_disponibles: z.number().int() }),
  is_resa_automatique: z.union([z.literal(0), z.literal(1)]),
  /** `note`: average rating with one decimal (null: new member), `nb_avis`: reviews. */
  conducteur: z.object({
    id: z.number().int(),
    prenom: z.string(),
    avatar: z.string().nullable(),
    note: z.number().nullable(),
    nb_avis: z.number().int(),
  }),
});
export type UpcomingTrip = z.infer<typeof upcomingTripSchema>;

export const upcomingTripsQuerySchema = z.object({
  /** Trips leaving the town (default) or arriving there. */
  sens: z.enum(['depart', 'arrivee']).default('depart'),
  /** Only trips to (or from) this other town: a pair page. */
  vers: text().trim().max(120).optional(),
  limit: z
    .preprocess(
      (value) => (value === undefined || value === '' ? UPCOMING_TRIPS_DEFAULT_LIMIT : value),
      intField({ min: 1, max: 30 }),
    )
    .default(UPCOMING_TRIPS_DEFAULT_LIMIT),
});
export const upcomingTripsResponseSchema = z.object({
  data: z.array(upcomingTripSchema),
  meta: z.object({ total: z.number().int() }),
});
