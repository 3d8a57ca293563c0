import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParams, idParamsOf } from '@bonneroute/shared/api';
import {
  notificationPreferencesBodySchema,
  notificationPreferencesResponseSchema,
  pushPublicKeyResponseSchema,
  pushSubscriptionBodySchema,
  pushSubscriptionResponseSchema,
  pushTexts,
} from '@bonneroute/shared/notifications';
import { notFound, unprocessable } from '../lib/http-error';
import { isAllowedPushEndpoint } from './push-endpoint-policy';
import { deleteSubscription, savePreferences, saveSubscription } from './push.repository';
import { preferencesOf } from './notification-preferences';

const tags = ['notifications'];
const security = [{ bearer: [] }];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};

/** Web Push subscriptions and the member's channels per kind of event. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/push/cle-publique',
    {
      schema: {
        tags,
        summary: 'Clé publique VAPID (base64url) pour s’abonner aux notifications',
        response: { 200: pushPublicKeyResponseSchema },
      },
    },
    async () => ({ data: { cle_publique: (await app.push.keys()).publicKey } }),
  );

  app.post(
    '/utilisateurs/:id/abonnements-push',
    {
      preValidation: app.requireSelfOrAdmin,
      schema: {
        tags,
        summary: 'Abonne ce navigateur aux notifications (PushSubscription du navigateur)',
        security,
        params: idParams,
        body: pushSubscriptionBodySchema,
        response: { 201: pushSubscriptionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      // Never a call into our own network: the browsers' push services only.
      if (!isAllowedPushEndpoint(endpoint, app.push.extraOrigins))
        throw unprocessable(pushTexts.endpointRefused, '/endpoint');
      const id = await saveSubscription(app.db, request.params.id, {
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
      });
      return reply.code(201).send({ data: { id } });
    },
  );

  app.delete(
    '/utilisateurs/:id/abonnements-push/:abonnementId',
    {
      preValidation: app.requireSelfOrAdmin,
      schema: {
        tags,
        summary: 'Désabonne un navigateur',
        security,
        params: idParamsOf('id', 'abonnementId'),
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, abonnementId } = request.params;
      if (!(await deleteSubscription(app.db, id, abonnementId))) throw notFound();
      return reply.code(204).send();
    },
  );

  app.get(
    '/utilisateurs/:id/reglages-notifications',
    {
      preValidation: app.requireSelfOrAdmin,
      schema: {
        tags,
        summary: 'E-mail et notifications, par type d’événement',
        security,
        params: idParams,
        response: { 200: notificationPreferencesResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await preferencesOf(app.db, request.params.id) }),
  );

  app.put(
    '/utilisateurs/:id/reglages-notifications',
    {
      preValidation: app.requireSelfOrAdmin,
      schema: {
        tags,
        summary: 'Enregistre les canaux choisis par type d’événement',
        security,
        params: idParams,
        body: notificationPreferencesBodySchema,
        response: { 200: notificationPreferencesResponseSchema, ...errors },
      },
    },
    async (request) => {
      await savePreferences(app.db, request.params.id, request.body.preferences);
      return { data: await preferencesOf(app.db, request.params.id) };
    },
  );
};
