import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParams, idParamsOf, text } from '@bonneroute/shared/api';
import {
  bookingTexts,
  createPaymentBodySchema,
  paymentListQuerySchema,
  paymentListResponseSchema,
  paymentResultResponseSchema,
  savedCardListResponseSchema,
} from '@bonneroute/shared/booking';
import { forbidden, unauthenticated, unprocessable } from '../lib/http-error';
import { createPayment } from './payment.service';
import { finishPaymentReturn } from './payment-return.service';
import { listPayments } from './payment-list.service';

const userParams = idParams;

/** The standard `Idempotency-Key` header when sent, else the payment form's field `token`. */
function idempotencyKeyOf(header: string | string[] | undefined, token: string | undefined) {
  const key = (typeof header === 'string' ? header.trim() : '') || token;
  if (!key || key.length < 8 || key.length > 100 || !/^[\x20-\x7e\u00a0-\uffff]+$/.test(key))
    throw unprocessable(bookingTexts.idempotencyKeyMissing, '/body/token');
  return key;
}
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** A user's payments (docs/product/booking-and-money.md, My payments), the 3-D Secure return, and saved cards. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/utilisateurs/:id/paiements',
    {
      schema: {
        tags: ['paiements'],
        summary:
          'Réserve des places et paie par carte (clé d’idempotence : en-tête Idempotency-Key, sinon token)',
        description:
          'Une requête dont la clé est déjà connue ne débite jamais une seconde fois : elle attend le résultat de la première et le renvoie. Si la première est encore en cours après quelques secondes : 409 `paiement_en_cours`, à redemander plus tard avec la même clé.',
        security: [{ bearer: [] }],
        params: userParams,
        body: createPaymentBodySchema,
        response: {
          200: paymentResultResponseSchema,
          ...errors,
          402: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
      preHandler: async (request) => {
        if (!request.user) throw unauthenticated();
        // Nobody pays on someone else's behalf, not even an admin.
        if (request.user.id !== request.params.id) throw forbidden(bookingTexts.otherUser);
      },
    },
    async (request) => {
      const data = await createPayment(app.deps, request.params.id, request.body, {
        ip: request.ip,
        accept: request.headers.accept,
        idempotencyKey: idempotencyKeyOf(request.headers['idempotency-key'], request.body.token),
      });
      return { data };
    },
  );

  app.get(
    '/utilisateurs/:id/paiements',
    {
      preHandler: app.requireSelfOrAdmin,
      schema: {
        tags: ['paiements'],
        summary: 'Paiements envoyés (montant positif) et reçus (négatif) de l’utilisateur',
        security: [{ bearer: [] }],
        params: userParams,
        querystring: paymentListQuerySchema,
        response: { 200: paymentListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await listPayments(app.deps, request.params.id, request.query.filter?.status),
    }),
  );

  app.get(
    '/utilisateurs/:id/cartes',
    {
      preHandler: app.requireSelfOrAdmin,
      schema: {
        tags: ['paiements'],
        summary: 'Cartes enregistrées (toujours aucune : les cartes ne sont pas conservées)',
        security: [{ bearer: [] }],
        params: userParams,
        response: { 200: savedCardListResponseSchema, ...errors },
      },
    },
    // Cards are never stored (docs/product/booking-and-money.md: saved cards): the spec's call
    // stays, always empty, and the payment page shows no saved-cards area.
    async () => ({ data: [] }),
  );

  // The browser comes back here from the 3-D Secure page (a navigation: no bearer header);
  // who gets through: finishPaymentReturn.
  app.get(
    '/paiements/:paymentId/retour',
    {
      schema: {
        tags: ['paiements'],
        summary: 'Retour du 3-D Secure : finalise le paiement puis renvoie vers le trajet',
        params: idParamsOf('paymentId'),
        querystring: z.object({ cle: text().max(200).optional() }),
        response: {
          302: z.null().describe('Redirection vers le trajet'),
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const path = await finishPaymentReturn(
        app.deps,
        request.params.paymentId,
        request.query.cle,
        request.user?.id,
      );
      return reply.redirect(path, 303);
    },
  );
};
