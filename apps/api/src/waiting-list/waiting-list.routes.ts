import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParams } from '@bonneroute/shared/api';
import {
  waitingListJoinBodySchema,
  waitingListResponseSchema,
} from '@bonneroute/shared/waiting-list';
import { joinWaitingList, leaveWaitingList, myWaitingListEntry } from './waiting-list.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const common = { tags: ['réservations'], security: [{ bearer: [] }], params: idParams };

/** docs/product/booking-and-money.md#waiting-list: join, see my place, leave. */
export const waitingListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/trajets/:id/liste-attente',
    {
      preHandler: app.requireAuth,
      schema: {
        ...common,
        summary: 'M’inscrire sur la liste d’attente d’un trajet complet (sur mon tronçon)',
        body: waitingListJoinBodySchema,
        response: { 200: waitingListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await joinWaitingList(app.deps, request.user!.id, request.params.id, request.body),
    }),
  );

  app.get(
    '/trajets/:id/liste-attente',
    {
      preHandler: app.requireAuth,
      schema: {
        ...common,
        summary: 'Ma place sur la liste d’attente d’un trajet (null si je n’y suis pas)',
        response: { 200: waitingListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await myWaitingListEntry(app.deps, request.user!.id, request.params.id),
    }),
  );

  app.delete(
    '/trajets/:id/liste-attente',
    {
      preHandler: app.requireAuth,
      schema: {
        ...common,
        summary: 'Quitter la liste d’attente (ma priorité passe au suivant)',
        response: { 200: z.object({ data: z.object({ ok: z.literal(true) }) }), ...errors },
      },
    },
    async (request) => {
      await leaveWaitingList(app.deps, request.user!.id, request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
