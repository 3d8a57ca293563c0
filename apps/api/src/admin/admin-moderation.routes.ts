import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDocumentsQuerySchema,
  adminDocumentsResponseSchema,
  documentDecisionBodySchema,
  documentDecisionResponseSchema,
} from '@bonneroute/shared/admin';
import { errorResponseSchema, idParamsOf, pageQuery, paginated } from '@bonneroute/shared/api';
import { requireAdminAction } from '../plugins/admin-guard';
import { markContactMessageHandled } from './contact-messages.service';
import { decideDocument, pageDocuments } from './documents.service';
import { adminPage, errors } from './admin-http';

/**
 * Identity documents to decide and contact messages to handle (docs/product/admin.md).
 */
export const adminModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/documents',
    {
      schema: {
        tags: ['administration'],
        summary: 'Pièces d’identité à vérifier (ou déjà vérifiées)',
        security: [{ bearer: [] }],
        querystring: adminDocumentsQuerySchema.extend({ page: pageQuery }),
        response: { 200: adminDocumentsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { statut } = request.query;
      const page = adminPage(request.query.page);
      const { rows, total } = await pageDocuments(app.deps, statut === 'verifie', page);
      return paginated(rows, total, page);
    },
  );

  app.post(
    '/admin/documents/:documentId/decision',
    {
      preHandler: requireAdminAction('verifier-document'),
      schema: {
        tags: ['administration'],
        summary: 'Vérifie une pièce (puis verse les gains en attente) ou la refuse avec un motif',
        security: [{ bearer: [] }],
        params: idParamsOf('documentId'),
        body: documentDecisionBodySchema,
        response: {
          200: documentDecisionResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { versement } = await decideDocument(
        app.deps,
        request.user!.id,
        request.params.documentId,
        request.body,
      );
      return {
        data: { id: request.params.documentId, decision: request.body.decision, versement },
      };
    },
  );

  app.post(
    '/admin/public-messages/:messageId/traitement',
    {
      preHandler: requireAdminAction('traiter-message-contact'),
      schema: {
        tags: ['administration'],
        summary: 'Marque une demande de contact comme traitée',
        security: [{ bearer: [] }],
        params: idParamsOf('messageId'),
        response: {
          200: z.object({ data: z.object({ id: z.number().int(), traite: z.literal(1) }) }),
          ...errors,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await markContactMessageHandled(app.deps, request.user!.id, request.params.messageId);
      return { data: { id: request.params.messageId, traite: 1 as const } };
    },
  );
};
