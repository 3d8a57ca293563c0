import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { borneSchema } from '@bonneroute/shared/bornes';
import { errorResponseSchema, paginationMeta, text } from '@bonneroute/shared/api';
import {
  communeResponseSchema,
  countryPageResponseSchema,
  placeSearchQuerySchema,
  placeSearchResponseSchema,
  upcomingTripsQuerySchema,
  upcomingTripsResponseSchema,
  villesResponseSchema,
} from '@bonneroute/shared/geo';
import { geoServices } from './geo-services';
import {
  countryPage,
  popularDestinations,
  toCommune,
  upcomingTrips,
  villesOfDepartement,
} from './communes.service';
import { registerGeoPageHeads } from './page-heads';
import { BoundedCache } from '../lib/bounded-cache';

const errors = { 404: errorResponseSchema, 422: errorResponseSchema };
const villeParams = z.object({ ville: text().trim().min(1).max(120) });

/** Geography endpoints: place suggestions, towns of a department, a town's page data. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = geoServices(app);
  // Town suggestions never change while the process runs (used addresses do: not kept).
  const suggestionsCache = new BoundedCache<string>(20_000);
  registerGeoPageHeads(app, services);

  app.get(
    '/adresses/suggestions',
    {
      schema: {
        tags: ['géographie'],
        summary: 'Autocomplétion des villes (et des adresses déjà utilisées d’une commune)',
        description:
          'docs/product/geography-and-prices.md : au-delà d’un caractère ; accents, casse, tirets et « st » indifférents ; ' +
          'pertinence puis population ; un code postal à 5 chiffres donne ses communes.',
        querystring: placeSearchQuerySchema,
        response: { 200: placeSearchResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // Every keystroke of every visitor: answers are kept serialized (docs/product/geography-and-prices.md: p95 target).
      const key = JSON.stringify(request.query);
      let body = suggestionsCache.get(key);
      if (body === undefined) {
        body = JSON.stringify({ data: await services.addressSearch.search(request.query) });
        if (request.query.type === 'municipality') suggestionsCache.set(key, body);
      }
      // Already JSON of the response schema's shape: sent as is.
      return reply
        .type('application/json; charset=utf-8')
        .serializer(String)
        .send(body as never);
    },
  );

  app.get(
    '/villes/:code_departement',
    {
      schema: {
        tags: ['géographie'],
        summary: 'Villes d’un département, les plus peuplées d’abord',
        params: z.object({ code_departement: text().trim().max(10) }),
        response: { 200: villesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = villesOfDepartement(services, request.params.code_departement);
      return { data, meta: paginationMeta(data.length, 1, Math.max(1, data.length)) };
    },
  );

  app.get(
    '/pays/:nom_pays',
    {
      schema: {
        tags: ['géographie'],
        summary:
          'Un pays voisin (belgique, suisse, luxembourg) : ses villes principales et celles de ses provinces ou cantons',
        params: z.object({ nom_pays: text().trim().max(40) }),
        response: { 200: countryPageResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: countryPage(services, request.params.nom_pays) }),
  );

  app.get(
    '/communes/:ville',
    {
      schema: {
        tags: ['géographie'],
        summary: 'Une commune par code INSEE, code postal, nom ou slug de page',
        params: villeParams,
        response: { 200: communeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: toCommune(services, services.bornes.resolveTown(request.params.ville)),
    }),
  );

  app.get(
    '/communes/:ville/prochains-trajets',
    {
      schema: {
        tags: ['géographie'],
        summary: 'Prochains trajets au départ (ou à l’arrivée) d’une ville, ou d’une paire',
        params: villeParams,
        querystring: upcomingTripsQuerySchema,
        response: { 200: upcomingTripsResponseSchema, ...errors },
      },
    },
    async (request) => upcomingTrips(app.deps, services, request.params.ville, request.query),
  );

  app.get(
    '/communes/:ville/destinations',
    {
      schema: {
        tags: ['géographie'],
        summary: 'Fourchettes de prix vers les destinations principales depuis une ville',
        params: villeParams,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(12).default(8),
        }),
        response: { 200: z.object({ data: z.array(borneSchema) }), ...errors },
      },
    },
    async (request) => ({
      data: await popularDestinations(services, request.params.ville, request.query.limit),
    }),
  );
};
