import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParams, pageQuery, paginated } from '@bonneroute/shared/api';
import {
  markNotificationsReadBodySchema,
  notificationListResponseSchema,
  unreadCountResponseSchema,
} from '@bonneroute/shared/notifications';
import { markNotificationsRead, pageNotifications } from './notifications.service';

const userParams = idParams;

/** docs/product/messaging.md `GET /utilisateurs/{id}/notifications`; the header bubble's unread count lives here too. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/utilisateurs/:id/notifications',
    {
      preHandler: app.requireSelfOrAdmin,
      schema: {
        tags: ['notifications'],
        summary: 'Notifications de l’utilisateur, les plus récentes d’abord',
        security: [{ bearer: [] }],
        params: userParams,
        querystring: z.object({ page: pageQuery }),
        response: {
          200: notificationListResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const page = { page: request.query.page, perPage: 20 };
      const { rows, total, unread } = await pageNotifications(app.deps, id, page);
      return paginated(rows, total, page, { unread });
    },
  );

  app.post(
    '/utilisateurs/:id/notifications/lues',
    {
      preHandler: app.requireSelfOrAdmin,
      schema: {
        tags: ['notifications'],
        summary: 'Marque des notifications (ou toutes) comme lues',
        security: [{ bearer: [] }],
        params: userParams,
        body: markNotificationsReadBodySchema,
        response: {
          200: unreadCountResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const unread = await markNotificationsRead(app.deps, id, request.body.ids);
      return { data: { unread } };
    },
  );
};
