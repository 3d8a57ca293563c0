import { z } from 'zod';
import { dataEnvelope, flag01, intField, jsonField, paginationMetaSchema, text } from '../api';
import { PROMO_CODE_MAX } from '../booking/promo-code';
import { ROLES_PATTERN } from './roles';
import { MEETING_NOTE_MAX, stagePointInputSchema } from './meeting-points';
import { travelPreferencesInputSchema, travelPreferencesSchema } from './preferences';
import { recurrenceSchema } from './recurrence';
import { returnTripInputSchema } from './return-trip';

const flag = z.union([z.literal(0), z.literal(1)]);
const person = z.object({
  id: z.number().int(),
  prenom: z.string(),
  avatar: z.string().nullable(),
});

/** A stage town as stored on a trip (docs/product/trips-and-search.md: villes_etapes), in route order. */
export const tripStageSchema = z.object({
  nom: z.string(),
  code_commune: z.string(),
  /** The meeting point in the town (its centre for a stage published before points existed). */
  latitude: z.number(),
  longitude: z.number(),
  /** docs/product/trips-and-search.md#meeting-points: the point's address and note, or null. */
  adresse: z.string().nullable(),
  note: z.string().nullable(),
});
export type TripStage = z.infer<typeof tripStageSchema>;

/** The states of a booking the passenger follows, and the data that says it. */
export const viewerBookingSchema = z.object({
  id: z.number().int(),
  nb_places_reservees: z.number().int(),
  /** EN_ATTENTE, CONFIRMEE, REFUSEE, EXPIREE, ANNULEE (shown in French by the web). */
  statut: z.string(),
  created_at: z.string(),
  /** What the card was charged (or holds, for a request waiting for the driver), in cents. */
  montant_paye: z.number().int(),
  paiement_statut: z.string().nullable(),
  /** Given back to the card, in cents, and when (the last refund). */
  rembourse: z.number().int(),
  date_remboursement: z.string().nullable(),
  /**
   * When the trip changed in a major way after this booking (docs/product/trips-and-search.md
   * #changing-a-published-trip): cancelling before departure refunds in full. Null: no such change.
   */
  modification_importante_le: z.string().nullable(),
});
export type ViewerBooking = z.infer<typeof viewerBookingSchema>;

/**
 * docs/product/trips-and-search.md Trip on the wire; money in cents. In search results `troncon` is the leg that matched
 * the search (stop indexes: 0 = departure, then stage towns, last = arrival) with its own price,
 * and `distance_depart`/`distance_arrivee` are km from the searched places; elsewhere they are null.
 */
export const tripSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  heure: z.string(),
  adresse_depart: z.string(),
  adresse_arrivee: z.string(),
  adresse_depart_id: z.number().int().nullable(),
  adresse_arrivee_id: z.number().int().nullable(),
  latitude_depart: z.number(),
  longitude_depart: z.number(),
  latitude_arrivee: z.number(),
  longitude_arrivee: z.number(),
  /** The driver's notes on the departure and arrival points (« devant l’entrée »), or null. */
  note_depart: z.string().nullable(),
  note_arrivee: z.string().nullable(),
  ville_depart: z.string(),
  ville_arrivee: z.string(),
  code_commune_depart: z.string(),
  code_commune_arrivee: z.string(),
  adresses: z.object({
    depart: z.object({ ville: z.string(), complete: z.string() }),
    arrivee: z.object({ ville: z.string(), complete: z.string() }),
  }),
  distance_depart: z.number().nullable(),
  distance_arrivee: z.number().nullable(),
  duree_secondes: z.number().int().nullable(),
  montant_contribution: z.number().int(),
  nb_places_proposees: z.number().int(),
  nb_places_reservees: z.number().int(),
  computed: z.object({ nb_places_disponibles: z.number().int() }),
  is_resa_automatique: flag,
  is_roles_passagers: flag,
  roles_passagers: z.string(),
  description: z.string().nullable(),
  code_promo: z.string().nullable(),
  villes_etapes: z.array(tripStageSchema),
  montants_etapes: z.array(z.number().int()),
  is_publie: flag,
  is_effectue: flag,
  actif: flag,
  parent_id: z.number().int().nullable(),
  /**
   * docs/product/trips-and-search.md#regular-trips: the regular trip this date belongs to, the
   * outward trip of a return and the return of an outward trip (each page links to the other).
   */
  serie_id: z.number().int().nullable(),
  aller_id: z.number().int().nullable(),
  retour_id: z.number().int().nullable(),
  passager_id: z.number().int().nullable(),
  /**
   * The driver's mobile (E.164, verified by its SMS code), on the trip page only and only for a
   * viewer whose booking on this trip is confirmed (docs/product/trips-and-search.md); else null.
   */
  telephone_conducteur: z.string().nullable(),
  utilisateur_id: z.number().int(),
  /**
   * `note`: the driver's average rating with one decimal, from their published reviews,
   * null for a new member; `nb_avis`: how many reviews it is made of. `age` in whole
   * years (null when unknown) instead of the documented `date_naissance`: the public JSON never
   * carries a member's birth date (docs/decisions/007-security.md).
   */
  conducteur: person.extend({
    age: z.number().int().nullable(),
    sexe: z.string(),
    note: z.number().min(1).max(5).nullable(),
    nb_avis: z.number().int(),
  }),
  passagers: z.array(
    person.extend({
      nb_places_reservees: z.number().int(),
      statut: z.string(),
      /**
       * Where the passenger gets in and out (stop indexes and towns; the whole route for a
       * booking made before seats were counted per leg): the trip page says who rides where.
       */
      troncon: z.object({
        depart: z.number().int(),
        arrivee: z.number().int(),
        ville_depart: z.string(),
        ville_arrivee: z.string(),
      }),
      /** A confirmed passenger's verified mobile, for the trip's driver on its page; else null. */
      telephone: z.string().nullable(),
    }),
  ),
  /**
   * The logged-in viewer's own bookings on this trip, newest first, whatever became of them
   * (a passenger follows each booking). Empty for anyone else.
   */
  mes_reservations: z.array(viewerBookingSchema).optional(),
  /** How the driver travels on this trip (docs/product/trips-and-search.md#travel-preferences). */
  preferences: travelPreferencesSchema,
  /** The driver's rating again (docs/product/trips-and-search.md: lists `note` on the trip too). */
  note: z.number().min(1).max(5).nullable(),
  /**
   * The searched leg: stop indexes (0 = departure, last = arrival), its price and the seats left
   * on it (`computed.nb_places_disponibles` stays the whole route's).
   */
  troncon: z
    .object({
      depart: z.number().int(),
      arrivee: z.number().int(),
      ville_depart: z.string(),
      ville_arrivee: z.string(),
      montant_contribution: z.number().int(),
      nb_places_disponibles: z.number().int(),
    })
    .nullable(),
});
export type Trip = z.infer<typeof tripSchema>;

export const tripResponseSchema = z.object({ data: tripSchema });
export const tripListResponseSchema = z.object({
  data: z.array(tripSchema),
  meta: paginationMetaSchema,
});
export type TripList = z.infer<typeof tripListResponseSchema>;

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const optionalText = (max: number, multiline = false) =>
  text({ multiline })
    .trim()
    .max(max, `ne doit pas dépasser ${max} caractères`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);
const cents = intField({ min: 0, max: 100_000 });

export const DESCRIPTION_MAX = 1000;

/** docs/product/trips-and-search.md POST /trajets (multipart): every field of the wizard. */
export const createTripBodySchema = z.object({
  date: text().trim().regex(ISO_DATE, 'doit être une date AAAA-MM-JJ'),
  heure: text().trim(),
  adresse_depart: text().trim().min(1, 'est obligatoire').max(255),
  adresse_arrivee: text().trim().min(1, 'est obligatoire').max(255),
  adresse_depart_id: intField({ min: 1 }).optional(),
  adresse_arrivee_id: intField({ min: 1 }).optional(),
  code_commune_depart: text().trim().min(1, 'est obligatoire').max(120),
  code_commune_arrivee: text().trim().min(1, 'est obligatoire').max(120),
  latitude_depart: latitude.optional(),
  longitude_depart: longitude.optional(),
  latitude_arrivee: latitude.optional(),
  longitude_arrivee: longitude.optional(),
  note_depart: optionalText(MEETING_NOTE_MAX),
  note_arrivee: optionalText(MEETING_NOTE_MAX),
  duree_secondes: intField({ min: 0, max: 7 * 24 * 3600 }).optional(),
  nb_places_proposees: intField({ min: 1, max: 8 }),
  is_resa_automatique: flag01,
  is_roles_passagers: flag01.default(0),
  roles_passagers: text()
    .trim()
    .regex(ROLES_PATTERN, 'doit être cinq 0/1 séparés par des virgules')
    .default('0,0,0,0,0'),
  montant_contribution: cents,
  villes_etapes: jsonField(
    z
      .array(z.union([text().trim().min(1).max(120), stagePointInputSchema]))
      .max(8, 'au plus 8 villes étapes')
      .optional(),
  ),
  montants_etapes: jsonField(z.array(cents).max(8).optional()),
  description: optionalText(DESCRIPTION_MAX, true),
  code_promo: optionalText(PROMO_CODE_MAX),
  is_publie: flag01.default(1),
  /** This trip's preferences over the profile's (a JSON object in the multipart form). */
  preferences: jsonField(travelPreferencesInputSchema.optional()),
  /** docs/product/trips-and-search.md#regular-trips: one trip per date (JSON in the multipart). */
  recurrence: jsonField(recurrenceSchema.optional()),
  /** docs/product/trips-and-search.md#the-return: the return, its own trip linked to this one. */
  retour: jsonField(returnTripInputSchema.optional()),
});
export type CreateTripBody = z.infer<typeof createTripBodySchema>;
/** A date of a series not published, and why (another trip of the driver then). */
export const skippedDateSchema = z.object({ date: z.string(), motif: z.string() });
export type SkippedDate = z.infer<typeof skippedDateSchema>;

/**
 * The first trip made; with a series also every trip made (`ids`, the returns apart) and the
 * dates skipped. `data.retour_id` is the return of the first trip.
 */
export const createTripResponseSchema = z.object({
  id: z.number().int(),
  data: tripSchema.extend({
    ids: z.array(z.number().int()).optional(),
    retour_ids: z.array(z.number().int()).optional(),
    dates_ignorees: z.array(skippedDateSchema).optional(),
  }),
});

/**
 * docs/product/trips-and-search.md PUT /trajets/{id} (form-urlencoded or JSON, at least one):
 * the seats and roles, and (docs/product/trips-and-search.md#changing-a-published-trip) the
 * date within a day, the time, the prices and the description. Meeting points have their own
 * call (PUT /trajets/{id}/points-de-rendez-vous).
 */
export const updateTripBodySchema = z.object({
  is_roles_passagers: flag01.optional(),
  nb_places_proposees: intField({ min: 1, max: 8 }).optional(),
  roles_passagers: text()
    .trim()
    .regex(ROLES_PATTERN, 'doit être cinq 0/1 séparés par des virgules')
    .optional(),
  date: text().trim().regex(ISO_DATE, 'doit être une date AAAA-MM-JJ').optional(),
  heure: text().trim().optional(),
  montant_contribution: cents.optional(),
  /** Each stage town's price, in route order (a JSON array in a form). */
  montants_etapes: jsonField(z.array(cents).max(8).optional()),
  /**
   * The stage towns, as POST /trajets takes them (with `montants_etapes`). A town where a
   * passenger gets in or out stays, or is replaced in place (same number of stages).
   */
  villes_etapes: jsonField(
    z
      .array(z.union([text().trim().min(1).max(120), stagePointInputSchema]))
      .max(8, 'au plus 8 villes étapes')
      .optional(),
  ),
  /** An empty text removes the description. */
  description: text({ multiline: true })
    .trim()
    .max(DESCRIPTION_MAX, `ne doit pas dépasser ${DESCRIPTION_MAX} caractères`)
    .optional(),
});
export type UpdateTripBody = z.infer<typeof updateTripBodySchema>;

/** docs/product/trips-and-search.md GET /code-promo/{code}: status (an unknown or spent code is INVALIDE, with why). */
export const promoCheckResponseSchema = dataEnvelope(
  z.object({
    code: z.string(),
    status: z.enum(['VALIDE', 'INVALIDE']),
    detail: z.string().nullable(),
    pourcentage: z.number().nullable(),
    montant: z.number().int().nullable(),
  }),
);

/** docs/product/trips-and-search.md#meeting-points: the trip as changed, and what was done. */
export const meetingPointsResponseSchema = z.object({ data: tripSchema, message: z.string() });

/** PUT /trajets/{id}: the trip as changed and what was done (who was told). */
export const updateTripResponseSchema = z.object({ data: tripSchema, message: z.string() });
