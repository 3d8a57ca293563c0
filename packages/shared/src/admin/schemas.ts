import { z } from 'zod';
import { dataEnvelope, paginatedEnvelope } from '../api';

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

/** POST /admin/inscriptions (spec §7: utilisateur_id). */
export const remindRegistrationBodySchema = z.object({
  utilisateur_id: z.coerce
    .number({ error: 'Choisissez un utilisateur.' })
    .int('Choisissez un utilisateur.')
    .positive('Choisissez un utilisateur.'),
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
    motif: z
      .string()
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
