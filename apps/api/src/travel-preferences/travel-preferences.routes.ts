import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParams } from '@bonneroute/shared/api';
import {
  preferencesTexts,
  travelPreferencesInputSchema,
  travelPreferencesSchema,
} from '@bonneroute/shared/trips';
import { choosePreferences, preferencesOfMember } from './travel-preferences.service';

const tags = ['espace utilisateur'];
const responseSchema = z.object({ data: travelPreferencesSchema, message: z.string().optional() });
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};

/** docs/product/trips-and-search.md#travel-preferences: read by anyone, changed by the member. */
export const travelPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/utilisateurs/:id/preferences',
    {
      schema: {
        tags,
        summary: 'Préférences de voyage d’un membre (discussion, musique, tabac, animaux…)',
        params: idParams,
        response: { 200: responseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ data: await preferencesOfMember(app.db, request.params.id) }),
  );

  app.put(
    '/utilisateurs/:id/preferences',
    {
      preValidation: app.requireSelfOrAdmin,
      schema: {
        tags,
        summary: 'Enregistre les préférences de voyage (les clés absentes ne changent pas)',
        security: [{ bearer: [] }],
        params: idParams,
        body: travelPreferencesInputSchema,
        response: { 200: responseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await choosePreferences(app.db, request.params.id, request.body),
      message: preferencesTexts.saved,
    }),
  );
};
