import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@bonneroute/shared/api';
import {
  seriesCancelResponseSchema,
  seriesIdParams,
  seriesUpdateBodySchema,
  seriesUpdateResponseSchema,
} from '@bonneroute/shared/trips';
import { cancelSeries, updateSeries } from './series.service';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};

/** docs/product/trips-and-search.md#regular-trips: the driver's calls on a whole series. */
export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/series/:id/annulation',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['trajets'],
        summary: 'Annule toutes les dates à venir d’un trajet régulier (passagers remboursés)',
        security: [{ bearer: [] }],
        params: seriesIdParams,
        response: { 200: seriesCancelResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await cancelSeries(app.deps, request.params.id, request.user!.id),
    }),
  );

  app.put(
    '/series/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['trajets'],
        summary: 'Change l’heure, la participation ou les places de toutes les dates à venir',
        security: [{ bearer: [] }],
        params: seriesIdParams,
        body: seriesUpdateBodySchema,
        response: { 200: seriesUpdateResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await updateSeries(app.deps, request.params.id, request.user!.id, request.body),
    }),
  );
};
