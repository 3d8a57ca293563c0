import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParamsOf } from '@bonneroute/shared/api';
import {
  ibanBodySchema,
  ibanResponseSchema,
  maskIban,
  vehicleBodySchema,
  vehicleSchema,
  type Iban,
} from '@bonneroute/shared/user-space';
import { forbidden, notFound } from '../lib/http-error';
import { findIban, upsertIban, type IbanRow } from './iban.repository';
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

/** The IBAN never leaves the server in full: the form shows it masked (spec §2). */
function ibanToWire(row: IbanRow): Iban {
  return {
    id: row.id,
    IBAN: maskIban(row.iban),
    prenom: row.prenom,
    nom: row.nom,
    adresse: row.adresse,
    ville: row.ville,
    code_postal: row.code_postal,
    pays: row.pays,
    bic: null,
  };
}

/** spec §7: vehicles and bank details. */
export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
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
      // Issue 16: only the owner adds a vehicle; the team never writes as a member.
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

  app.get(
    '/utilisateurs/:id/iban',
    {
      preValidation: app.requireSelfOrAdmin,
      schema: {
        tags,
        summary: 'Coordonnées bancaires (IBAN masqué), null si absentes',
        security,
        params: userParams,
        response: { 200: ibanResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await findIban(app.db, request.params.id);
      return { data: row ? ibanToWire(row) : null };
    },
  );

  app.post(
    '/utilisateurs/:id/iban',
    {
      preValidation: app.requireSelfOrAdmin,
      schema: {
        tags,
        summary: 'Enregistre l’IBAN (clé de contrôle vérifiée)',
        security,
        params: userParams,
        body: ibanBodySchema,
        response: { 200: ibanResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { bic: _bic, ...values } = request.body;
      const row = await upsertIban(app.db, request.params.id, values);
      return { data: ibanToWire(row) };
    },
  );
};
