import { z } from 'zod';
import { paginationMetaSchema } from '../api';
import { MAX_SEATS_PER_BOOKING } from '../limits';

/**
 * Trip alerts (issue 19, docs/decisions/009-alerts.md): a passenger leaves an alert for a route
 * and is told when a matching trip is published. The rules the form and the server share.
 */
export const ALERT_LIMITS = {
  /** Active alerts (and alerts waiting for their e-mail confirmation) per person. */
  maxActive: 10,
  /** A date range covers at most this many days (both ends included). */
  maxRangeDays: 30,
  maxSeats: MAX_SEATS_PER_BOOKING,
  /** Further matches of an alert within this delay after an e-mail are gathered in one digest. */
  digestDelayMinutes: 60,
  /** The demand shown to drivers counts the searches of the last N days. */
  demandSearchDays: 30,
  /** A visitor's unconfirmed alert is deleted after this many days. */
  confirmationDays: 7,
} as const;

export const ALERT_STATUSES = [
  'EN_ATTENTE_CONFIRMATION',
  'ACTIVE',
  'PAUSEE',
  'EXPIREE',
  'DESABONNEE',
  'SUPPRIMEE',
] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

export const alertStatusLabels: Record<AlertStatus, string> = {
  EN_ATTENTE_CONFIRMATION: 'En attente de confirmation',
  ACTIVE: 'Active',
  PAUSEE: 'En pause',
  EXPIREE: 'Expirée',
  DESABONNEE: 'Désabonnée',
  SUPPRIMEE: 'Supprimée',
};

export const alertTexts = {
  createTitle: 'Créer une alerte pour ce trajet',
  created: 'Votre alerte est créée : nous vous écrirons dès qu’un trajet correspondant est publié.',
  createdVisitor:
    'Presque fini : confirmez votre alerte en cliquant sur le lien que nous venons de vous envoyer par e-mail.',
  confirmed:
    'Votre alerte est confirmée : nous vous écrirons dès qu’un trajet correspondant est publié.',
  confirmLinkInvalid: 'Ce lien de confirmation n’est plus valable. Créez de nouveau votre alerte.',
  unsubscribed: 'C’est fait : vous ne recevrez plus d’e-mail pour cette alerte.',
  unsubscribeLinkInvalid: 'Ce lien de désabonnement n’est pas valable.',
  tooMany: `Vous avez déjà ${ALERT_LIMITS.maxActive} alertes actives : mettez-en une en pause ou supprimez-en une avant d’en créer une autre.`,
  emailRequired: 'Indiquez votre adresse e-mail pour recevoir l’alerte.',
  emailInvalid: 'L’adresse e-mail n’est pas valide.',
  townRequired: 'Indiquez la ville de départ et la ville d’arrivée.',
  dateRequired: 'Choisissez une date, une période ou « Tous les jours ».',
  dateInvalid: 'La date n’est pas valide (format AAAA-MM-JJ).',
  datePast: 'La date est déjà passée.',
  rangeOrder: 'La fin de la période doit suivre son début.',
  rangeTooLong: `Une période couvre au plus ${ALERT_LIMITS.maxRangeDays} jours.`,
  timeInvalid: 'L’heure doit avoir le format HH:MM.',
  timeOrder: 'L’heure de fin doit suivre l’heure de début.',
  seatsInvalid: `Le nombre de places va de 1 à ${ALERT_LIMITS.maxSeats}.`,
  notFound: 'Cette alerte n’existe pas ou n’existe plus.',
  notOwner: 'Cette alerte n’est pas la vôtre.',
  cannotResume: 'Seule une alerte en pause peut être réactivée.',
  cannotPause: 'Seule une alerte active peut être mise en pause.',
  expired: 'Cette alerte est expirée : ses dates sont passées.',
  statusInvalid: 'Le statut demandé n’est pas valable (ACTIVE ou PAUSEE).',
} as const;

/** « 1 personne recherche ce trajet », « 3 personnes recherchent ce trajet ». */
export function demandSentence(count: number): string {
  return count === 1
    ? '1 personne recherche ce trajet'
    : `${count.toLocaleString('fr-FR')} personnes recherchent ce trajet`;
}

/** « 1 alerte active », « 3 alertes actives ». */
export function activeAlertsSentence(count: number): string {
  return count <= 1 ? `${count} alerte active` : `${count} alertes actives`;
}

export type AlertPeriod = 'date' | 'periode' | 'tous_les_jours';

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

/**
 * POST /api/alertes. `depart`/`arrivee`: a town (INSEE code, postcode or name, as the search).
 * Dates: `date` alone (one day), `date` and `date_fin` (a range of at most 30 days), or
 * `tous_les_jours: 1`. `email` is required from visitors and ignored for members.
 */
export const createAlertBodySchema = z.object({
  depart: z
    .string({ error: alertTexts.townRequired })
    .trim()
    .min(1, alertTexts.townRequired)
    .max(120),
  arrivee: z
    .string({ error: alertTexts.townRequired })
    .trim()
    .min(1, alertTexts.townRequired)
    .max(120),
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
  depart: z
    .string({ error: alertTexts.townRequired })
    .trim()
    .min(1, alertTexts.townRequired)
    .max(120),
  arrivee: z
    .string({ error: alertTexts.townRequired })
    .trim()
    .min(1, alertTexts.townRequired)
    .max(120),
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
