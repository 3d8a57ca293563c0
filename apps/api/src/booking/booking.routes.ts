import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParams, text } from '@bonneroute/shared/api';
import {
  bookingQuoteResponseSchema,
  bookingRequestListResponseSchema,
  cancellationBodySchema,
  cancellationResponseSchema,
  promoCodeBodySchema,
  promoCodeResponseSchema,
  refundQuoteResponseSchema,
} from '@bonneroute/shared/booking';
import { MAX_SEATS_PER_BOOKING } from '@bonneroute/shared/limits';
import { cancel } from './cancellation.service';
import { acceptRequest, listRequests, refuseRequest } from './requests.service';
import { quoteBooking } from './quote.service';
import { quoteRefund } from './refund-quote.service';
import { applyPromoCode } from './discovery-offer.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const okSchema = z.object({ data: z.object({ ok: z.literal(true) }) });
const bookingParams = idParams;

/** Booking: quotes, manual requests, cancellations (payments are money's routes). */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trajets/:id/devis',
    {
      schema: {
        tags: ['réservations'],
        summary: 'Prix de N places d’un trajet, calculé par le serveur (page de paiement)',
        params: bookingParams,
        querystring: z.object({
          nb_places: z.coerce.number().int().min(1).max(MAX_SEATS_PER_BOOKING).default(1),
          troncon: text().max(5).optional(),
        }),
        response: { 200: bookingQuoteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await quoteBooking(
        app.deps,
        request.params.id,
        request.query.nb_places,
        request.query.troncon,
      ),
    }),
  );

  app.get(
    '/trajets/:id/demandes',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['réservations'],
        summary: 'Demandes et réservations d’un trajet (conducteur seulement)',
        security: [{ bearer: [] }],
        params: bookingParams,
        response: { 200: bookingRequestListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await listRequests(app.deps, request.user!.id, request.params.id),
    }),
  );

  for (const [action, run] of [
    ['acceptation', acceptRequest],
    ['refus', refuseRequest],
  ] as const) {
    app.post(
      `/passagers/:id/${action}`,
      {
        preHandler: app.requireAuth,
        schema: {
          tags: ['réservations'],
          summary:
            action === 'acceptation'
              ? 'Le conducteur accepte une demande (le paiement est débité)'
              : 'Le conducteur refuse une demande (le montant bloqué est libéré)',
          security: [{ bearer: [] }],
          params: bookingParams,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        await run(app.deps, request.user!.id, request.params.id);
        return { data: { ok: true as const } };
      },
    );
  }

  app.get(
    '/passagers/:id/annulation',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['réservations'],
        summary:
          'Ce que l’annulation de cette réservation rembourserait maintenant (passager seulement)',
        security: [{ bearer: [] }],
        params: bookingParams,
        response: { 200: refundQuoteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await quoteRefund(app.deps, request.user!.id, request.params.id),
    }),
  );

  app.post(
    '/code-promo',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['réservations'],
        summary: 'Le conducteur applique un code promo (offre découverte) à son trajet',
        security: [{ bearer: [] }],
        body: promoCodeBodySchema,
        response: { 200: promoCodeResponseSchema, ...errors, 422: errorResponseSchema },
      },
    },
    async (request) => ({ data: await applyPromoCode(app.deps, request.user!.id, request.body) }),
  );

  app.post(
    '/annulations',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['réservations'],
        summary: 'Annule une réservation (passager_id) ou le trajet du conducteur',
        security: [{ bearer: [] }],
        body: cancellationBodySchema,
        response: { 200: cancellationResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await cancel(app.deps, request.user!.id, request.body) }),
  );
};
