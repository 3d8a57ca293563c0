import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsOf } from '@bonneroute/shared/api';
import {
  chatMessageCreatedSchema,
  chatMessageListSchema,
  chatMessagesQuerySchema,
  sendChatMessageBodySchema,
} from '@bonneroute/shared/messaging';
import { CHAT_CHANNEL_PREFIX } from '@bonneroute/shared/realtime';
import { isChatMember, postChatMessage, readChat } from './chat.service';

const tripParams = idParamsOf('tripId');
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/** docs/product/messaging.md GET/POST /message-chat-covoiturage/{trip id} and its real-time channel. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.realtime.channels.register(CHAT_CHANNEL_PREFIX, async (user, id) => {
    if (!user || !/^\d{1,9}$/.test(id)) return false;
    return isChatMember(app.deps, Number(id), user.id);
  });

  app.get(
    '/message-chat-covoiturage/:tripId',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['chat'],
        summary: 'Historique de la discussion du trajet (ou ce qui suit `apres`)',
        security: [{ bearer: [] }],
        params: tripParams,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessageListSchema, ...errors },
      },
    },
    async (request) => ({
      data: await readChat(
        app.deps,
        request.user!,
        request.params.tripId,
        request.query.apres ?? 0,
      ),
    }),
  );

  app.post(
    '/message-chat-covoiturage/:tripId',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['chat'],
        summary: 'Envoie un message dans la discussion du trajet',
        security: [{ bearer: [] }],
        params: tripParams,
        body: sendChatMessageBodySchema,
        response: { 201: chatMessageCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await postChatMessage(
        app.deps,
        request.user!,
        request.params.tripId,
        request.body.texte,
      );
      return reply.code(201).send({ data });
    },
  );
};
