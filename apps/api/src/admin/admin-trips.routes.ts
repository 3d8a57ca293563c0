import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPromoCodesResponseSchema,
  createPromoCodeBodySchema,
  promoCodeResponseSchema,
  togglePromoCodeBodySchema,
  adminTripsResponseSchema,
  deactivateTripBodySchema,
  deactivateTripResponseSchema,
} from '@bonneroute/shared/admin';
import { errorResponseSchema, idParamsOf, pageQuery, paginated } from '@bonneroute/shared/api';
import { requireAdminAction } from '../plugins/admin-guard';
import { createPromoCode, promoCodes, setPromoCodeActive } from './promo-codes.service';
import { cancelAbusiveTrip, pageAdminTrips } from './trips.service';
import { adminPage, errors } from './admin-http';

/**
 * Trips and promo codes (docs/product/admin.md).
 */
export const adminTripRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/trajets',
    {
      schema: {
        tags: ['administration'],
        summary: 'Tous les trajets, à venir d’abord, page par page',
        security: [{ bearer: [] }],
        querystring: z.object({ page: pageQuery }),
        response: { 200: adminTripsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = adminPage(request.query.page);
      const { rows, total } = await pageAdminTrips(app.deps, page);
      return paginated(rows, total, page);
    },
  );

  app.post(
    '/admin/trajets/:tripId/desactivation',
    {
      preHandler: requireAdminAction('desactiver-trajet'),
      schema: {
        tags: ['administration'],
        summary: 'Désactive un trajet abusif : passagers remboursés et prévenus (ADMIN)',
        security: [{ bearer: [] }],
        params: idParamsOf('tripId'),
        body: deactivateTripBodySchema,
        response: {
          200: deactivateTripResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const rembourse = await cancelAbusiveTrip(
        app.deps,
        request.user!.id,
        request.params.tripId,
        request.body.motif,
      );
      return { data: { id: request.params.tripId, actif: 0 as const, rembourse } };
    },
  );

  app.get(
    '/admin/codes-promo',
    {
      schema: {
        tags: ['administration'],
        summary: 'Codes promo : limites et utilisation',
        security: [{ bearer: [] }],
        response: { 200: adminPromoCodesResponseSchema, ...errors },
      },
    },
    async () => ({ data: await promoCodes(app.deps) }),
  );

  app.post(
    '/admin/codes-promo',
    {
      preHandler: requireAdminAction('gerer-codes-promo'),
      schema: {
        tags: ['administration'],
        summary: 'Crée un code promo (bonus carburant du conducteur, en centimes) (ADMIN)',
        security: [{ bearer: [] }],
        body: createPromoCodeBodySchema,
        response: {
          201: promoCodeResponseSchema,
          ...errors,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await createPromoCode(app.deps, request.user!.id, request.body) };
    },
  );

  app.post(
    '/admin/codes-promo/:codeId/actif',
    {
      preHandler: requireAdminAction('gerer-codes-promo'),
      schema: {
        tags: ['administration'],
        summary: 'Active ou désactive un code promo (ADMIN)',
        security: [{ bearer: [] }],
        params: idParamsOf('codeId'),
        body: togglePromoCodeBodySchema,
        response: { 200: promoCodeResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await setPromoCodeActive(
        app.deps,
        request.user!.id,
        request.params.codeId,
        request.body.actif === 1,
      ),
    }),
  );
};
