import { z } from 'zod';
import { paginationMetaSchema } from '../api';
import { alertTexts, ALERT_LIMITS, ALERT_STATUSES } from './texts';

const isoDate = z
  .string({ error: alertTexts.dateInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, alertTexts.dateInvalid);
const hourMinute = z
  .string({ error: alertTexts.timeInvalid })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, alertTexts.timeInvalid);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** A town as the search reads it (INSEE code, postcode or name). */
const townField = z
  .string({ error: alertTexts.townRequired })
  .trim()
  .min(1, alertTexts.townRequired)
  .max(120);

/**
 * POST /api/alertes. `depart`/`arrivee`: a town (INSEE code, postcode or name, as the search).
 * Dates: `date` alone (one day), `date` and `date_fin` (a range of at most 30 days), or
 * `tous_les_jours: 1`. `email` is required from visitors and ignored for members.
 */
export const createAlertBodySchema = z.object({
  depart: townField,
  arrivee: townField,
  date: optional(isoDate),
  date_fin: optional(isoDate),
  tous_les_jours: optional(z.coerce.number().int().min(0).max(1)),
  heure_min: optional(hourMinute),
  heure_max: optional(hourMinute),
  nb_places: z.coerce
    .number({ error: alertTexts.seatsInvalid })
    .int(alertTexts.seatsInvalid)
    .min(1, alertTexts.seatsInvalid)
    .max(ALERT_LIMITS.maxSeats, alertTexts.seatsInvalid)
    .default(1),
  email: optional(z.string().trim().max(254)),
});
export type CreateAlertBody = z.infer<typeof createAlertBodySchema>;

export const updateAlertBodySchema = z.object({
  statut: z.enum(['ACTIVE', 'PAUSEE'], { error: alertTexts.statusInvalid }),
});

export const alertSchema = z.object({
  id: z.number().int(),
  ville_depart: z.string(),
  ville_arrivee: z.string(),
  code_commune_depart: z.string(),
  code_commune_arrivee: z.string(),
  date_debut: z.string().nullable(),
  date_fin: z.string().nullable(),
  tous_les_jours: z.union([z.literal(0), z.literal(1)]),
  heure_min: z.string().nullable(),
  heure_max: z.string().nullable(),
  nb_places: z.number().int(),
  statut: z.enum(ALERT_STATUSES),
  nb_trajets_trouves: z.number().int(),
  cree_le: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertResponseSchema = z.object({ data: alertSchema });
export const createAlertResponseSchema = z.object({
  data: alertSchema,
  meta: z.object({
    confirmation_requise: z.union([z.literal(0), z.literal(1)]),
    message: z.string(),
  }),
});
export const alertListResponseSchema = z.object({
  data: z.array(alertSchema),
  meta: paginationMetaSchema.extend({ actives: z.number().int(), max_actives: z.number().int() }),
});

export const alertTokenBodySchema = z.object({
  token: z
    .string()
    .trim()
    .min(10, alertTexts.confirmLinkInvalid)
    .max(100, alertTexts.confirmLinkInvalid),
});
export const unsubscribeQuerySchema = z.object({
  alerte: z.coerce
    .number({ error: alertTexts.unsubscribeLinkInvalid })
    .int()
    .positive()
    .max(2_147_483_647),
  signature: z.string().trim().min(10, alertTexts.unsubscribeLinkInvalid).max(100),
});
export const messageResponseSchema = z.object({ data: z.object({ message: z.string() }) });

export const demandQuerySchema = z.object({
  depart: townField,
  arrivee: townField,
  date: optional(isoDate),
});
export const demandResponseSchema = z.object({
  data: z.object({ personnes: z.number().int(), texte: z.string() }),
});

/** Admin dashboard: created, matched (at least one trip found), converted into a booking. */
export const alertStatsSchema = z.object({
  creees: z.number().int(),
  actives: z.number().int(),
  trouvees: z.number().int(),
  converties: z.number().int(),
  notifications: z.number().int(),
});
export type AlertStats = z.infer<typeof alertStatsSchema>;
