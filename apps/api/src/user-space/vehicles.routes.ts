import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParamsOf } from '@bonneroute/shared/api';
import { vehicleBodySchema, vehicleSchema } from '@bonneroute/shared/user-space';
import { addVehicle, removeVehicle, vehiclesOf } from './vehicles.service';
import { security, userParams } from './user-params';

const tags = ['espace utilisateur'];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};

/** docs/product/user-space.md: a member's vehicles. */
export const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vehicules',
    {
      preValidation: app.requireAuth,
      schema: {
        tags,
        summary: 'Ajoute un véhicule (marque, modèle, couleur de la liste intégrée)',
        security,
        body: vehicleBodySchema,
        response: { 201: z.object({ data: vehicleSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const data = await addVehicle(app.deps, request.user!.id, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/utilisateurs/:id/vehicules',
    {
      preValidation: app.requireSelfOrAdmin,
      schema: {
        tags,
        summary: 'Véhicules de l’utilisateur',
        security,
        params: userParams,
        response: { 200: z.object({ data: z.array(vehicleSchema) }), ...errors },
      },
    },
    async (request) => ({ data: await vehiclesOf(app.deps, request.params.id) }),
  );

  app.delete(
    '/utilisateurs/:id/vehicules/:vehiculeId',
    {
      preValidation: app.requireSelfOrAdmin,
      schema: {
        tags,
        summary: 'Supprime un véhicule',
        security,
        params: idParamsOf('id', 'vehiculeId'),
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await removeVehicle(app.deps, request.params.id, request.params.vehiculeId);
      return reply.code(204).send();
    },
  );
};
