import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import {
  ChatMessageSchema,
  CounterpartSchema,
  ParticipantSchema,
  ReceiverSchema,
} from '../entities/realtime';

export const ConversationParamsSchema = z.object({
  id: z.uuid({ error: 'id: must be a conversation id' }),
});

export const MESSAGES_PAGE_SIZE = 50;

export const GetConversationQuerySchema = z.object({
  /** Messages older than this message id (the page before); the newest page without it. */
  before: z
    .string()
    .regex(/^\d{1,18}$/, { error: 'before: must be a message id' })
    .optional(),
  limit: z.coerce
    .number<string | number>({ error: 'limit: must be a number' })
    .int({ error: 'limit: must be a whole number' })
    .min(1, { error: 'limit: at least 1' })
    .max(100, { error: 'limit: at most 100' })
    .optional(),
});
export type GetConversationQuery = z.input<typeof GetConversationQuerySchema>;

export const ConversationSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  participants: z.array(ParticipantSchema),
  /**
   * Who answers on the other side, with the online flag (SPEC §3 Chat state): of
   * `counterpart.people`, the first who is online, else the first.
   */
  receiver: ReceiverSchema.nullable(),
  /** The other side as one party: a company online through any of its members, or people. */
  counterpart: CounterpartSchema,
  /**
   * The project whose brief opened this conversation (issue 33), and the signed-in person's side
   * of it: a company's members open the lead, the buyer their project; null for other chats.
   */
  valetProject: z.object({ id: z.uuid(), side: z.enum(['buyer', 'company']) }).nullable(),
  /** Oldest first. */
  messages: z.array(ChatMessageSchema),
  /** The `before` of the older page, or null when this page reaches the first message. */
  nextBefore: z.string().nullable(),
  /** The newest message the signed-in person has read. */
  lastReadMessageId: z.string().nullable(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const GetConversationResponseSchema = z.object({ data: ConversationSchema });
export type GetConversationResponse = z.infer<typeof GetConversationResponseSchema>;

/** GET /conversations/{id} — one conversation with a page of its messages. */
export const getConversationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/conversations/:id',
  api: 'main',
  operationId: 'getConversation',
  summary: 'A conversation with a page of its messages',
  description:
    'A conversation the signed-in person takes part in, with its participants, the receiver and whether they are online, and a page of messages (oldest first; ?before= pages back). Anyone else gets a 404.',
  tags: ['conversations'],
  security: 'session',
  errors: [404],
  params: ConversationParamsSchema,
  querystring: GetConversationQuerySchema,
  response: GetConversationResponseSchema,
});

export function getConversation(
  transport: HttpTransport,
  id: string,
  query: GetConversationQuery = {},
  signal?: AbortSignal,
) {
  return callEndpoint(transport, getConversationEndpoint, { params: { id }, query, signal });
}
