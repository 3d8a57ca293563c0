import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParams } from '@bonneroute/shared/api';
import {
  meetingPointsResponseSchema,
  updateMeetingPointsBodySchema,
} from '@bonneroute/shared/trips';
import { updateMeetingPoints } from './meeting-points.service';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};

/** docs/product/trips-and-search.md#meeting-points: the driver moves the trip's meeting points. */
export const meetingPointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/trajets/:id/points-de-rendez-vous',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['trajets'],
        summary:
          'Le conducteur change les points de rendez-vous (départ, arrivée, étapes) ; les passagers sont prévenus',
        security: [{ bearer: [] }],
        params: idParams,
        body: updateMeetingPointsBodySchema,
        response: { 200: meetingPointsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { trip, message } = await updateMeetingPoints(
        app.deps,
        request.params.id,
        request.user!,
        request.body,
      );
      return { data: trip, message };
    },
  );
};
