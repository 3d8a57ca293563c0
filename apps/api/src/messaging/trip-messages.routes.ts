import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParams } from '@bonneroute/shared/api';
import {
  messagingTexts,
  sendTripMessageBodySchema,
  tripMessageCreatedSchema,
  tripMessageListSchema,
} from '@bonneroute/shared/messaging';
import { listMessagesOfUser, listTripMessages, sendTripMessage } from './trip-messages.service';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/** docs/product/messaging.md GET/POST /trajets/{id}/messages and GET /utilisateurs/{id}/messages. */
export const tripMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/trajets/:id/messages',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['messages'],
        summary: 'Écrit au conducteur d’un trajet (ou, pour le conducteur, répond)',
        security: [{ bearer: [] }],
        params: idParams,
        body: sendTripMessageBodySchema,
        response: { 201: tripMessageCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const sent = await sendTripMessage(app.deps, request.user!, request.params.id, request.body);
      return reply.code(201).send({
        data: sent.message,
        meta: {
          coordonnees_masquees: sent.masked,
          avis: sent.masked ? messagingTexts.contactMasked : null,
        },
      });
    },
  );

  app.get(
    '/trajets/:id/messages',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['messages'],
        summary:
          'Messages d’un trajet que l’utilisateur a écrits ou reçus (tous pour le conducteur)',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: tripMessageListSchema, ...errors },
      },
    },
    async (request) => ({
      data: await listTripMessages(app.deps, request.params.id, request.user!.id),
    }),
  );

  app.get(
    '/utilisateurs/:id/messages',
    {
      preHandler: app.requireSelfOrAdmin,
      schema: {
        tags: ['messages'],
        summary: 'Messages écrits ou reçus par l’utilisateur, les plus récents d’abord',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: tripMessageListSchema, ...errors },
      },
    },
    async (request) => ({ data: await listMessagesOfUser(app.deps, request.params.id) }),
  );
};
