import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminEmailDetailResponseSchema,
  adminPassengersResponseSchema,
  adminSearchesResponseSchema,
  adminStatisticsResponseSchema,
  adminEmailsResponseSchema,
  auditResponseSchema,
} from '@bonneroute/shared/admin';
import { errorResponseSchema, idParamsOf, pageQuery, paginated } from '@bonneroute/shared/api';
import { pageAdminActions } from '../audit/audit.service';
import {
  outboxEmail,
  pageOutbox,
  pagePassengers,
  pageSearches,
  statistics,
} from './activity.service';
import { adminPage, errors } from './admin-http';

/**
 * What the team reads: the outbox, the journal, the statistics, the searches and the passengers.
 */
export const adminActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/emails',
    {
      schema: {
        tags: ['administration'],
        summary: 'Boîte d’envoi : les e-mails du site, les plus récents d’abord',
        security: [{ bearer: [] }],
        querystring: z.object({ page: pageQuery }),
        response: { 200: adminEmailsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = adminPage(request.query.page);
      const { rows, total } = await pageOutbox(app.deps, page);
      return paginated(rows, total, page);
    },
  );

  app.get(
    '/admin/emails/:emailId',
    {
      schema: {
        tags: ['administration'],
        summary: 'Un e-mail de la boîte d’envoi, HTML et texte',
        security: [{ bearer: [] }],
        params: idParamsOf('emailId'),
        response: { 200: adminEmailDetailResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => {
      return { data: await outboxEmail(app.deps, request.params.emailId) };
    },
  );

  app.get(
    '/admin/journal',
    {
      schema: {
        tags: ['administration'],
        summary: 'Journal des actions de l’équipe (qui, quoi, quand)',
        security: [{ bearer: [] }],
        querystring: z.object({ page: pageQuery }),
        response: { 200: auditResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = adminPage(request.query.page);
      const { rows, total } = await pageAdminActions(app.deps, page);
      return paginated(rows, total, page);
    },
  );

  app.get(
    '/admin/statistiques',
    {
      schema: {
        tags: ['administration'],
        summary: 'Tableau de bord : utilisateurs, recherches (28 jours), passagers, frais',
        security: [{ bearer: [] }],
        response: { 200: adminStatisticsResponseSchema, ...errors },
      },
    },
    async () => ({ data: await statistics(app.deps) }),
  );

  app.get(
    '/admin/recherches',
    {
      schema: {
        tags: ['administration'],
        summary:
          'Journal des recherches (docs/product/admin.md: Search log), les plus récentes d’abord',
        security: [{ bearer: [] }],
        querystring: z.object({ page: pageQuery }),
        response: { 200: adminSearchesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = adminPage(request.query.page);
      const { rows, total } = await pageSearches(app.deps, page);
      return paginated(rows, total, page);
    },
  );

  app.get(
    '/admin/passagers',
    {
      schema: {
        tags: ['administration'],
        summary: 'Réservations des passagers (docs/product/admin.md: Passenger acceptance)',
        security: [{ bearer: [] }],
        querystring: z.object({ page: pageQuery }),
        response: { 200: adminPassengersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = adminPage(request.query.page);
      const { rows, total } = await pagePassengers(app.deps, page);
      return paginated(rows, total, page);
    },
  );
};
