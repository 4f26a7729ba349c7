import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listConversationsEndpoint } from '@atlas/api/endpoints/list-conversations';
import { getConversationEndpoint } from '@atlas/api/endpoints/get-conversation';
import { sendMessageEndpoint } from '@atlas/api/endpoints/send-message';
import { markConversationReadEndpoint } from '@atlas/api/endpoints/mark-conversation-read';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';

/** Messages per minute one address may send. */
export const MESSAGES_PER_MINUTE = 60;

/** Conversations: only their participants reach them; anyone else gets the same 404. */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.conversations;
  await registerRateLimit(app, { reason: 'Too many messages.' });

  app.get(
    listConversationsEndpoint.path,
    { schema: schemaOf(listConversationsEndpoint) },
    async (request, reply) => {
      const auth = app.requireUser(request);
      reply.header('cache-control', 'no-store');
      return { data: await service.list(auth.user.id) };
    },
  );

  app.get(
    getConversationEndpoint.path,
    { schema: schemaOf(getConversationEndpoint) },
    async (request, reply) => {
      const auth = app.requireUser(request);
      reply.header('cache-control', 'no-store');
      return {
        data: await service.get(auth.user.id, request.params.id, {
          before: request.query.before,
          limit: request.query.limit,
        }),
      };
    },
  );

  app.post(
    sendMessageEndpoint.path,
    { config: perIp(MESSAGES_PER_MINUTE), schema: schemaOf(sendMessageEndpoint) },
    async (request) => {
      const auth = app.requireUser(request);
      return {
        data: await service.send(
          { id: auth.user.id, name: auth.user.name },
          request.params.id,
          request.body.body,
        ),
      };
    },
  );

  app.post(
    markConversationReadEndpoint.path,
    { schema: schemaOf(markConversationReadEndpoint) },
    async (request) => {
      const auth = app.requireUser(request);
      return {
        data: { lastReadMessageId: await service.markRead(auth.user.id, request.params.id) },
      };
    },
  );
};
