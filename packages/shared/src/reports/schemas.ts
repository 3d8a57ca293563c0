import { z } from 'zod';
import { dataEnvelope, idSchema, paginatedEnvelope, pageQuery, text } from '../api';
import {
  CONTEST_REASON_MAX,
  DECISION_REASONS_MAX,
  MESSAGE_CHANNELS,
  REPORT_DECISION_CODES,
  REPORT_DETAILS_MAX,
  REPORT_REASON_CODES,
  REPORT_STATUS_CODES,
  REPORT_TYPES,
  reportTexts,
} from './texts';

function memberText(max: number, required: string, tooLong: string) {
  return z
    .string({ error: required })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(text({ multiline: true }).min(1, required).max(max, tooLong));
}

/** POST /signalements. */
export const createReportBodySchema = z.object({
  type: z.enum(REPORT_TYPES, { error: reportTexts.typeInvalid }),
  cible_id: idSchema,
  /** For a message: the trip's messages (default) or its live chat. */
  canal: z.enum(MESSAGE_CHANNELS).optional(),
  motif: z.enum(REPORT_REASON_CODES, { error: reportTexts.reasonRequired }),
  details: z.preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    memberText(
      REPORT_DETAILS_MAX,
      reportTexts.detailsTooLong,
      reportTexts.detailsTooLong,
    ).optional(),
  ),
});
export type CreateReportBody = z.output<typeof createReportBodySchema>;

/** POST /admin/signalements/{id}/decision: the statement of reasons sent to both members. */
export const decideReportBodySchema = z.object({
  decision: z.enum(REPORT_DECISION_CODES, { error: reportTexts.decisionRequired }),
  motifs: memberText(DECISION_REASONS_MAX, reportTexts.reasonsRequired, reportTexts.reasonsTooLong),
});
export type DecideReportBody = z.output<typeof decideReportBodySchema>;

/** POST /signalements/{id}/contestation. */
export const contestReportBodySchema = z.object({
  motif: memberText(CONTEST_REASON_MAX, reportTexts.contestRequired, reportTexts.contestTooLong),
});

const decisionSchema = z.object({
  decision: z.enum(REPORT_DECISION_CODES),
  libelle: z.string(),
  motifs: z.string(),
  decide_le: z.string(),
});

/** What a member sees of a report they sent or that concerns them. */
export const memberReportSchema = z.object({
  id: z.number().int(),
  type: z.enum(REPORT_TYPES),
  cible_id: z.number().int(),
  /** « Vous avez signalé » or « Vous concerne ». */
  role: z.enum(['auteur', 'concerne']),
  motif: z.enum(REPORT_REASON_CODES),
  motif_libelle: z.string(),
  resume: z.string(),
  statut: z.enum(REPORT_STATUS_CODES),
  statut_libelle: z.string(),
  decision: decisionSchema.nullable(),
  /** 1 while this member may still contest the decision. */
  peut_contester: z.union([z.literal(0), z.literal(1)]),
  contestation: z.string().nullable(),
  created_at: z.string(),
});
export type MemberReport = z.infer<typeof memberReportSchema>;
export const memberReportsResponseSchema = paginatedEnvelope(memberReportSchema);
export const memberReportsQuerySchema = z.object({ page: pageQuery });

export const createReportResponseSchema = dataEnvelope(
  z.object({ id: z.number().int(), statut: z.enum(REPORT_STATUS_CODES), message: z.string() }),
);

const personSchema = z
  .object({ id: z.number().int(), prenom: z.string(), nom: z.string() })
  .nullable();

/** One row of the team's queue. */
export const adminReportSchema = z.object({
  id: z.number().int(),
  type: z.enum(REPORT_TYPES),
  canal: z.enum(MESSAGE_CHANNELS).nullable(),
  cible_id: z.number().int(),
  motif: z.enum(REPORT_REASON_CODES),
  motif_libelle: z.string(),
  details: z.string().nullable(),
  /** The reported text as it was when reported (message, review, trip description). */
  contenu: z.string().nullable(),
  resume: z.string(),
  trajet_id: z.number().int().nullable(),
  auteur: personSchema,
  concerne: personSchema,
  /** Reports of the same thing by other members. */
  nb_signalements_cible: z.number().int(),
  statut: z.enum(REPORT_STATUS_CODES),
  decision: decisionSchema.nullable(),
  contestations: z.array(
    z.object({ par: z.enum(['auteur', 'concerne']), motif: z.string(), created_at: z.string() }),
  ),
  created_at: z.string(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportsResponseSchema = paginatedEnvelope(adminReportSchema);
export const adminReportsQuerySchema = z.object({
  page: pageQuery,
  statut: z.enum(REPORT_STATUS_CODES).optional(),
  type: z.enum(REPORT_TYPES).optional(),
});

export const decideReportResponseSchema = dataEnvelope(
  z.object({
    id: z.number().int(),
    statut: z.enum(REPORT_STATUS_CODES),
    decision: z.enum(REPORT_DECISION_CODES),
  }),
);
export const contestReportResponseSchema = dataEnvelope(
  z.object({ id: z.number().int(), statut: z.enum(REPORT_STATUS_CODES), message: z.string() }),
);

/** GET /admin/conducteurs-signales: a driver and why they look like a business. */
export const flaggedDriverSchema = z.object({
  id: z.number().int(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
  suspendu: z.union([z.literal(0), z.literal(1)]),
  nb_trajets: z.number().int(),
  raisons: z.array(
    z.object({
      code: z.enum(['trajets_par_jour', 'prix_au_maximum', 'frais_supplementaires']),
      raison: z.string(),
    }),
  ),
  /** The last warning the team sent this member, if any. */
  dernier_avertissement: z.string().nullable(),
});
export type FlaggedDriver = z.infer<typeof flaggedDriverSchema>;
export const flaggedDriversResponseSchema = paginatedEnvelope(flaggedDriverSchema);
export const flaggedDriversQuerySchema = z.object({ page: pageQuery });

export const warnDriverBodySchema = z.object({
  motifs: memberText(DECISION_REASONS_MAX, reportTexts.reasonsRequired, reportTexts.reasonsTooLong),
});
export const warnDriverResponseSchema = dataEnvelope(
  z.object({ utilisateur_id: z.number().int(), averti: z.literal(1) }),
);
