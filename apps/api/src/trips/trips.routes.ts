import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParams, text } from '@bonneroute/shared/api';
import { PROMO_CODE_MAX } from '@bonneroute/shared/booking';
import { hasSearchTowns } from '@bonneroute/shared/search-rules';
import {
  createTripBodySchema,
  createTripResponseSchema,
  nearbyDaysQuerySchema,
  nearbyDaysResponseSchema,
  promoCheckResponseSchema,
  searchQuerySchema,
  tripListResponseSchema,
  tripResponseSchema,
  tripTexts,
  updateTripBodySchema,
  updateTripResponseSchema,
} from '@bonneroute/shared/trips';
import { geoServices } from '../geo/geo-services';
import { fastResponseSerializer } from '../lib/fast-serializer';
import { unprocessable } from '../lib/http-error';
import { checkPromoCode } from '../booking/promo.service';
import { meetingPointsRoutes } from './meeting-points.routes';
import { findNearbyDays } from './search-nearby.service';
import { searchOptionsOf, searchTripList } from './search.service';
import { tripListRoutes, tripListSerializer } from './trip-list.routes';
import { registerTripPageHeads } from './trips.page-head';
import { getTrip } from './trip-page.service';
import { createTrip } from './publish.service';
import { seriesRoutes } from './series.routes';
import { updateTrip } from './trip-changes.service';

const tripPageSerializer = fastResponseSerializer(200, tripResponseSchema);

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};

/** docs/product/trips-and-search.md "Trips and messages" (trip calls) and `GET /code-promo/{code}`. */
export const tripsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(tripListRoutes);
  await app.register(meetingPointsRoutes);
  await app.register(seriesRoutes);
  // The communes load at start: the first publication or search does not wait for them.
  geoServices(app.deps);
  registerTripPageHeads(app.deps);

  app.post(
    '/trajets',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['trajets'],
        summary: 'Publie un trajet (assistant « Proposer un trajet »)',
        security: [{ bearer: [] }],
        body: createTripBodySchema,
        response: { 201: createTripResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const trip = await createTrip(app.deps, request.user!, request.body);
      return reply.status(201).send({ id: trip.id, data: trip });
    },
  );

  app.get(
    '/trajets/:id',
    {
      schema: {
        tags: ['trajets'],
        summary: 'Un trajet, avec son conducteur et ses passagers',
        params: idParams,
        querystring: z.object({ troncon: text().max(5).optional() }),
        response: { 200: tripResponseSchema, ...errors },
      },
      // The trip page is the busiest read: no zod parse of the response before JSON.stringify.
      serializerCompiler: tripPageSerializer,
    },
    async (request) => ({
      data: await getTrip(
        app.deps,
        request.params.id,
        request.user?.id ?? null,
        request.query.troncon,
      ),
    }),
  );

  app.put(
    '/trajets/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['trajets'],
        summary:
          'Le conducteur change les places (avant la première réservation confirmée), les rôles, la date (un jour au plus), l’heure, les prix ou la description',
        security: [{ bearer: [] }],
        params: idParams,
        body: updateTripBodySchema,
        response: { 200: updateTripResponseSchema, ...errors },
      },
    },
    async (request) => {
      const changed = await updateTrip(app.deps, request.params.id, request.user!, request.body);
      return { data: changed.trip, message: changed.message };
    },
  );

  app.get(
    '/covoiturages/:date',
    {
      schema: {
        tags: ['trajets'],
        summary: 'Recherche de covoiturages pour une date (villes de départ et d’arrivée)',
        params: z.object({ date: text().max(10) }),
        querystring: searchQuerySchema,
        response: { 200: tripListResponseSchema, ...errors },
      },
      serializerCompiler: tripListSerializer,
    },
    async (request) => {
      const { query } = request;
      const towns = {
        from: query.from ?? query.nom_commune_depart,
        to: query.to ?? query.nom_commune_arrivee,
      };
      if (!hasSearchTowns(towns)) throw unprocessable(tripTexts.searchNeedsTowns);
      return searchTripList(
        app.deps,
        {
          date: request.params.date,
          ...towns,
          ...searchOptionsOf(query),
          page: query.page,
        },
        request.user?.id ?? null,
        { log: true },
      );
    },
  );

  app.get(
    '/covoiturages/:date/jours-proches',
    {
      schema: {
        tags: ['trajets'],
        summary:
          'Autour d’un jour sans (ou avec peu de) covoiturages : les jours proches qui en ont et les trajets entre villes voisines',
        params: z.object({ date: text().max(10) }),
        querystring: nearbyDaysQuerySchema,
        response: { 200: nearbyDaysResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const towns = {
        from: query.from ?? query.nom_commune_depart,
        to: query.to ?? query.nom_commune_arrivee,
      };
      if (!hasSearchTowns(towns)) throw unprocessable(tripTexts.searchNeedsTowns);
      return {
        data: await findNearbyDays(
          app.deps,
          { date: request.params.date, ...towns, places: query.places },
          request.user?.id ?? null,
        ),
      };
    },
  );

  app.get(
    '/code-promo/:code',
    {
      schema: {
        tags: ['trajets'],
        summary: 'Vérifie un code promo (le publier ou le dépenser se fait ailleurs)',
        params: z.object({ code: text().trim().min(1).max(PROMO_CODE_MAX) }),
        response: { 200: promoCheckResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await checkPromoCode(app.deps, request.params.code) }),
  );
};
