import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@bonneroute/shared/api';
import {
  ibanBodySchema,
  ibanResponseSchema,
  maskIban,
  type Iban,
} from '@bonneroute/shared/user-space';
import { findIban, upsertIban, type IbanRow } from './iban.repository';
import { security, userParams } from './user-params';

const tags = ['espace utilisateur'];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};

/** The IBAN never leaves the server in full: the form shows it masked (docs/product/booking-and-money.md). */
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

/** docs/product/booking-and-money.md: bank details (vehicles: vehicles.routes.ts). */
export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
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
