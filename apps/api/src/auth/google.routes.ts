import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  googleBodySchema,
  googleRegisterBodySchema,
  loginResponseSchema,
} from '@bonneroute/shared/auth';
import { errorResponseSchema } from '@bonneroute/shared/api';
import { authDeps, clientInfo } from './auth-deps';
import { createGoogleVerifier } from './google-identity';
import { loginPayload } from './login-payload';
import { loginWithGoogle, registerWithGoogle } from './google.service';

const tags = ['authentification'];

/**
 * Google sign-in, only when GOOGLE_CLIENT_ID is set (otherwise these paths do not exist: 404).
 * The client sends the ID token the Google button returned; the server verifies it itself.
 */
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const clientId = app.env.GOOGLE_CLIENT_ID;
  if (!clientId) return;
  const verify = createGoogleVerifier({ clientId, jwksUrl: app.env.GOOGLE_JWKS_URL });
  const deps = authDeps(app);
  const response = {
    200: loginResponseSchema,
    201: loginResponseSchema,
    401: errorResponseSchema,
    409: errorResponseSchema,
    422: errorResponseSchema,
    503: errorResponseSchema,
  };

  app.post(
    '/register/google',
    {
      schema: {
        tags,
        summary: 'Inscription avec Google (compte activé, connecté aussitôt)',
        body: googleRegisterBodySchema,
        response,
      },
    },
    async (request, reply) => {
      const identity = await verify(request.body.credential);
      const loggedIn = await registerWithGoogle(deps, identity, clientInfo(request), request.body);
      return reply.code(201).send(loginPayload(loggedIn));
    },
  );

  app.post(
    '/login-via-google',
    {
      schema: { tags, summary: 'Connexion avec Google', body: googleBodySchema, response },
    },
    async (request) => {
      const identity = await verify(request.body.credential);
      return loginPayload(
        await loginWithGoogle(deps, identity, request.body.email, clientInfo(request)),
      );
    },
  );
};
