import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@bonneroute/shared/api';
import {
  borneResponseSchema,
  bornesParamsSchema,
  stageTownsBodySchema,
  stageTownsResponseSchema,
} from '@bonneroute/shared/bornes';
import { geoServices } from '../geo/geo-services';

const errors = { 404: errorResponseSchema, 422: errorResponseSchema };

/** docs/product/content-and-games.md "Prices, places, codes": price range of a pair, stage towns along its route. */
export const bornesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bornes } = geoServices(app);

  app.get(
    '/bornes/:depart/:arrivee',
    {
      schema: {
        tags: ['prix'],
        summary: 'Fourchette de participation d’une paire de villes (centimes)',
        description:
          'Chaque ville : code INSEE, code postal, nom ou slug. Les 11 paires de la spec ont leur ' +
          'fourchette fixe ; les autres celle de la formule ajustée sur la distance routière.',
        params: bornesParamsSchema,
        response: { 200: borneResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await bornes.borne(request.params.depart, request.params.arrivee),
    }),
  );

  app.post(
    '/bornes/:depart/:arrivee',
    {
      schema: {
        tags: ['prix'],
        summary: 'Villes étapes le long de l’itinéraire, chacune avec la fourchette de son tronçon',
        description:
          '`coordonnees` : points [longitude, latitude] échantillonnés sur l’itinéraire (un sur 24, ' +
          'sans les 48 premiers ni les 48 derniers). Sans eux, le serveur suit son propre itinéraire.',
        params: bornesParamsSchema,
        body: stageTownsBodySchema,
        response: { 200: stageTownsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await bornes.stageTowns(
        request.params.depart,
        request.params.arrivee,
        request.body.coordonnees,
      ),
    }),
  );
};
