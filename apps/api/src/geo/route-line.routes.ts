import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@bonneroute/shared/api';
import {
  mapConfigResponseSchema,
  parseRoutePoints,
  routeLineQuerySchema,
  routeLineResponseSchema,
  routeLineTexts,
} from '@bonneroute/shared/trips';
import { BoundedCache } from '../lib/bounded-cache';
import { unprocessable } from '../lib/http-error';
import { geoServices } from './geo-services';
import { routeLine } from './route-line';

/** docs/product/trips-and-search.md#the-route-on-a-map: `GET /itineraire?points=lon,lat;…`. */
export const routeLineRoutes: FastifyPluginAsyncZod = async (app) => {
  const { router } = geoServices(app.deps);
  // Trip pages ask the same stops again and again; a process keeps recent lines (only a cost:
  // another process computes the same line).
  const cache = new BoundedCache<string>(2_000);

  app.get(
    '/carte',
    {
      schema: {
        tags: ['géographie'],
        summary: 'Le style des cartes (MAP_STYLE_URL), ou null pour les contours intégrés',
        response: { 200: mapConfigResponseSchema },
      },
    },
    async () => ({ data: { style_url: app.deps.env.MAP_STYLE_URL ?? null } }),
  );

  app.get(
    '/itineraire',
    {
      schema: {
        tags: ['géographie'],
        summary: 'Le tracé d’un trajet par ses arrêts (la route, ou l’estimation intégrée)',
        querystring: routeLineQuerySchema,
        response: { 200: routeLineResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const stops = parseRoutePoints(request.query.points);
      if (!stops) throw unprocessable(routeLineTexts.invalidPoints, '/query/points');
      const key = request.query.points;
      let body = cache.get(key);
      if (body === undefined) {
        const line = await routeLine(router, stops);
        body = JSON.stringify({ data: line });
        if (line.source === 'osrm' || !app.deps.env.ROUTING_API_URL) cache.set(key, body);
      }
      return reply
        .type('application/json; charset=utf-8')
        .serializer(String)
        .send(body as never);
    },
  );
};
