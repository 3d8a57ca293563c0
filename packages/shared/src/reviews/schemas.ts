import { z } from 'zod';
import { idParams, intField, pageQuery, paginationMetaSchema } from '../api';
import {
  HIDE_REASON_MAX,
  isCommentRequired,
  RATING_MAX,
  RATING_MIN,
  REPORT_REASON_MAX,
  REVIEW_COMMENT_MAX,
} from './rules';
import { optionalPlainText, plainText } from './text-field';
import { reviewTexts } from './texts';

const id = intField({ min: 1, max: 2_147_483_647 });
const flag = z.union([z.literal(0), z.literal(1)]);

/** A path `{id}` (review, user): a positive integer. */
export const reviewIdParamsSchema = idParams;
export const reviewPageQuerySchema = z.object({ page: pageQuery });

export const ratingField = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: reviewTexts.ratingRange })
    .int(reviewTexts.ratingRange)
    .min(RATING_MIN, reviewTexts.ratingRange)
    .max(RATING_MAX, reviewTexts.ratingRange),
);

/** POST /avis: one review of one co-traveller for one done trip. */
export const createReviewBodySchema = z
  .object({
    trajet_id: id,
    cible_id: id,
    note: ratingField,
    commentaire: optionalPlainText(REVIEW_COMMENT_MAX),
  })
  .superRefine((body, context) => {
    if (isCommentRequired(body.note) && !body.commentaire)
      context.addIssue({
        code: 'custom',
        path: ['commentaire'],
        message: reviewTexts.commentRequired,
      });
  });
export type CreateReviewBody = z.output<typeof createReviewBodySchema>;

/** POST /avis/{id}/reponse: the reviewed person's one public reply. */
export const replyBodySchema = z.object({ reponse: plainText(REVIEW_COMMENT_MAX) });
/** POST /avis/{id}/signalements: why this review should not stay. */
export const reportBodySchema = z.object({ motif: plainText(REPORT_REASON_MAX) });
/** POST /admin/avis/{id}/masquage: the reason, told to the author. */
export const hideReviewBodySchema = z.object({ motif: plainText(HIDE_REASON_MAX) });

export const REVIEW_ROLES = ['CONDUCTEUR', 'PASSAGER'] as const;
export const reviewRoleSchema = z.enum(REVIEW_ROLES);
export type ReviewRole = z.infer<typeof reviewRoleSchema>;

const personSchema = z.object({
  id: z.number().int(),
  prenom: z.string(),
  avatar: z.string().nullable(),
});

const reviewTripSchema = z.object({
  id: z.number().int(),
  ville_depart: z.string(),
  ville_arrivee: z.string(),
  date: z.string(),
});

/** A published review as members read it (received, on a profile). Plain text, never HTML. */
export const reviewSchema = z.object({
  id: z.number().int(),
  trajet: reviewTripSchema,
  auteur: personSchema,
  cible: personSchema,
  /** What the author and the reviewed person were on that trip. */
  role_auteur: reviewRoleSchema,
  role_cible: reviewRoleSchema,
  note: z.number().int(),
  commentaire: z.string().nullable(),
  publie_le: z.string(),
  reponse: z.string().nullable(),
  reponse_le: z.string().nullable(),
  /** The reader has already reported it. */
  signale: flag,
});
export type Review = z.infer<typeof reviewSchema>;

export const REVIEW_STATUSES = ['EN_ATTENTE', 'PUBLIE', 'MASQUE'] as const;

/** A review as its author sees it, published or not. */
export const givenReviewSchema = reviewSchema.omit({ signale: true }).extend({
  statut: z.enum(REVIEW_STATUSES),
  publie_le: z.string().nullable(),
  /** The last day of the window (YYYY-MM-DD): published at the latest when it ends. */
  dernier_jour: z.string(),
  masque_motif: z.string().nullable(),
  created_at: z.string(),
});
export type GivenReview = z.infer<typeof givenReviewSchema>;

/** Someone the user travelled with and may still review. */
export const reviewToWriteSchema = z.object({
  trajet: reviewTripSchema.extend({ heure: z.string() }),
  cible: personSchema,
  role_cible: reviewRoleSchema,
  /** Last day to write it (YYYY-MM-DD, Paris), and the instant the window closes. */
  dernier_jour: z.string(),
  date_limite: z.string(),
  /** They have reviewed the user already: both reviews go public once this one is written. */
  avis_recu_en_attente: flag,
});
export type ReviewToWrite = z.infer<typeof reviewToWriteSchema>;

export const reviewsToWriteResponseSchema = z.object({ data: z.array(reviewToWriteSchema) });
export const receivedReviewsResponseSchema = z.object({
  data: z.array(reviewSchema),
  /** `en_attente`: reviews received but not public yet (double-blind). */
  meta: paginationMetaSchema.extend({ en_attente: z.number().int() }),
});
export type ReceivedReviews = z.infer<typeof receivedReviewsResponseSchema>;
export const givenReviewsResponseSchema = z.object({
  data: z.array(givenReviewSchema),
  meta: paginationMetaSchema,
});
export type GivenReviews = z.infer<typeof givenReviewsResponseSchema>;
export const givenReviewResponseSchema = z.object({ data: givenReviewSchema });
export const reviewResponseSchema = z.object({ data: reviewSchema });
export const profileReviewsResponseSchema = z.object({
  data: z.array(reviewSchema),
  meta: paginationMetaSchema,
});
export type ProfileReviews = z.infer<typeof profileReviewsResponseSchema>;
export const reportResponseSchema = z.object({
  data: z.object({ avis_id: z.number().int(), signale: z.literal(1) }),
});

/** A driver's or member's rating: average with one decimal (null: new member) and count. */
export const ratingSummarySchema = z.object({
  note: z.number().nullable(),
  nb_avis: z.number().int(),
});

/** GET /profils/{id}: what members may know of each other. Never a document itself. */
export const publicProfileSchema = ratingSummarySchema.extend({
  id: z.number().int(),
  prenom: z.string(),
  age: z.number().int().nullable(),
  avatar: z.string().nullable(),
  /** YYYY-MM-DD */
  membre_depuis: z.string(),
  verifications: z.object({ email: flag, telephone: flag, identite: flag }),
  trajets_conducteur: z.number().int(),
  trajets_passager: z.number().int(),
  vehicules: z.array(z.object({ marque: z.string(), modele: z.string(), couleur: z.string() })),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export const publicProfileResponseSchema = z.object({ data: publicProfileSchema });

const staffPersonSchema = personSchema.extend({ nom: z.string() });

/** The moderation queue: a reported review, its reports, who wrote and received it. */
export const reportedReviewSchema = reviewSchema
  .omit({ signale: true, auteur: true, cible: true })
  .extend({
    auteur: staffPersonSchema,
    cible: staffPersonSchema,
    signalements: z.array(
      z.object({
        id: z.number().int(),
        prenom: z.string(),
        nom: z.string(),
        motif: z.string(),
        created_at: z.string(),
      }),
    ),
  });
export type ReportedReview = z.infer<typeof reportedReviewSchema>;
export const reportedReviewsResponseSchema = z.object({
  data: z.array(reportedReviewSchema),
  meta: paginationMetaSchema,
});
export type ReportedReviews = z.infer<typeof reportedReviewsResponseSchema>;
export const moderationResponseSchema = z.object({
  data: z.object({ id: z.number().int(), statut: z.enum(['MASQUE', 'PUBLIE']) }),
});
