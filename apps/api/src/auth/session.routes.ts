import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authConfigResponseSchema,
  extendBodySchema,
  extendResponseSchema,
} from '@bonneroute/shared/auth';
import { currentUserResponseSchema } from '@bonneroute/shared/users';
import { errorResponseSchema } from '@bonneroute/shared/api';
import { unauthenticated } from '../lib/http-error';
import { closeSession, extendSession } from './session.service';

const tags = ['authentification'];
const security = [{ bearer: [] }];

/** The session of the stored token (docs/product/accounts.md): who it is, logout, the navigation extension. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/me',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Profil de l’utilisateur connecté',
        security,
        response: { 200: currentUserResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = request.user!;
      return {
        data: {
          id: user.id,
          email: user.email,
          prenom: user.prenom,
          nom: user.nom,
          role: user.role,
          avatar: user.avatar,
          activated: user.activated ? (1 as const) : (0 as const),
        },
      };
    },
  );

  app.post(
    '/auth/logout',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Déconnexion : la session est révoquée côté serveur',
        security,
        response: { 204: z.undefined().describe('Session révoquée'), 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await closeSession(app.deps, request.sessionId!);
      // The sockets of this session close too, on every API process.
      await app.realtime.sessionsEnded({ sessionId: request.sessionId! });
      return reply.code(204).send();
    },
  );

  app.post(
    '/auth/extend',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary:
          'Prolonge la session de 60 s par navigation (docs/product/accounts.md), une minute au plus par minute écoulée, 12 h au plus après la connexion',
        security,
        body: extendBodySchema,
        response: { 200: extendResponseSchema, 401: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const session = await extendSession(app.deps, request.sessionId!, request.body.navigations);
      if (!session) throw unauthenticated();
      return {
        data: {
          expires_at: session.expiresAt.toISOString(),
          expires_in_ms: Math.max(0, session.expiresInMs),
        },
      };
    },
  );

  app.get(
    '/auth/config',
    {
      schema: {
        tags,
        summary: 'Réglages des écrans de connexion (connexion Google disponible ou non)',
        response: { 200: authConfigResponseSchema },
      },
    },
    async () => ({ data: { google_client_id: app.env.GOOGLE_CLIENT_ID ?? null } }),
  );
};
