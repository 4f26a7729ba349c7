import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { ConversationParamsSchema } from './get-conversation';

export const MarkConversationReadResponseSchema = z.object({
  data: z.object({ lastReadMessageId: z.string().nullable() }),
});
export type MarkConversationReadResponse = z.infer<typeof MarkConversationReadResponseSchema>;

/** POST /conversations/{id}/read — marks every message so far read for the signed-in person. */
export const markConversationReadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/conversations/:id/read',
  api: 'main',
  operationId: 'markConversationRead',
  summary: 'Mark a conversation read',
  description:
    "Marks the conversation's messages read up to the newest for the signed-in person (and its chat notifications read); the others see it live. Anyone but a participant gets a 404.",
  tags: ['conversations'],
  security: 'session',
  errors: [404],
  params: ConversationParamsSchema,
  response: MarkConversationReadResponseSchema,
});

export function markConversationRead(transport: HttpTransport, id: string) {
  return callEndpoint(transport, markConversationReadEndpoint, { params: { id } });
}
