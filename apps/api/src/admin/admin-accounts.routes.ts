import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  suspendUserBodySchema,
  suspendUserResponseSchema,
  adminRegistrationsResponseSchema,
  remindRegistrationBodySchema,
  remindRegistrationResponseSchema,
} from '@bonneroute/shared/admin';
import { errorResponseSchema, idParamsOf, pageQuery, paginated } from '@bonneroute/shared/api';
import { authDeps } from '../auth/auth-deps';
import { requireAdminAction } from '../plugins/admin-guard';
import { pageAdminUsers, reinstateUser, suspendUser } from './users.service';
import { pagePendingRegistrations, remindRegistration } from './registrations.service';
import { adminPage, errors } from './admin-http';

/**
 * Registrations waiting for validation and the member accounts: list, suspension, reinstatement
 * (docs/product/admin.md).
 */
export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/inscriptions',
    {
      schema: {
        tags: ['administration'],
        summary: 'Inscriptions dont l’adresse e-mail n’est pas encore validée',
        security: [{ bearer: [] }],
        querystring: z.object({ page: pageQuery }),
        response: { 200: adminRegistrationsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = adminPage(request.query.page);
      const { rows, total } = await pagePendingRegistrations(app.deps, request.sessionId, page);
      return paginated(rows, total, page);
    },
  );

  app.post(
    '/admin/inscriptions',
    {
      preHandler: requireAdminAction('relancer-inscription'),
      schema: {
        tags: ['administration'],
        summary: 'Relance un utilisateur qui n’a pas validé son adresse (une fois par session)',
        security: [{ bearer: [] }],
        body: remindRegistrationBodySchema,
        response: {
          201: remindRegistrationResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { utilisateur_id } = request.body;
      await remindRegistration(
        authDeps(app),
        { id: request.user!.id, sessionId: request.sessionId },
        utilisateur_id,
      );
      reply.code(201);
      return { data: { utilisateur_id, relance_envoyee: 1 as const } };
    },
  );

  app.get(
    '/admin/utilisateurs',
    {
      schema: {
        tags: ['administration'],
        summary: 'Utilisateurs (recherche par nom ou e-mail), avec leur suspension',
        security: [{ bearer: [] }],
        querystring: adminUsersQuerySchema.extend({ page: pageQuery }),
        response: { 200: adminUsersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { q, liste } = request.query;
      const page = adminPage(request.query.page);
      const { rows, total } = await pageAdminUsers(app.deps, q, page, liste);
      return paginated(rows, total, page);
    },
  );

  app.post(
    '/admin/utilisateurs/:userId/suspension',
    {
      preHandler: requireAdminAction('suspendre-utilisateur'),
      schema: {
        tags: ['administration'],
        summary:
          'Suspend un compte : sessions fermées, trajets à venir annulés et remboursés (ADMIN)',
        security: [{ bearer: [] }],
        params: idParamsOf('userId'),
        body: suspendUserBodySchema,
        response: {
          200: suspendUserResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const result = await suspendUser(
        app.deps,
        request.user!.id,
        request.params.userId,
        request.body.motif,
      );
      return { data: { id: request.params.userId, suspendu: 1 as const, ...result } };
    },
  );

  app.post(
    '/admin/utilisateurs/:userId/reactivation',
    {
      preHandler: requireAdminAction('suspendre-utilisateur'),
      schema: {
        tags: ['administration'],
        summary: 'Lève la suspension d’un compte (ADMIN)',
        security: [{ bearer: [] }],
        params: idParamsOf('userId'),
        response: { 200: suspendUserResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => {
      await reinstateUser(app.deps, request.user!.id, request.params.userId);
      return {
        data: { id: request.params.userId, suspendu: 0 as const, trajets_annules: 0, rembourse: 0 },
      };
    },
  );
};
