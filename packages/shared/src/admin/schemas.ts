import { z } from 'zod';
import { alertStatsSchema } from '../alerts';
import { INT32_MAX, dataEnvelope, paginatedEnvelope, text } from '../api';

/** GET /admin/inscriptions: accounts whose e-mail is not validated yet. */
export const adminRegistrationSchema = z.object({
  id: z.number().int(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
  created_at: z.string(),
  /** 1 when a reminder already went out during the asking admin's session. */
  relance_envoyee: z.union([z.literal(0), z.literal(1)]),
  derniere_relance: z.string().nullable(),
  nb_relances: z.number().int(),
});
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;
export const adminRegistrationsResponseSchema = paginatedEnvelope(adminRegistrationSchema);

/** POST /admin/inscriptions (docs/product/admin.md: utilisateur_id). */
export const remindRegistrationBodySchema = z.object({
  utilisateur_id: z.coerce
    .number({ error: 'Choisissez un utilisateur.' })
    .int('Choisissez un utilisateur.')
    .positive('Choisissez un utilisateur.')
    .max(INT32_MAX, 'Choisissez un utilisateur.'),
});
export const remindRegistrationResponseSchema = dataEnvelope(
  z.object({ utilisateur_id: z.number().int(), relance_envoyee: z.literal(1) }),
);

/** The embedded mail transport's outbox, readable by the team. */
export const adminEmailSummarySchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  template: z.string(),
  transport: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type AdminEmailSummary = z.infer<typeof adminEmailSummarySchema>;
export const adminEmailsResponseSchema = paginatedEnvelope(adminEmailSummarySchema);
export const adminEmailDetailSchema = adminEmailSummarySchema.extend({
  html: z.string(),
  text: z.string(),
  last_error: z.string().nullable(),
});
export type AdminEmailDetail = z.infer<typeof adminEmailDetailSchema>;
export const adminEmailDetailResponseSchema = dataEnvelope(adminEmailDetailSchema);

/** Every admin action, written down: who, what, when. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  auteur_id: z.number().int().nullable(),
  auteur: z.string(),
  action: z.string(),
  cible_type: z.string(),
  cible_id: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponseSchema = paginatedEnvelope(auditEntrySchema);

/** An identity document waiting for (or past) the team's check. */
export const adminDocumentSchema = z.object({
  id: z.number().int(),
  utilisateur_id: z.number().int(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
  type_doc_code: z.string(),
  mimetype: z.string(),
  created_at: z.string(),
  is_verifie: z.union([z.literal(0), z.literal(1)]),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;
export const adminDocumentsResponseSchema = paginatedEnvelope(adminDocumentSchema);
export const adminDocumentsQuerySchema = z.object({
  statut: z.enum(['a_verifier', 'verifie']).default('a_verifier'),
});

export const DOCUMENT_REFUSAL_MAX = 255;
/** POST /admin/documents/{id}/decision: verified, or refused with a reason the user reads. */
export const documentDecisionBodySchema = z
  .object({
    decision: z.enum(['VERIFIE', 'REFUSE'], { error: 'Choisissez « Vérifié » ou « Refusé ».' }),
    motif: text({ multiline: true })
      .trim()
      .max(
        DOCUMENT_REFUSAL_MAX,
        `Le motif ne doit pas dépasser ${DOCUMENT_REFUSAL_MAX} caractères.`,
      )
      .optional(),
  })
  .refine((body) => body.decision === 'VERIFIE' || (body.motif ?? '').length > 0, {
    message: 'Indiquez le motif du refus : la personne le lira.',
    path: ['motif'],
  });
export type DocumentDecision = z.infer<typeof documentDecisionBodySchema>;
export const documentDecisionResponseSchema = dataEnvelope(
  z.object({
    id: z.number().int(),
    decision: z.enum(['VERIFIE', 'REFUSE']),
    /** Cents paid out to the driver right after the verification (0 when nothing was owed). */
    versement: z.number().int(),
  }),
);
/** docs/product/admin.md Search log, as GET /admin/recherches lists it. */
export const adminSearchSchema = z.object({
  id: z.number().int(),
  localite: z.string().nullable(),
  moment: z.string(),
  nom_commune_depart: z.string(),
  nom_commune_arrivee: z.string(),
});
export type AdminSearch = z.infer<typeof adminSearchSchema>;
export const adminSearchesResponseSchema = paginatedEnvelope(adminSearchSchema);

/** docs/product/admin.md Passenger acceptance, as GET /admin/passagers lists it. */
export const adminPassengerSchema = z.object({
  id: z.number().int(),
  trajet_id: z.number().int(),
  prenom: z.string(),
  nom: z.string(),
  statut: z.string(),
  datetime_acceptation: z.string().nullable(),
  nb_places_reservees: z.number().int(),
});
export type AdminPassenger = z.infer<typeof adminPassengerSchema>;
export const adminPassengersResponseSchema = paginatedEnvelope(adminPassengerSchema);

/** The dashboard's figures: counts, searches per day, top pairs, bookings and fees. */
export const adminStatisticsSchema = z.object({
  utilisateurs: z.object({
    total: z.number().int(),
    actives: z.number().int(),
    nouveaux_28_jours: z.number().int(),
  }),
  passagers: z.object({ reservations: z.number().int(), places: z.number().int() }),
  recherches: z.object({
    total: z.number().int(),
    /** The last 28 distinct days that had searches, oldest first (docs/product/admin.md: chart 28 days). */
    par_jour: z.array(z.object({ jour: z.string(), nombre: z.number().int() })),
    top_paires: z.array(
      z.object({ depart: z.string(), arrivee: z.string(), nombre: z.number().int() }),
    ),
  }),
  /** Confirmed bookings and the platform's fees (cents) per day over the last 28 days. */
  reservations_par_jour: z.array(
    z.object({
      jour: z.string(),
      reservations: z.number().int(),
      places: z.number().int(),
      frais: z.number().int(),
    }),
  ),
  /** Trip alerts created, found a trip, converted into a booking. */
  alertes: alertStatsSchema,
});
export type AdminStatistics = z.infer<typeof adminStatisticsSchema>;
export const adminStatisticsResponseSchema = dataEnvelope(adminStatisticsSchema);

/** A trip as the admin trips list shows it (cards, page by page). */
export const adminTripSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  heure: z.string(),
  ville_depart: z.string(),
  ville_arrivee: z.string(),
  conducteur_id: z.number().int(),
  conducteur: z.string(),
  montant_contribution: z.number().int(),
  nb_places_proposees: z.number().int(),
  nb_places_reservees: z.number().int(),
  actif: z.union([z.literal(0), z.literal(1)]),
  is_effectue: z.union([z.literal(0), z.literal(1)]),
});
export type AdminTrip = z.infer<typeof adminTripSchema>;
export const adminTripsResponseSchema = paginatedEnvelope(adminTripSchema);

export const TRIP_DEACTIVATION_MAX = 255;
export const deactivateTripBodySchema = z.object({
  motif: text({ multiline: true, error: 'Indiquez pourquoi ce trajet est désactivé.' })
    .trim()
    .min(1, 'Indiquez pourquoi ce trajet est désactivé.')
    .max(
      TRIP_DEACTIVATION_MAX,
      `Le motif ne doit pas dépasser ${TRIP_DEACTIVATION_MAX} caractères.`,
    ),
});
export const deactivateTripResponseSchema = dataEnvelope(
  z.object({ id: z.number().int(), actif: z.literal(0), rembourse: z.number().int() }),
);
