import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  pageQuery,
  paginated,
  paginationMetaSchema,
} from '@bonneroute/shared/api';
import {
  CONTACT_MESSAGE_WINDOW_MS,
  CONTACT_MESSAGES_PER_WINDOW,
  messagingTexts,
  publicMessageBodySchema,
} from '@bonneroute/shared/messaging';
import { withAdvisoryLocks } from '../lib/advisory-lock';
import { HttpError } from '../lib/http-error';
import {
  countRecentPublicMessagesFrom,
  insertPublicMessage,
  listPublicMessages,
} from './public-messages.repository';

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
      // Counted and written under one lock per IP: a burst cannot pass the limit.
      const row = await withAdvisoryLocks(app.db, [`contact:ip:${request.ip}`], async (tx) => {
        const since = new Date(Date.now() - CONTACT_MESSAGE_WINDOW_MS);
        if (
          (await countRecentPublicMessagesFrom(tx, request.ip, since)) >=
          CONTACT_MESSAGES_PER_WINDOW
        )
          throw new HttpError(429, messagingTexts.contactFlood, 'rate_limited');
        return insertPublicMessage(tx, {
          ...request.body,
          ip: request.ip,
          utilisateur_id: request.user?.id ?? null,
        });
      });
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
      const { rows, total } = await listPublicMessages(app.db, page);
      return paginated(
        rows.map(({ ip: _ip, traite_par: _by, ...row }) => ({
          ...row,
          traite_le: row.traite_le?.toISOString() ?? null,
          created_at: row.created_at.toISOString(),
        })),
        total,
        page,
      );
    },
  );
};
