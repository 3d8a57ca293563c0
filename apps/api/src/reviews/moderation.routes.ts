import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@bonneroute/shared/api';
import {
  hideReviewBodySchema,
  moderationResponseSchema,
  reportedReviewsResponseSchema,
  reviewIdParamsSchema,
  reviewPageQuerySchema,
} from '@bonneroute/shared/reviews';
import { requireAdminAction } from '../plugins/admin-guard';
import { hideReportedReview, keepReportedReview, listReportedReviews } from './moderation.service';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const tags = ['administration'];
const security = [{ bearer: [] }];

/** The moderation of reported reviews, for ADMIN and MANAGER. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/avis-signales',
    {
      preHandler: requireAdminAction('consulter'),
      schema: {
        tags,
        security,
        summary: 'Avis signalés à examiner, avec chaque signalement',
        querystring: reviewPageQuerySchema,
        response: { 200: reportedReviewsResponseSchema, ...errors },
      },
    },
    async (request) => listReportedReviews(app.deps, request.query.page),
  );

  app.post(
    '/admin/avis/:id/masquage',
    {
      preHandler: requireAdminAction('moderer-avis'),
      schema: {
        tags,
        security,
        summary: 'Masque un avis avec un motif (l’auteur est prévenu)',
        params: reviewIdParamsSchema,
        body: hideReviewBodySchema,
        response: { 200: moderationResponseSchema, ...errors },
      },
    },
    async (request) => {
      await hideReportedReview(app.deps, request.user!.id, request.params.id, request.body.motif);
      return { data: { id: request.params.id, statut: 'MASQUE' as const } };
    },
  );

  app.post(
    '/admin/avis/:id/maintien',
    {
      preHandler: requireAdminAction('moderer-avis'),
      schema: {
        tags,
        security,
        summary: 'Garde un avis signalé et classe ses signalements',
        params: reviewIdParamsSchema,
        response: { 200: moderationResponseSchema, ...errors },
      },
    },
    async (request) => {
      await keepReportedReview(app.deps, request.user!.id, request.params.id);
      return { data: { id: request.params.id, statut: 'PUBLIE' as const } };
    },
  );
};
