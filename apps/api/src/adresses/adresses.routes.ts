import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, paginationMeta } from '@bonneroute/shared/api';
import { adressesQuerySchema, adressesResponseSchema } from '@bonneroute/shared/geo';
import { adressesOfCommune } from './adresses.service';

/** docs/product/geography-and-prices.md `GET /adresses?filter[code_commune]&sort=-nb_usages&limit=5`: a town's used addresses. */
export const adressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/adresses',
    {
      schema: {
        tags: ['géographie'],
        summary: 'Adresses déjà utilisées dans une commune, les plus utilisées d’abord',
        querystring: adressesQuerySchema,
        response: { 200: adressesResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const { filter, sort, limit } = request.query;
      const { rows, total } = await adressesOfCommune(app.deps, filter.code_commune, {
        mostUsedFirst: sort === '-nb_usages',
        limit,
      });
      return { data: rows, meta: paginationMeta(total, 1, limit) };
    },
  );
};
