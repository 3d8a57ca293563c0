import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  pageQuery,
  paginated,
  paginationMetaSchema,
} from '@bonneroute/shared/api';
import { publicMessageBodySchema } from '@bonneroute/shared/messaging';
import { pagePublicMessages, postPublicMessage } from './public-messages.service';

const publicMessageSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  email: z.string(),
  message: z.string(),
  utilisateur_id: z.number().int().nullable(),
  traite_le: z.string().nullable(),
  created_at: z.string(),
});

/** docs/product/messaging.md POST /admin/public-message (the contact form, open to visitors) and its admin list. */
export const publicMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/public-message',
    {
      schema: {
        tags: ['contact'],
        summary: 'Formulaire de contact (visiteurs compris)',
        body: publicMessageBodySchema,
        response: {
          201: z.object({ data: z.object({ id: z.number().int() }) }),
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await postPublicMessage(
        app.deps,
        request.body,
        request.ip,
        request.user?.id ?? null,
      );
      return reply.code(201).send({ data: { id: row.id } });
    },
  );

  app.get(
    '/admin/public-messages',
    {
      preHandler: app.requireRole('ADMIN', 'MANAGER'),
      schema: {
        tags: ['contact'],
        summary: 'Demandes de contact reçues, les plus récentes d’abord',
        security: [{ bearer: [] }],
        querystring: z.object({ page: pageQuery }),
        response: {
          200: z.object({ data: z.array(publicMessageSchema), meta: paginationMetaSchema }),
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const page = { page: request.query.page, perPage: 30 };
      const { rows, total } = await pagePublicMessages(app.deps, page);
      return paginated(rows, total, page);
    },
  );
};
