import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { ConversationSummarySchema } from '../entities/realtime';

export const ListConversationsResponseSchema = z.object({
  data: z.array(ConversationSummarySchema),
});
export type ListConversationsResponse = z.infer<typeof ListConversationsResponseSchema>;

/** GET /conversations — the conversations the signed-in person takes part in, newest first. */
export const listConversationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/conversations',
  api: 'main',
  operationId: 'listConversations',
  summary: 'My conversations',
  description:
    'The conversations the signed-in person takes part in, the most recently active first, each with its participants, newest message and unread count.',
  tags: ['conversations'],
  security: 'session',
  response: ListConversationsResponseSchema,
});

export function listConversations(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, listConversationsEndpoint, { signal });
}
