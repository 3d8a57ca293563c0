import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@bonneroute/shared/api';
import { nextTripResponseSchema } from '@bonneroute/shared/user-space';
import { security, userParams } from '../user-space/user-params';
import { nextTripOf } from './next-trip.service';

/** « Mon prochain trajet »: the member's own next trip, kept by their phone for offline reading. */
export const nextTripRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/utilisateurs/:id/prochain-trajet',
    {
      preValidation: app.requireSelfOrAdmin,
      schema: {
        tags: ['espace utilisateur'],
        summary: 'Prochain trajet du membre (conducteur ou passager), lisible hors connexion',
        security,
        params: userParams,
        response: {
          200: nextTripResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return { data: await nextTripOf(app.deps, request.params.id) };
    },
  );
};
