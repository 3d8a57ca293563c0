import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParamsOf } from '@bonneroute/shared/api';
import {
  otpBodySchema,
  otpListResponseSchema,
  telephoneBodySchema,
  telephoneResponseSchema,
} from '@bonneroute/shared/user-space';
import { pendingOtps, savePhone, sendOtpByTeam, verifyPhone } from './phone.service';
import { security, userParams } from './user-params';

const tags = ['espace utilisateur'];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/** docs/product/user-space.md Phone: save a number, receive a code by SMS, type it to verify the number. */
export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/utilisateurs/:id/telephone',
    {
      preValidation: app.requireSelfOrAdmin,
      schema: {
        tags,
        summary:
          'Enregistre le mobile (France, Belgique, Luxembourg, Suisse ; stocké en E.164) et envoie un code par SMS',
        security,
        params: userParams,
        body: telephoneBodySchema,
        response: { 200: telephoneResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await savePhone(app.deps, request.params.id, request.body.telephone),
    }),
  );

  app.post(
    '/utilisateurs/:id/telephone/verification',
    {
      preValidation: app.requireSelfOrAdmin,
      schema: {
        tags,
        summary: 'Vérifie le mobile avec le code reçu (5 essais, puis blocage 30 min)',
        security,
        params: userParams,
        body: otpBodySchema,
        response: { 200: telephoneResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await verifyPhone(app.deps, request.params.id, request.body.code),
    }),
  );

  const staff = app.requireRole('ADMIN', 'MANAGER');
  app.get(
    '/admin/otps-mobiles',
    {
      preHandler: staff,
      schema: {
        tags: ['administration'],
        summary: 'Codes SMS en attente (sent=0 : à envoyer)',
        security,
        response: {
          200: otpListResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async () => ({ data: await pendingOtps(app.deps) }),
  );

  app.post(
    '/admin/otps-mobiles/:otpId/envoi',
    {
      preHandler: staff,
      schema: {
        tags: ['administration'],
        summary: '« Envoyer le code » : renvoie le SMS par le fournisseur configuré',
        security,
        params: idParamsOf('otpId'),
        response: {
          200: z.object({ data: z.object({ sent: z.union([z.literal(0), z.literal(1)]) }) }),
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const sent = await sendOtpByTeam(app.deps, request.user!.id, request.params.otpId);
      return { data: { sent: sent ? (1 as const) : (0 as const) } };
    },
  );
};
