import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBodySchema, loginResponseSchema } from '@bonneroute/shared/auth';
import { errorResponseSchema } from '@bonneroute/shared/api';
import { authDeps, clientInfo } from './auth-deps';
import { loginPayload } from './login-payload';
import { login } from './login.service';

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  app.post(
    '/login',
    {
      schema: {
        tags: ['authentification'],
        summary: 'Connexion par e-mail et mot de passe (jeton dans data.attributes.token)',
        description:
          '401 : identifiants incorrects ; 403 : adresse pas encore validée ; 429 : trop de tentatives (par compte ou par IP).',
        body: loginBodySchema,
        response: {
          200: loginResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => loginPayload(await login(deps, request.body, clientInfo(request))),
  );
};
