import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParams } from '@bonneroute/shared/api';
import {
  contestReportBodySchema,
  contestReportResponseSchema,
  createReportBodySchema,
  createReportResponseSchema,
  memberReportsQuerySchema,
  memberReportsResponseSchema,
  reportTexts,
} from '@bonneroute/shared/reports';
import { contestReport, createReport, pageMemberReports } from './reports.service';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const tags = ['signalements'];
const security = [{ bearer: [] }];

/** « Signaler » a member, a trip, a message or a review; « Mes signalements »; contest a decision. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/signalements',
    {
      schema: {
        tags,
        security,
        summary: 'Signale un membre, un trajet, un message ou un avis (une fois par membre)',
        body: createReportBodySchema,
        response: { 201: createReportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createReport(app.deps, request.user!.id, request.body);
      reply.code(201);
      return { data: { id: row.id, statut: 'en_attente' as const, message: reportTexts.sent } };
    },
  );

  app.get(
    '/signalements',
    {
      schema: {
        tags,
        security,
        summary: 'Mes signalements, et les décisions qui me concernent',
        querystring: memberReportsQuerySchema,
        response: { 200: memberReportsResponseSchema, ...errors },
      },
    },
    async (request) =>
      pageMemberReports(app.deps, request.user!.id, { page: request.query.page, perPage: 20 }),
  );

  app.post(
    '/signalements/:id/contestation',
    {
      schema: {
        tags,
        security,
        summary:
          'Conteste une décision (une fois, par l’auteur du signalement ou le membre concerné)',
        params: idParams,
        body: contestReportBodySchema,
        response: { 200: contestReportResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await contestReport(app.deps, request.user!.id, request.params.id, request.body.motif),
    }),
  );
};
