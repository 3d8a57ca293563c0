import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserResponseSchema } from '@bonneroute/shared/users';
import { errorResponseSchema } from '@bonneroute/shared/api';
import { sessions } from '../db/schema';

/** Session endpoints of spec §7 "Authentication and account" (issue 4 adds login and sign-up). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/me',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['authentification'],
        summary: 'Profil de l’utilisateur connecté',
        security: [{ bearer: [] }],
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
        tags: ['authentification'],
        summary: 'Déconnexion : la session est révoquée côté serveur',
        security: [{ bearer: [] }],
        response: { 204: z.undefined().describe('Session révoquée'), 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await app.db
        .update(sessions)
        .set({ revoked_at: new Date() })
        .where(eq(sessions.id, request.sessionId!));
      return reply.code(204).send();
    },
  );
};
