import { z } from 'zod';
import { CompanySlugSchema } from '../company-memberships';
import { ChatMessageSchema } from '../entities/realtime';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { staffQueueQuery } from '../staff-queue';
import { IdempotencyKeySchema } from '../validation';
import { ConversationParamsSchema } from './get-conversation';
import { MAX_MESSAGE_LENGTH } from './send-message';

/**
 * Issue 19, /dashboard/overview/support: a signed-in person asks staff for help. Each request is a
 * conversation (read and answered on /dashboard/inbox/{id}, live like any other); staff answer
 * and close requests from /admin/support.
 */

/** Waiting: the person wrote last. Answered: staff did. Closed: staff closed it since. */
export const SUPPORT_STATUSES = ['waiting', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_STATUS_LABELS: Readonly<Record<SupportStatus, string>> = {
  waiting: 'Waiting for our team',
  answered: 'Answered',
  closed: 'Closed',
};

const DateTimeSchema = z.iso.datetime({ offset: true });

export const SupportRequestSchema = z.object({
  /** The conversation's id: /dashboard/inbox/{id}. */
  id: z.uuid(),
  subject: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  company: z.object({ name: z.string(), slug: z.string() }).nullable(),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
});
export type SupportRequest = z.infer<typeof SupportRequestSchema>;

export const CreateSupportRequestBodySchema = z.object({
  subject: z
    .string({ error: 'subject: say what it is about' })
    .trim()
    .min(3, { error: 'subject: say what it is about (at least 3 characters)' })
    .max(150, { error: 'subject: use at most 150 characters' }),
  message: z
    .string({ error: 'message: tell us what you need' })
    .trim()
    .min(10, { error: 'message: tell us what you need (at least 10 characters)' })
    .max(MAX_MESSAGE_LENGTH, { error: `message: use at most ${MAX_MESSAGE_LENGTH} characters` }),
  /** One of the person's companies, when the request is about it. */
  company_slug: CompanySlugSchema.optional(),
  idempotency_key: IdempotencyKeySchema,
});
export type CreateSupportRequestBody = z.input<typeof CreateSupportRequestBodySchema>;

/** POST /support/requests — opens a support request; the same idempotency key opens one. */
export const createSupportRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/support/requests',
  api: 'main',
  operationId: 'createSupportRequest',
  summary: 'Ask staff for help',
  description:
    'Opens a conversation with staff whose first message is the request. A company named must be one the person is a member of (else 404). A retried request with the same idempotency key answers the first one.',
  tags: ['support'],
  security: 'session',
  errors: [404],
  body: CreateSupportRequestBodySchema,
  response: z.object({ data: SupportRequestSchema }),
});

/** GET /support/requests — the signed-in person's support requests, the most recent first. */
export const listSupportRequestsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/support/requests',
  api: 'main',
  operationId: 'listSupportRequests',
  summary: 'My support requests',
  description:
    'The signed-in person’s support requests with their status, the most recently active first.',
  tags: ['support'],
  security: 'session',
  response: z.object({ data: z.array(SupportRequestSchema) }),
});

export const SUPPORT_QUEUE_SORT_FIELDS = ['updated_at', 'created_at'] as const;
export const SupportQueueQuerySchema = staffQueueQuery(SUPPORT_QUEUE_SORT_FIELDS, SUPPORT_STATUSES);
export type SupportQueueQuery = z.input<typeof SupportQueueQuerySchema>;

export const SupportQueueRowSchema = SupportRequestSchema.extend({
  requester: z.object({ name: z.string(), email: z.string() }),
  /** The newest message as plain text, shortened. */
  last_message: z.string(),
});
export type SupportQueueRow = z.infer<typeof SupportQueueRowSchema>;

/** GET /admin/support — support requests for staff (waiting ones, oldest first, by default). */
export const listSupportQueueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/support',
  api: 'main',
  operationId: 'listSupportQueue',
  summary: 'Support requests (staff only)',
  description:
    'Support requests a page at a time, sorted and filtered by status or by the text of the subject or the person. Anyone but staff gets a 404.',
  tags: ['support'],
  security: 'staff',
  querystring: SupportQueueQuerySchema,
  response: z.object({ data: z.array(SupportQueueRowSchema), total: z.number().int() }),
});

export const SupportThreadSchema = z.object({
  request: SupportQueueRowSchema,
  /** Every message, oldest first, with the name each sender is shown under. */
  messages: z.array(ChatMessageSchema.extend({ sender_name: z.string() })),
});
export type SupportThread = z.infer<typeof SupportThreadSchema>;

/** GET /admin/support/{id} — one request with its messages (staff only). */
export const getSupportThreadEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/support/:id',
  api: 'main',
  operationId: 'getSupportThread',
  summary: 'One support request with its messages (staff only)',
  description: 'The request and every message of it, oldest first. Anyone but staff gets a 404.',
  tags: ['support'],
  security: 'staff',
  errors: [404],
  params: ConversationParamsSchema,
  response: z.object({ data: SupportThreadSchema }),
});

export const AnswerSupportBodySchema = z.object({
  body: z
    .string({ error: 'body: write an answer' })
    .trim()
    .min(1, { error: 'body: write an answer' })
    .max(MAX_MESSAGE_LENGTH, { error: `body: use at most ${MAX_MESSAGE_LENGTH} characters` }),
  /** Close the request with this answer. */
  close: z.boolean().optional(),
});
export type AnswerSupportBody = z.input<typeof AnswerSupportBodySchema>;

/**
 * POST /admin/support/{id}/answer — a staff member answers (joining the conversation under the
 * site's support name): the person is notified and sees it live.
 */
export const answerSupportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/support/:id/answer',
  api: 'main',
  operationId: 'answerSupport',
  summary: 'Answer a support request (staff only)',
  description:
    'Adds the staff member’s answer to the request’s conversation (the person gets a notification and the message live), optionally closing it. Anyone but staff gets a 404.',
  tags: ['support'],
  security: 'staff',
  errors: [404],
  params: ConversationParamsSchema,
  body: AnswerSupportBodySchema,
  response: z.object({ data: SupportThreadSchema }),
});

export function createSupportRequest(transport: HttpTransport, body: CreateSupportRequestBody) {
  return callEndpoint(transport, createSupportRequestEndpoint, { body });
}

export function listSupportRequests(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, listSupportRequestsEndpoint, { signal });
}

export function listSupportQueue(
  transport: HttpTransport,
  query: SupportQueueQuery,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, listSupportQueueEndpoint, { query, signal });
}

export function getSupportThread(transport: HttpTransport, id: string, signal?: AbortSignal) {
  return callEndpoint(transport, getSupportThreadEndpoint, { params: { id }, signal });
}

export function answerSupport(transport: HttpTransport, id: string, body: AnswerSupportBody) {
  return callEndpoint(transport, answerSupportEndpoint, { params: { id }, body });
}
