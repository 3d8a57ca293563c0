import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParams } from '@bonneroute/shared/api';
import {
  blockBodySchema,
  blockedMemberListSchema,
  blockedMemberResponseSchema,
  unblockParamsSchema,
  unblockResponseSchema,
} from '@bonneroute/shared/blocks';
import { blockMember, listBlockedMembers, unblockMember } from './blocks.service';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};
const security = [{ bearer: [] }];

/** docs/product/messaging.md « Bloquer ce membre »: block, my list, unblock. */
export const blocksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/utilisateurs/:id/blocages',
    {
      preHandler: app.requireSelfOrAdmin,
      schema: {
        tags: ['blocages'],
        summary: 'Bloque un membre (une seule fois : bloquer de nouveau répond le même blocage)',
        security,
        params: idParams,
        body: blockBodySchema,
        response: { 200: blockedMemberResponseSchema, 201: blockedMemberResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { member, created } = await blockMember(
        app.deps,
        request.params.id,
        request.body.utilisateur_id,
      );
      return reply.code(created ? 201 : 200).send({ data: member });
    },
  );

  app.get(
    '/utilisateurs/:id/blocages',
    {
      preHandler: app.requireSelfOrAdmin,
      schema: {
        tags: ['blocages'],
        summary: 'Membres que l’utilisateur a bloqués, les plus récents d’abord',
        security,
        params: idParams,
        response: { 200: blockedMemberListSchema, ...errors },
      },
    },
    async (request) => ({ data: await listBlockedMembers(app.deps, request.params.id) }),
  );

  app.delete(
    '/utilisateurs/:id/blocages/:utilisateur_id',
    {
      preHandler: app.requireSelfOrAdmin,
      schema: {
        tags: ['blocages'],
        summary: 'Débloque un membre',
        security,
        params: unblockParamsSchema,
        response: { 200: unblockResponseSchema, ...errors },
      },
    },
    async (request) => {
      await unblockMember(app.deps, request.params.id, request.params.utilisateur_id);
      return { data: { ok: true as const } };
    },
  );
};
