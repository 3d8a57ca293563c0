import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricingResponseSchema } from '@bonneroute/shared/pricing';
import { pricingConfig } from '../config/env';

/** The pricing in force, so every screen computes prices with the server's own numbers. */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tarifs',
    {
      schema: {
        tags: ['prix'],
        summary: 'Paramètres de prix en vigueur (frais fixes, pourcentage, remise dégressive)',
        response: { 200: pricingResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: pricingConfig(app.env) };
    },
  );
};
