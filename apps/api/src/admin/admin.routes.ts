import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  suspendUserBodySchema,
  suspendUserResponseSchema,
  adminPromoCodesResponseSchema,
  createPromoCodeBodySchema,
  promoCodeResponseSchema,
  togglePromoCodeBodySchema,
  adminTripsResponseSchema,
  deactivateTripBodySchema,
  deactivateTripResponseSchema,
  adminDocumentsQuerySchema,
  adminDocumentsResponseSchema,
  adminEmailDetailResponseSchema,
  adminPassengersResponseSchema,
  adminSearchesResponseSchema,
  adminStatisticsResponseSchema,
  documentDecisionBodySchema,
  documentDecisionResponseSchema,
  adminEmailsResponseSchema,
  adminRegistrationsResponseSchema,
  adminTexts,
  auditResponseSchema,
  remindRegistrationBodySchema,
  remindRegistrationResponseSchema,
  accountRemovalBodySchema,
  identityCorrectionBodySchema,
} from '@bonneroute/shared/admin';
import { fullUserResponseSchema } from '@bonneroute/shared/user-space';
import { getFullUser } from '../user-space/profile.service';
import { correctAccount } from './account-corrections';
import { errorResponseSchema, idParamsOf, pageQuery, paginationMeta } from '@bonneroute/shared/api';
import { authDeps } from '../auth/auth-deps';
import { notFound } from '../lib/http-error';
import { requireAdminAction } from '../plugins/admin-guard';
import { listAdminActions } from '../audit/audit.repository';
import { listAdminUsers, reinstateUser, suspendUser } from './users';
import { createPromoCode, listPromoCodes, setPromoCodeActive } from './promo-codes';
import { cancelAbusiveTrip, listAdminTrips } from './trips';
import { markContactMessageHandled } from './contact-messages';
import { decideDocument, listDocuments } from './documents';
import { dashboardStatistics, listPassengers, listSearches } from './statistics';
import { findOutboxEmail, listOutbox } from './outbox';
import { listPendingRegistrations, remindRegistration } from './registrations';

const PER_PAGE = 20;
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
};

/**
 * The admin area's calls (spec §7 "Other", issue 10). Every route here is for ADMIN and MANAGER
 * only, whatever the client shows; actions that move money or lock someone out are ADMIN only.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAdminAction('consulter'));

  app.get(
    '/admin/inscriptions',
    {
      schema: {
        tags: ['administration'],
        summary: 'Inscriptions dont l’adresse e-mail n’est pas encore validée',
        security: [{ bearer: [] }],
        querystring: z.object({ page: pageQuery }),
        response: { 200: adminRegistrationsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { rows, total } = await listPendingRegistrations(
        app.db,
        request.sessionId,
        page,
        PER_PAGE,
      );
      return { data: rows, meta: paginationMeta(total, page, PER_PAGE) };
    },
  );

  app.post(
    '/admin/inscriptions',
    {
      preHandler: requireAdminAction('relancer-inscription'),
      schema: {
        tags: ['administration'],
        summary: 'Relance un utilisateur qui n’a pas validé son adresse (une fois par session)',
        security: [{ bearer: [] }],
        body: remindRegistrationBodySchema,
        response: {
          201: remindRegistrationResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { utilisateur_id } = request.body;
      await remindRegistration(
        authDeps(app),
        { id: request.user!.id, sessionId: request.sessionId },
        utilisateur_id,
      );
      reply.code(201);
      return { data: { utilisateur_id, relance_envoyee: 1 as const } };
    },
  );

  app.get(
    '/admin/emails',
    {
      schema: {
        tags: ['administration'],
        summary: 'Boîte d’envoi : les e-mails du site, les plus récents d’abord',
        security: [{ bearer: [] }],
        querystring: z.object({ page: pageQuery }),
        response: { 200: adminEmailsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { rows, total } = await listOutbox(app.db, page, PER_PAGE);
      return { data: rows, meta: paginationMeta(total, page, PER_PAGE) };
    },
  );

  app.get(
    '/admin/emails/:emailId',
    {
      schema: {
        tags: ['administration'],
        summary: 'Un e-mail de la boîte d’envoi, HTML et texte',
        security: [{ bearer: [] }],
        params: idParamsOf('emailId'),
        response: { 200: adminEmailDetailResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const email = await findOutboxEmail(app.db, request.params.emailId);
      if (!email) throw notFound(adminTexts.unknownEmail);
      return { data: email };
    },
  );

  app.get(
    '/admin/journal',
    {
      schema: {
        tags: ['administration'],
        summary: 'Journal des actions de l’équipe (qui, quoi, quand)',
        security: [{ bearer: [] }],
        querystring: z.object({ page: pageQuery }),
        response: { 200: auditResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { rows, total } = await listAdminActions(app.db, page, PER_PAGE);
      return { data: rows, meta: paginationMeta(total, page, PER_PAGE) };
    },
  );

  app.get(
    '/admin/statistiques',
    {
      schema: {
        tags: ['administration'],
        summary: 'Tableau de bord : utilisateurs, recherches (28 jours), passagers, frais',
        security: [{ bearer: [] }],
        response: { 200: adminStatisticsResponseSchema, ...errors },
      },
    },
    async () => ({ data: await dashboardStatistics(app.db) }),
  );

  app.get(
    '/admin/recherches',
    {
      schema: {
        tags: ['administration'],
        summary: 'Journal des recherches (spec §3 Search log), les plus récentes d’abord',
        security: [{ bearer: [] }],
        querystring: z.object({ page: pageQuery }),
        response: { 200: adminSearchesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { rows, total } = await listSearches(app.db, page, PER_PAGE);
      return { data: rows, meta: paginationMeta(total, page, PER_PAGE) };
    },
  );

  app.get(
    '/admin/passagers',
    {
      schema: {
        tags: ['administration'],
        summary: 'Réservations des passagers (spec §3 Passenger acceptance)',
        security: [{ bearer: [] }],
        querystring: z.object({ page: pageQuery }),
        response: { 200: adminPassengersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { rows, total } = await listPassengers(app.db, page, PER_PAGE);
      return { data: rows, meta: paginationMeta(total, page, PER_PAGE) };
    },
  );

  app.get(
    '/admin/documents',
    {
      schema: {
        tags: ['administration'],
        summary: 'Pièces d’identité à vérifier (ou déjà vérifiées)',
        security: [{ bearer: [] }],
        querystring: adminDocumentsQuerySchema.extend({ page: pageQuery }),
        response: { 200: adminDocumentsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, statut } = request.query;
      const { rows, total } = await listDocuments(app.db, statut === 'verifie', page, PER_PAGE);
      return { data: rows, meta: paginationMeta(total, page, PER_PAGE) };
    },
  );

  app.post(
    '/admin/documents/:documentId/decision',
    {
      preHandler: requireAdminAction('verifier-document'),
      schema: {
        tags: ['administration'],
        summary: 'Vérifie une pièce (puis verse les gains en attente) ou la refuse avec un motif',
        security: [{ bearer: [] }],
        params: idParamsOf('documentId'),
        body: documentDecisionBodySchema,
        response: {
          200: documentDecisionResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { versement } = await decideDocument(
        app,
        request.user!.id,
        request.params.documentId,
        request.body,
      );
      return {
        data: { id: request.params.documentId, decision: request.body.decision, versement },
      };
    },
  );

  app.post(
    '/admin/public-messages/:messageId/traitement',
    {
      preHandler: requireAdminAction('traiter-message-contact'),
      schema: {
        tags: ['administration'],
        summary: 'Marque une demande de contact comme traitée',
        security: [{ bearer: [] }],
        params: idParamsOf('messageId'),
        response: {
          200: z.object({ data: z.object({ id: z.number().int(), traite: z.literal(1) }) }),
          ...errors,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await markContactMessageHandled(app.db, request.user!.id, request.params.messageId);
      return { data: { id: request.params.messageId, traite: 1 as const } };
    },
  );

  app.get(
    '/admin/trajets',
    {
      schema: {
        tags: ['administration'],
        summary: 'Tous les trajets, à venir d’abord, page par page',
        security: [{ bearer: [] }],
        querystring: z.object({ page: pageQuery }),
        response: { 200: adminTripsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { rows, total } = await listAdminTrips(app.db, page, PER_PAGE);
      return { data: rows, meta: paginationMeta(total, page, PER_PAGE) };
    },
  );

  app.post(
    '/admin/trajets/:tripId/desactivation',
    {
      preHandler: requireAdminAction('desactiver-trajet'),
      schema: {
        tags: ['administration'],
        summary: 'Désactive un trajet abusif : passagers remboursés et prévenus (ADMIN)',
        security: [{ bearer: [] }],
        params: idParamsOf('tripId'),
        body: deactivateTripBodySchema,
        response: {
          200: deactivateTripResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const rembourse = await cancelAbusiveTrip(
        app,
        request.user!.id,
        request.params.tripId,
        request.body.motif,
      );
      return { data: { id: request.params.tripId, actif: 0 as const, rembourse } };
    },
  );

  app.get(
    '/admin/codes-promo',
    {
      schema: {
        tags: ['administration'],
        summary: 'Codes promo : limites et utilisation',
        security: [{ bearer: [] }],
        response: { 200: adminPromoCodesResponseSchema, ...errors },
      },
    },
    async () => ({ data: await listPromoCodes(app.db) }),
  );

  app.post(
    '/admin/codes-promo',
    {
      preHandler: requireAdminAction('gerer-codes-promo'),
      schema: {
        tags: ['administration'],
        summary: 'Crée un code promo (bonus carburant du conducteur, en centimes) (ADMIN)',
        security: [{ bearer: [] }],
        body: createPromoCodeBodySchema,
        response: {
          201: promoCodeResponseSchema,
          ...errors,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await createPromoCode(app.db, request.user!.id, request.body) };
    },
  );

  app.post(
    '/admin/codes-promo/:codeId/actif',
    {
      preHandler: requireAdminAction('gerer-codes-promo'),
      schema: {
        tags: ['administration'],
        summary: 'Active ou désactive un code promo (ADMIN)',
        security: [{ bearer: [] }],
        params: idParamsOf('codeId'),
        body: togglePromoCodeBodySchema,
        response: { 200: promoCodeResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await setPromoCodeActive(
        app.db,
        request.user!.id,
        request.params.codeId,
        request.body.actif === 1,
      ),
    }),
  );

  app.get(
    '/admin/utilisateurs',
    {
      schema: {
        tags: ['administration'],
        summary: 'Utilisateurs (recherche par nom ou e-mail), avec leur suspension',
        security: [{ bearer: [] }],
        querystring: adminUsersQuerySchema.extend({ page: pageQuery }),
        response: { 200: adminUsersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, q, liste } = request.query;
      const { rows, total } = await listAdminUsers(app.db, q, page, PER_PAGE, liste);
      return { data: rows, meta: paginationMeta(total, page, PER_PAGE) };
    },
  );

  app.post(
    '/admin/utilisateurs/:userId/suspension',
    {
      preHandler: requireAdminAction('suspendre-utilisateur'),
      schema: {
        tags: ['administration'],
        summary:
          'Suspend un compte : sessions fermées, trajets à venir annulés et remboursés (ADMIN)',
        security: [{ bearer: [] }],
        params: idParamsOf('userId'),
        body: suspendUserBodySchema,
        response: {
          200: suspendUserResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const result = await suspendUser(
        app,
        request.user!.id,
        request.params.userId,
        request.body.motif,
      );
      return { data: { id: request.params.userId, suspendu: 1 as const, ...result } };
    },
  );

  app.post(
    '/admin/utilisateurs/:userId/reactivation',
    {
      preHandler: requireAdminAction('suspendre-utilisateur'),
      schema: {
        tags: ['administration'],
        summary: 'Lève la suspension d’un compte (ADMIN)',
        security: [{ bearer: [] }],
        params: idParamsOf('userId'),
        response: { 200: suspendUserResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => {
      await reinstateUser(app.db, request.user!.id, request.params.userId);
      return {
        data: { id: request.params.userId, suspendu: 0 as const, trajets_annules: 0, rembourse: 0 },
      };
    },
  );

  // Issue 16: an ADMIN's explicit corrections of a member's data, each one journaled.
  const correctionSchema = {
    tags: ['administration'],
    security: [{ bearer: [] }],
    params: idParamsOf('userId'),
    response: {
      200: fullUserResponseSchema,
      ...errors,
      404: errorResponseSchema,
      422: errorResponseSchema,
    },
  };
  app.post(
    '/admin/utilisateurs/:userId/corrections/identite',
    {
      preHandler: requireAdminAction('corriger-compte'),
      schema: {
        ...correctionSchema,
        summary: 'Corrige le nom, le prénom, le sexe ou la date de naissance d’un membre (ADMIN)',
        body: identityCorrectionBodySchema,
      },
    },
    async (request) => {
      const { motif, ...identity } = request.body;
      await correctAccount(
        app,
        request.user!.id,
        request.params.userId,
        'identite',
        motif,
        identity,
      );
      return { data: await getFullUser(app.db, request.params.userId) };
    },
  );
  for (const [field, summary] of [
    ['telephone', 'Retire le numéro de téléphone d’un membre (ADMIN)'],
    ['avatar', 'Retire la photo de profil d’un membre (ADMIN)'],
    ['iban', 'Retire l’IBAN d’un membre : ses versements attendent un nouvel IBAN (ADMIN)'],
  ] as const) {
    app.post(
      `/admin/utilisateurs/:userId/corrections/${field}`,
      {
        preHandler: requireAdminAction('corriger-compte'),
        schema: { ...correctionSchema, summary, body: accountRemovalBodySchema },
      },
      async (request) => {
        await correctAccount(
          app,
          request.user!.id,
          request.params.userId,
          field,
          request.body.motif,
        );
        return { data: await getFullUser(app.db, request.params.userId) };
      },
    );
  }
};
