import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsOf } from '@bonneroute/shared/api';
import {
  dashboardResponseSchema,
  fullUserResponseSchema,
  shareBodySchema,
  shareResponseSchema,
  userInfoBodySchema,
  userInfoListResponseSchema,
  userInfoResponseSchema,
  userUpdateBodySchema,
} from '@bonneroute/shared/user-space';
import {
  changeUserInfo,
  createUserInfo,
  getDashboard,
  getFullUser,
  recordShare,
  updateIdentity,
  userInfoOf,
} from './profile.service';
import { security, userParams } from './user-params';

const tags = ['espace utilisateur'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** docs/product/user-space.md "User data": the profile, its extra info, the dashboard. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Authorised before validation: a stranger learns nothing from 422 answers.
  const preValidation = app.requireSelfOrAdmin;

  app.get(
    '/utilisateurs/:id/full',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Profil complet (infos, téléphone, documents, véhicules)',
        security,
        params: userParams,
        response: { 200: fullUserResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await getFullUser(app.deps, request.params.id) }),
  );

  app.get(
    '/utilisateurs/:id/tableau-de-bord',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Tableau de bord : badges ROOKIE et FILOU, progression',
        security,
        params: userParams,
        response: { 200: dashboardResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await getDashboard(app.deps, request.params.id) }),
  );

  app.put(
    '/utilisateurs/:id',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Nom, prénom, sexe, date de naissance (ou la date seule)',
        security,
        params: userParams,
        body: userUpdateBodySchema,
        response: { 200: fullUserResponseSchema, ...errors, 422: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await updateIdentity(app.deps, request.params.id, request.body),
    }),
  );

  app.get(
    '/utilisateurs/:id/info',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Informations complémentaires (liste vide si absentes)',
        security,
        params: userParams,
        response: { 200: userInfoListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await userInfoOf(app.deps, request.params.id) }),
  );

  app.post(
    '/utilisateurs/:id/info',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Crée les informations complémentaires (nationalité, pays de résidence, adresse)',
        security,
        params: userParams,
        body: userInfoBodySchema,
        response: { 201: userInfoResponseSchema, ...errors, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await createUserInfo(app.deps, request.params.id, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.put(
    '/utilisateurs/:id/info/:infoId',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Met à jour les informations complémentaires',
        security,
        params: idParamsOf('id', 'infoId'),
        body: userInfoBodySchema,
        response: { 200: userInfoResponseSchema, ...errors, 422: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await changeUserInfo(app.deps, request.params.id, request.params.infoId, request.body),
    }),
  );

  app.post(
    '/utilisateurs/:id/partages',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Le site a été partagé (condition du badge FILOU)',
        security,
        params: userParams,
        body: shareBodySchema.optional(),
        response: { 200: shareResponseSchema, ...errors },
      },
    },
    async (request) => {
      const sharedAt = await recordShare(app.deps, request.params.id);
      return { data: { partage_le: sharedAt.toISOString() } };
    },
  );
};
