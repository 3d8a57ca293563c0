import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, errorResponseSchema, idParams, text } from '@bonneroute/shared/api';
import { TRIP_SHARE_CHANNEL_PREFIX } from '@bonneroute/shared/realtime';
import {
  sharedPositionEventSchema,
  sharedPositionSchema,
  sharedTripResponseSchema,
  tripShareBodySchema,
  tripShareCreatedSchema,
} from '@bonneroute/shared/trip-share';
import { createShare, mayFollowShare, sharedTrip, sharePosition } from './trip-share.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  410: errorResponseSchema,
};
const tokenParams = z.object({ token: text().max(64) });

/** docs/product/trips-and-search.md#share-my-trip: the link, its public page, the live position. */
export const tripShareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.realtime.channels.register(TRIP_SHARE_CHANNEL_PREFIX, (_user, hash) =>
    mayFollowShare(app.deps, hash),
  );
  // The sharer's phone sends its position over the socket it already has open; the same rules
  // as the PUT below (which stays for a phone whose socket is down).
  app.realtime.onPosition(async (user, message) =>
    sharePosition(app.deps, user.id, message.token, message),
  );

  app.post(
    '/trajets/:id/partages',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['trajets'],
        summary:
          'Créer un lien de suivi du trajet pour un proche (conducteur ou passager confirmé)',
        security: [{ bearer: [] }],
        params: idParams,
        body: tripShareBodySchema.optional(),
        response: { 201: tripShareCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await createShare(
        app.deps,
        request.user!.id,
        request.params.id,
        request.body ?? {},
      );
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/suivi/:token',
    {
      schema: {
        tags: ['trajets'],
        summary: 'Le trajet partagé par un lien de suivi (public ; 410 une fois expiré)',
        params: tokenParams,
        response: { 200: sharedTripResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex, nofollow');
      return { data: await sharedTrip(app.deps, request.params.token) };
    },
  );

  app.put(
    '/suivi/:token/position',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['trajets'],
        summary: 'Envoyer ma position aux proches qui suivent mon trajet (dernier point seulement)',
        security: [{ bearer: [] }],
        params: tokenParams,
        body: sharedPositionSchema,
        response: { 200: dataEnvelope(sharedPositionEventSchema), ...errors },
      },
    },
    async (request) => ({
      data: await sharePosition(app.deps, request.user!.id, request.params.token, request.body),
    }),
  );
};
