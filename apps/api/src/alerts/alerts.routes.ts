import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParams, pageQuery } from '@bonneroute/shared/api';
import {
  alertListResponseSchema,
  alertResponseSchema,
  alertTokenBodySchema,
  createAlertBodySchema,
  createAlertResponseSchema,
  demandQuerySchema,
  demandResponseSchema,
  messageResponseSchema,
  unsubscribeQuerySchema,
  updateAlertBodySchema,
} from '@bonneroute/shared/alerts';
import { buildPath } from '@bonneroute/shared/routes';
import {
  alertDemand,
  checkUnsubscribeLink,
  confirmAlert,
  createAlert,
  listAlerts,
  removeAlert,
  setAlertStatus,
  unsubscribeAlert,
} from './alerts.service';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};

/**
 * Trip alerts. Creating one is open to visitors (an e-mail address, confirmed by a
 * link) and members (tied to the account); managing them needs the account, except the signed
 * unsubscribe link of the e-mails. No answer ever carries an e-mail address.
 */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/alertes',
    {
      schema: {
        tags: ['alertes'],
        summary:
          'Crée une alerte trajet (visiteur : e-mail confirmé par un lien ; membre : son compte)',
        body: createAlertBodySchema,
        response: { 201: createAlertResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createAlert(app.deps, request.body, request.user ?? null, request.ip)),
  );

  app.get(
    '/alertes',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['alertes'],
        summary: 'Mes alertes, les plus récentes d’abord',
        security: [{ bearer: [] }],
        querystring: z.object({ page: pageQuery }),
        response: { 200: alertListResponseSchema, ...errors },
      },
    },
    async (request) =>
      listAlerts(app.deps, request.user!, { page: request.query.page, perPage: 20 }),
  );

  app.patch(
    '/alertes/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['alertes'],
        summary: 'Met une alerte en pause ou la réactive',
        security: [{ bearer: [] }],
        params: idParams,
        body: updateAlertBodySchema,
        response: { 200: alertResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await setAlertStatus(app.deps, request.params.id, request.user!, request.body.statut),
    }),
  );

  app.delete(
    '/alertes/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['alertes'],
        summary: 'Supprime une alerte',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 204: z.undefined().describe('Alerte supprimée'), ...errors },
      },
    },
    async (request, reply) => {
      await removeAlert(app.deps, request.params.id, request.user!);
      return reply.status(204).send();
    },
  );

  app.post(
    '/alertes/confirmation',
    {
      schema: {
        tags: ['alertes'],
        summary: 'Confirme l’alerte d’un visiteur (lien de l’e-mail de confirmation)',
        body: alertTokenBodySchema,
        response: { 200: alertResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await confirmAlert(app.deps, request.body.token) }),
  );

  // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` to the header's URL,
  // with no cookie and no CSRF token; the page of the e-mail's link posts here too. The signature
  // in the URL is the authorisation (it stops that one alert and nothing else), so this route
  // alone is exempt from the CSRF check: a forged cross-site POST would need the signature.
  app.post(
    '/alertes/desabonnement',
    {
      config: { csrf: false },
      schema: {
        tags: ['alertes'],
        summary: 'Désabonnement en un clic (lien signé des e-mails d’alerte, sans connexion)',
        querystring: unsubscribeQuerySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await unsubscribeAlert(app.deps, request.query.alerte, request.query.signature),
    }),
  );

  // The same URL opened in a browser (a mail client without one-click, a copied link): the
  // confirmation page, which unsubscribes once its script runs (a link scanner's GET stops
  // nothing). A wrong signature is refused here already.
  app.get(
    '/alertes/desabonnement',
    {
      schema: {
        tags: ['alertes'],
        summary: 'Lien de désabonnement ouvert dans un navigateur : renvoie vers la page',
        querystring: unsubscribeQuerySchema,
        response: {
          303: z.null().describe('Redirection vers la page de désabonnement'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { alerte, signature } = request.query;
      await checkUnsubscribeLink(app.deps, alerte, signature);
      const query = new URLSearchParams({ alerte: String(alerte), signature });
      return reply.redirect(`${buildPath('alerteDesabonnement')}?${query}`, 303);
    },
  );

  app.get(
    '/alertes/demande',
    {
      schema: {
        tags: ['alertes'],
        summary: '« N personnes recherchent ce trajet » : alertes actives et recherches (30 jours)',
        querystring: demandQuerySchema,
        response: { 200: demandResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await alertDemand(
        app.deps,
        request.query.depart,
        request.query.arrivee,
        request.query.date,
      ),
    }),
  );
};
