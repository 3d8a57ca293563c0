import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@bonneroute/shared/api';
import { ibanBodySchema, ibanResponseSchema } from '@bonneroute/shared/user-space';
import { readIban, saveIban } from './iban.service';
import { security, userParams } from './user-params';

const tags = ['espace utilisateur'];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};

/** docs/product/booking-and-money.md: bank details (vehicles: vehicles.routes.ts). */
export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/utilisateurs/:id/iban',
    {
      preValidation: app.requireSelfOrAdmin,
      schema: {
        tags,
        summary: 'Coordonnées bancaires (IBAN masqué), null si absentes',
        security,
        params: userParams,
        response: { 200: ibanResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await readIban(app.deps, request.params.id) }),
  );

  app.post(
    '/utilisateurs/:id/iban',
    {
      preValidation: app.requireSelfOrAdmin,
      schema: {
        tags,
        summary: 'Enregistre l’IBAN (clé de contrôle vérifiée)',
        security,
        params: userParams,
        body: ibanBodySchema,
        response: { 200: ibanResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await saveIban(app.deps, request.params.id, request.body) }),
  );
};
