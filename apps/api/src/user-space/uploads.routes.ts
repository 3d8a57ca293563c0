import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@bonneroute/shared/api';
import {
  documentTypeSchema,
  userDocumentSchema,
  userSpaceTexts,
} from '@bonneroute/shared/user-space';
import { sendError } from '../plugins/error-handler';
import { saveAvatar } from './avatar.service';
import { documentsOf, readDocumentFile, saveDocument } from './documents.service';
import { security, userParams } from './user-params';

const tags = ['espace utilisateur'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };

/**
 * A file over the server-wide upload limit stops in the multipart parser: answer it as the documented
 * 422 "too large" of this route rather than a generic 413 (docs/product/user-space.md: Avatar upload).
 */
const tooLargeAs =
  (detail: string) => (error: FastifyError, _req: FastifyRequest, reply: FastifyReply) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      return sendError(reply, 422, detail, { code: 'too_large' });
    throw error;
  };

/** docs/product/user-space.md avatar and identity documents (multipart). */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/utilisateurs/:id/avatar',
    {
      preValidation: app.requireSelfOrAdmin,
      errorHandler: tooLargeAs(userSpaceTexts.avatarTooLarge),
      schema: {
        tags,
        summary: 'Photo de profil (png, gif, jpeg, bmp, ico), recadrée et réencodée en JPEG',
        security,
        consumes: ['multipart/form-data'],
        params: userParams,
        body: z.object({ avatar: z.unknown() }),
        response: { 200: z.object({ data: z.object({ avatar: z.string() }) }), ...errors },
      },
    },
    async (request) => ({
      data: await saveAvatar(app.deps, request.params.id, request.body.avatar),
    }),
  );

  app.post(
    '/utilisateurs/:id/document',
    {
      preValidation: app.requireSelfOrAdmin,
      errorHandler: tooLargeAs(userSpaceTexts.documentTooLarge),
      schema: {
        tags,
        summary: 'Pièce d’identité (CNI, PASSPORT, PERMIS) : PDF, JPEG ou PNG, 5 Mo au plus',
        security,
        consumes: ['multipart/form-data'],
        params: userParams,
        body: z.object({ type_doc_code: documentTypeSchema, document: z.unknown() }),
        response: { 201: z.object({ data: userDocumentSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const saved = await saveDocument(
        app.deps,
        request.params.id,
        request.body.type_doc_code,
        request.body.document,
      );
      return reply.code(201).send({ data: saved });
    },
  );

  app.get(
    '/utilisateurs/:id/documents',
    {
      preValidation: app.requireSelfOrAdmin,
      schema: {
        tags,
        summary: 'Pièces envoyées et leur état (En cours de vérification / Vérifié)',
        security,
        params: userParams,
        response: { 200: z.object({ data: z.array(userDocumentSchema) }), ...errors },
      },
    },
    async (request) => ({
      data: await documentsOf(app.deps, request.params.id),
    }),
  );

  app.get(
    '/utilisateurs/:id/documents/:type',
    {
      preValidation: app.requireSelfOrAdmin,
      schema: {
        tags,
        summary: 'Le fichier d’une pièce, pour son propriétaire et l’équipe seulement',
        security,
        params: userParams.extend({ type: documentTypeSchema }),
        response: {
          200: {
            description:
              'Le fichier de la pièce, à télécharger (PDF tel que déposé, JPEG ou PNG ré-encodé)',
            content: Object.fromEntries(
              ['application/pdf', 'image/jpeg', 'image/png'].map((type) => [
                type,
                { schema: z.any().describe('binaire') },
              ]),
            ),
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const file = await readDocumentFile(app.deps, request.params.id, request.params.type);
      return (
        reply
          .header('content-type', file.mimetype)
          // A download, never a page of our origin, whatever the file holds.
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('content-security-policy', "sandbox; default-src 'none'")
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-length', String(file.size))
          .send(file.body)
      );
    },
  );
};
