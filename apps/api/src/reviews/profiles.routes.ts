import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@bonneroute/shared/api';
import {
  profileReviewsResponseSchema,
  publicProfileResponseSchema,
  reviewIdParamsSchema,
  reviewPageQuerySchema,
} from '@bonneroute/shared/reviews';
import { getProfileReviews, getPublicProfile } from './review-queries.service';

const errors = { 404: errorResponseSchema, 422: errorResponseSchema };

/**
 * Members' public profiles (`/utilisateurs/{id}` page), for visitors too: a trip page already
 * shows its driver to anyone (docs/product/user-space.md#public-profile).
 */
export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profils/:id',
    {
      schema: {
        tags: ['avis'],
        security: [{}, { bearer: [] }],
        summary: 'Profil public d’un membre : vérifications, trajets, note, véhicules',
        params: reviewIdParamsSchema,
        response: { 200: publicProfileResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await getPublicProfile(app.deps, request.params.id, request.user),
    }),
  );

  app.get(
    '/profils/:id/avis',
    {
      schema: {
        tags: ['avis'],
        security: [{}, { bearer: [] }],
        summary: 'Avis publiés reçus par un membre, avec leurs réponses',
        params: reviewIdParamsSchema,
        querystring: reviewPageQuerySchema,
        response: { 200: profileReviewsResponseSchema, ...errors },
      },
    },
    async (request) =>
      getProfileReviews(app.deps, request.params.id, request.user, request.query.page),
  );
};
