import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authTexts,
  emailOnlyBodySchema,
  messageResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  verifyBodySchema,
  verifyResponseSchema,
} from '@bonneroute/shared/auth';
import { errorResponseSchema } from '@bonneroute/shared/api';
import { authDeps } from './auth-deps';
import { spendEmailCheck } from './throttle';
import { registerUser, resendValidation, verifyEmail } from './registration.service';

const tags = ['inscription'];

/** docs/product/accounts.md "Authentication and account": sign-up and e-mail validation. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Inscription (le compte est activé par le lien du mail de validation)',
        body: registerBodySchema,
        response: {
          201: registerResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // 409 tells a registered address: the IP's shared budget of such answers.
      await spendEmailCheck(app.db, request.ip);
      const id = await registerUser(deps, request.body);
      return reply.code(201).send({ data: { id } });
    },
  );

  app.post(
    '/register/verify',
    {
      schema: {
        tags,
        summary: 'Validation de l’adresse e-mail par le hash du lien',
        body: verifyBodySchema,
        response: { 200: verifyResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await verifyEmail(deps, request.body.hash);
      return {
        data: { type: 'utilisateurs' as const, id: user.id, attributes: { prenom: user.prenom } },
      };
    },
  );

  app.post(
    '/register/resend',
    {
      schema: {
        tags,
        summary: 'Renvoie le mail de validation d’un compte pas encore activé',
        body: emailOnlyBodySchema,
        response: {
          200: messageResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await spendEmailCheck(app.db, request.ip);
      await resendValidation(deps, request.body.email);
      return { data: { message: authTexts.validationResent } };
    },
  );
};
