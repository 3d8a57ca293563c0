import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@bonneroute/shared/api';
import {
  creditNoteParamsSchema,
  receiptParamsSchema,
  statementParamsSchema,
  statementQuerySchema,
} from '@bonneroute/shared/receipts';
import { creditNoteOf, receiptOf, type PaperFile } from './receipts.service';
import { yearlyStatement } from './statement.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const pdf = {
  description: 'Le PDF, identique à chaque téléchargement',
  content: { 'application/pdf': { schema: z.any().describe('binaire') } },
};

function sendPdf(reply: FastifyReply, file: PaperFile) {
  return (
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${file.numero}.pdf"`)
      // Personal data: kept by no shared cache.
      .header('cache-control', 'private, no-store')
      .send(file.pdf)
  );
}

/**
 * docs/product/booking-and-money.md#receipts-and-credit-notes: the payer's receipt of each
 * payment and credit note of each refund. The permission guard lets only the account of the
 * path through (staff included get 403); a payment of someone else's answers 404.
 */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/utilisateurs/:id/paiements/:paymentId/recu',
    {
      schema: {
        tags: ['paiements'],
        summary:
          'Le reçu PDF d’un paiement réussi (numéro BR-AAAA-NNNNNN), pour le payeur seulement',
        security: [{ bearer: [] }],
        params: receiptParamsSchema,
        response: { 200: pdf, ...errors },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await receiptOf(app.deps, request.params.id, request.params.paymentId)),
  );

  app.get(
    '/utilisateurs/:id/paiements/:paymentId/avoirs/:numero',
    {
      schema: {
        tags: ['paiements'],
        summary: 'L’avoir PDF d’un remboursement (numéro AV-AAAA-NNNNNN), pour le payeur seulement',
        security: [{ bearer: [] }],
        params: creditNoteParamsSchema,
        response: { 200: pdf, ...errors },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await creditNoteOf(
          app.deps,
          request.params.id,
          request.params.paymentId,
          request.params.numero,
        ),
      ),
  );

  // docs/product/booking-and-money.md#yearly-statement: a driver's year, PDF or CSV.
  app.get(
    '/utilisateurs/:id/releves/:annee',
    {
      schema: {
        tags: ['paiements'],
        summary: 'Le relevé annuel d’un conducteur (montants reçus par trajet), PDF ou CSV',
        security: [{ bearer: [] }],
        params: statementParamsSchema,
        querystring: statementQuerySchema,
        response: {
          200: {
            description: 'Le relevé, en PDF ou en CSV (point-virgule, UTF-8)',
            content: {
              'application/pdf': { schema: z.any().describe('binaire') },
              'text/csv': { schema: z.string() },
            },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const file = await yearlyStatement(
        app.deps,
        request.params.id,
        request.params.annee,
        request.query.format,
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
