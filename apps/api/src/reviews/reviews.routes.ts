import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@bonneroute/shared/api';
import {
  createReviewBodySchema,
  givenReviewResponseSchema,
  givenReviewsResponseSchema,
  receivedReviewsResponseSchema,
  replyBodySchema,
  reportBodySchema,
  reportResponseSchema,
  reviewIdParamsSchema,
  reviewPageQuerySchema,
  reviewResponseSchema,
  reviewsToWriteResponseSchema,
} from '@bonneroute/shared/reviews';
import { getGivenReviews, getReceivedReviews, getReviewsToWrite } from './review-queries.service';
import { createReview, replyToReview, reportReview } from './reviews.service';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const tags = ['avis'];
const security = [{ bearer: [] }];

/** The member's reviews (to write, received, given), writing, replying, reporting. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/avis/a-ecrire',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Covoitureurs que l’utilisateur peut encore noter, avec leur date limite',
        response: { 200: reviewsToWriteResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await getReviewsToWrite(app.deps, request.user!.id) }),
  );

  app.get(
    '/avis/recus',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Avis publiés reçus par l’utilisateur (et combien attendent leur publication)',
        querystring: reviewPageQuerySchema,
        response: { 200: receivedReviewsResponseSchema, ...errors },
      },
    },
    async (request) => getReceivedReviews(app.deps, request.user!.id, request.query.page),
  );

  app.get(
    '/avis/donnes',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Avis écrits par l’utilisateur : publiés, en attente ou masqués',
        querystring: reviewPageQuerySchema,
        response: { 200: givenReviewsResponseSchema, ...errors },
      },
    },
    async (request) => getGivenReviews(app.deps, request.user!.id, request.query.page),
  );

  app.post(
    '/avis',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Note un covoitureur d’un trajet effectué (une fois, dans les 14 jours)',
        body: createReviewBodySchema,
        response: { 201: givenReviewResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { review } = await createReview(app.deps, request.user!, request.body);
      return reply.code(201).send({ data: review });
    },
  );

  app.post(
    '/avis/:id/reponse',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'La réponse publique (unique) de la personne notée',
        params: reviewIdParamsSchema,
        body: replyBodySchema,
        response: { 201: reviewResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const review = await replyToReview(
        app.deps,
        request.user!,
        request.params.id,
        request.body.reponse,
      );
      return reply.code(201).send({ data: review });
    },
  );

  app.post(
    '/avis/:id/signalements',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: '« Signaler » un avis publié à l’équipe BonneRoute',
        params: reviewIdParamsSchema,
        body: reportBodySchema,
        response: { 201: reportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await reportReview(app.deps, request.user!, request.params.id, request.body.motif);
      return reply.code(201).send({ data: { avis_id: request.params.id, signale: 1 as const } });
    },
  );
};
