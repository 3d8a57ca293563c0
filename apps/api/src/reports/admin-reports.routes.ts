import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParams, idParamsOf } from '@bonneroute/shared/api';
import {
  adminReportsQuerySchema,
  adminReportsResponseSchema,
  decideReportBodySchema,
  decideReportResponseSchema,
  flaggedDriversQuerySchema,
  flaggedDriversResponseSchema,
  warnDriverBodySchema,
  warnDriverResponseSchema,
} from '@bonneroute/shared/reports';
import { adminTexts, canPerform } from '@bonneroute/shared/admin';
import { forbidden } from '../lib/http-error';
import { requireAdminAction } from '../plugins/admin-guard';
import { decideReport, pageQueue } from './decisions.service';
import { pageFlaggedDrivers, warnMember } from './pro-drivers.service';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const tags = ['administration'];
const security = [{ bearer: [] }];

/** The team's reports queue and the drivers flagged as businesses (docs/product/trust-and-safety.md). */
export const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/signalements',
    {
      preHandler: requireAdminAction('consulter'),
      schema: {
        tags,
        security,
        summary: 'Signalements à examiner (contestés d’abord), filtrés par statut ou type',
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, statut, type } = request.query;
      return pageQueue(app.deps, { statut, type }, { page, perPage: 20 });
    },
  );

  app.post(
    '/admin/signalements/:id/decision',
    {
      preHandler: requireAdminAction('moderer-signalement'),
      schema: {
        tags,
        security,
        summary: 'Décide d’un signalement avec ses motifs (les deux membres sont prévenus)',
        params: idParams,
        body: decideReportBodySchema,
        response: { 200: decideReportResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { decision } = request.body;
      // A suspension or a trip's deactivation stays an ADMIN's, as with the tools they reuse.
      if (decision === 'suspension' && !canPerform(request.user!.role, 'suspendre-utilisateur'))
        throw forbidden(adminTexts.adminOnly);
      return {
        data: await decideReport(app.deps, request.user!.id, request.params.id, request.body, {
          mayDeactivateTrip: canPerform(request.user!.role, 'desactiver-trajet'),
        }),
      };
    },
  );

  app.get(
    '/admin/conducteurs-signales',
    {
      preHandler: requireAdminAction('consulter'),
      schema: {
        tags,
        security,
        summary: 'Conducteurs dont l’activité ressemble à une entreprise, avec leurs raisons',
        querystring: flaggedDriversQuerySchema,
        response: { 200: flaggedDriversResponseSchema, ...errors },
      },
    },
    async (request) => pageFlaggedDrivers(app.deps, { page: request.query.page, perPage: 20 }),
  );

  app.post(
    '/admin/conducteurs-signales/:userId/avertissement',
    {
      preHandler: requireAdminAction('moderer-signalement'),
      schema: {
        tags,
        security,
        summary: 'Adresse un avertissement à un membre (notification et e-mail, journalisé)',
        params: idParamsOf('userId'),
        body: warnDriverBodySchema,
        response: { 201: warnDriverResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await warnMember(app.deps, request.user!.id, request.params.userId, request.body.motifs);
      reply.code(201);
      return { data: { utilisateur_id: request.params.userId, averti: 1 as const } };
    },
  );
};
