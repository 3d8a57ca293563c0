import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRemovalBodySchema, identityCorrectionBodySchema } from '@bonneroute/shared/admin';
import { fullUserResponseSchema } from '@bonneroute/shared/user-space';
import { getFullUser } from '../user-space/profile.service';
import { correctAccount } from './account-corrections.service';
import { errorResponseSchema, idParamsOf } from '@bonneroute/shared/api';
import { requireAdminAction } from '../plugins/admin-guard';
import { errors } from './admin-http';

/**
 * An ADMIN’s explicit corrections of a member’s data, each one journaled.
 */
export const adminCorrectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const correctionSchema = {
    tags: ['administration'],
    security: [{ bearer: [] }],
    params: idParamsOf('userId'),
    response: {
      200: fullUserResponseSchema,
      ...errors,
      404: errorResponseSchema,
      422: errorResponseSchema,
    },
  };
  app.post(
    '/admin/utilisateurs/:userId/corrections/identite',
    {
      preHandler: requireAdminAction('corriger-compte'),
      schema: {
        ...correctionSchema,
        summary: 'Corrige le nom, le prénom, le sexe ou la date de naissance d’un membre (ADMIN)',
        body: identityCorrectionBodySchema,
      },
    },
    async (request) => {
      const { motif, ...identity } = request.body;
      await correctAccount(
        app.deps,
        request.user!.id,
        request.params.userId,
        'identite',
        motif,
        identity,
      );
      return { data: await getFullUser(app.deps, request.params.userId) };
    },
  );
  for (const [field, summary] of [
    ['telephone', 'Retire le numéro de téléphone d’un membre (ADMIN)'],
    ['avatar', 'Retire la photo de profil d’un membre (ADMIN)'],
    ['iban', 'Retire l’IBAN d’un membre : ses versements attendent un nouvel IBAN (ADMIN)'],
  ] as const) {
    app.post(
      `/admin/utilisateurs/:userId/corrections/${field}`,
      {
        preHandler: requireAdminAction('corriger-compte'),
        schema: { ...correctionSchema, summary, body: accountRemovalBodySchema },
      },
      async (request) => {
        await correctAccount(
          app.deps,
          request.user!.id,
          request.params.userId,
          field,
          request.body.motif,
        );
        return { data: await getFullUser(app.deps, request.params.userId) };
      },
    );
  }
};
