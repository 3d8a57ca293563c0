import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@bonneroute/shared/api';
import { creditNoteParamsSchema, receiptParamsSchema } from '@bonneroute/shared/receipts';
import { creditNoteOf, receiptOf, type PaperFile } from './receipts.service';

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
};
