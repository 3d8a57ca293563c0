import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  archivedIdentityResponseSchema,
  consentsResponseSchema,
  consentsUpdateBodySchema,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
  deletionCodeResponseSchema,
} from '@bonneroute/shared/account-rights';
import { errorResponseSchema, idParams } from '@bonneroute/shared/api';
import { deleteAccount } from './account-deletion.service';
import { readArchivedIdentity } from './archived-identity.service';
import { sendDeletionCode } from './deletion-code.service';
import { claimExport, exportUserData } from './data-export.service';
import { readConsents, updateNewsletterConsent } from './consents.service';

const tags = ['droits du membre'];
const security = [{ bearer: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * docs/product/accounts.md "Downloading my data" and "Deleting an account": the member's alone,
 * never staff's (the permission table says who: `exercer-ses-droits`).
 */
export const accountRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/utilisateurs/:id',
    {
      schema: {
        tags,
        summary: 'Supprimer mon compte (confirmé par le mot de passe)',
        security,
        params: idParams,
        body: deleteAccountBodySchema,
        response: {
          200: deleteAccountResponseSchema,
          ...errors,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => ({ data: await deleteAccount(app.deps, request.params.id, request.body) }),
  );

  app.post(
    '/utilisateurs/:id/code-suppression',
    {
      schema: {
        tags,
        summary:
          'Recevoir par e-mail le code qui confirme la suppression (compte Google sans mot de passe)',
        security,
        params: idParams,
        response: {
          200: deletionCodeResponseSchema,
          ...errors,
          409: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: { message: await sendDeletionCode(app.deps, request.params.id) },
    }),
  );

  app.get(
    '/utilisateurs/:id/export',
    {
      schema: {
        tags,
        summary: 'Télécharger mes données (ZIP : un fichier JSON par sorte de données)',
        security,
        params: idParams,
        response: {
          200: {
            description: 'Archive ZIP : LISEZMOI.txt, un fichier JSON par sorte, documents/',
            content: { 'application/zip': { schema: z.any().describe('binaire') } },
          },
          ...errors,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await claimExport(app.deps, request.params.id);
      const stream = await exportUserData(app.deps, request.params.id);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="bonneroute-mes-donnees-${day}.zip"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  app.get(
    '/utilisateurs/:id/consentements',
    {
      schema: {
        tags,
        summary: 'Mes consentements : conditions acceptées (version, date) et lettre d’information',
        security,
        params: idParams,
        response: { 200: consentsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await readConsents(app.deps, request.params.id) }),
  );

  app.put(
    '/utilisateurs/:id/consentements',
    {
      schema: {
        tags,
        summary: 'Donner ou retirer mon accord pour la lettre d’information',
        security,
        params: idParams,
        body: consentsUpdateBodySchema,
        response: { 200: consentsResponseSchema, ...errors, 422: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await updateNewsletterConsent(app.deps, request.params.id, request.body.newsletter),
    }),
  );

  app.get(
    '/admin/comptes-supprimes/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Identité archivée d’un compte supprimé (obligations comptables, ADMIN seulement)',
        security,
        params: idParams,
        response: { 200: archivedIdentityResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await readArchivedIdentity(app.deps, request.params.id) }),
  );
};
