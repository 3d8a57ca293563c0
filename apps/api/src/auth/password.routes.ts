import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authTexts,
  emailOnlyBodySchema,
  messageResponseSchema,
  resetBodySchema,
} from '@bonneroute/shared/auth';
import { errorResponseSchema } from '@bonneroute/shared/api';
import { authDeps } from './auth-deps';
import { spendEmailCheck } from './throttle';
import { requestPasswordReset, resetPassword } from './password-reset.service';

const tags = ['mot de passe'];

/** docs/product/accounts.md /password/forgot and /password/reset, with the messages of docs/product/accounts.md. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);

  app.post(
    '/password/forgot',
    {
      schema: {
        tags,
        summary: 'Envoie un lien de réinitialisation (compte activé uniquement)',
        body: emailOnlyBodySchema,
        response: {
          200: messageResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      // 422 « pas activée » tells a known address: the IP's shared budget.
      await spendEmailCheck(app.db, request.ip);
      await requestPasswordReset(deps, request.body.email);
      return { data: { message: authTexts.forgotSent } };
    },
  );

  app.post(
    '/password/reset',
    {
      schema: {
        tags,
        summary: 'Nouveau mot de passe (400 = lien expiré ou déjà utilisé)',
        body: resetBodySchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const userId = await resetPassword(deps, request.body);
      // Every session was closed: so are the account's sockets.
      await app.realtime.sessionsEnded({ userId });
      return { data: { message: authTexts.resetSuccess } };
    },
  );
};
