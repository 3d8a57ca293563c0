import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParamsOf } from '@bonneroute/shared/api';
import { vehicleBodySchema, vehicleSchema } from '@bonneroute/shared/user-space';
import { forbidden, notFound } from '../lib/http-error';
import { listVehicles } from './profile.repository';
import { deleteVehicle, insertVehicle } from './vehicles.repository';
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
      const user = request.user!;
      const { utilisateur_id, marque, modele, couleur } = request.body;
      // Only the owner adds a vehicle; the team never writes as a member.
      if (utilisateur_id !== user.id) throw forbidden();
      const row = await insertVehicle(app.db, { utilisateur_id, marque, modele, couleur });
      return reply.code(201).send({
        data: { id: row.id, marque, modele, couleur, utilisateur_id: row.utilisateur_id },
      });
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
    async (request) => ({
      data: (await listVehicles(app.db, request.params.id)).map((row) => ({
        id: row.id,
        marque: row.marque,
        modele: row.modele,
        couleur: row.couleur,
        utilisateur_id: row.utilisateur_id,
      })),
    }),
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
      const deleted = await deleteVehicle(app.db, request.params.id, request.params.vehiculeId);
      if (!deleted) throw notFound();
      return reply.code(204).send();
    },
  );
};
