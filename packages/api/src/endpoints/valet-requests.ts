import { z } from 'zod';
import { CompanySlugSchema } from '../company-memberships';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import {
  ValetDeclineBodySchema,
  ValetQuestionBodySchema,
  ValetQuoteBodySchema,
  ValetRequestSchema,
  ValetRequestSummarySchema,
  type ValetDeclineBody,
  type ValetQuestionBody,
  type ValetQuoteBody,
} from '../valet';

/**
 * Issue 18: the company's side of a project submission. Only a company's members reach these
 * calls; anyone else is told the company does not exist (404). A project reaches a company only
 * once its buyer released the brief to it.
 */

export const ValetRequestsParamsSchema = z.object({ slug: CompanySlugSchema });
export const ValetRequestParamsSchema = z.object({
  slug: CompanySlugSchema,
  id: z.uuid({ error: 'id: must be a project id' }),
});

export const ListValetRequestsResponseSchema = z.object({
  data: z.array(ValetRequestSummarySchema),
});
export type ListValetRequestsResponse = z.infer<typeof ListValetRequestsResponseSchema>;

/** GET /companies/{slug}/valet-requests — the projects released to the company, newest first. */
export const listValetRequestsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/companies/:slug/valet-requests',
  api: 'main',
  operationId: 'listValetRequests',
  summary: 'Projects released to a company (members only)',
  description:
    'The projects whose buyers released the brief to the company, newest first, each with its state and how long it waited for an answer. Anyone but a member gets a 404.',
  tags: ['valet'],
  security: 'session',
  companyScoped: true,
  errors: [404],
  params: ValetRequestsParamsSchema,
  response: ListValetRequestsResponseSchema,
});

export function listValetRequests(transport: HttpTransport, slug: string, signal?: AbortSignal) {
  return callEndpoint(transport, listValetRequestsEndpoint, { params: { slug }, signal });
}

export const ValetRequestResponseSchema = z.object({ data: ValetRequestSchema });
export type ValetRequestResponse = z.infer<typeof ValetRequestResponseSchema>;
export const ValetRequestActionResponseSchema = z.object({
  data: ValetRequestSchema,
  message: z.string(),
});
export type ValetRequestActionResponse = z.infer<typeof ValetRequestActionResponseSchema>;

/**
 * GET /companies/{slug}/valet-requests/{id} — one released project: the brief with its files and
 * voice note; the buyer's contact details only once the company accepted.
 */
export const getValetRequestEndpoint = defineEndpoint({
  method: 'GET',
  path: '/companies/:slug/valet-requests/:id',
  api: 'main',
  operationId: 'getValetRequest',
  summary: 'A project released to a company (members only)',
  description:
    "The brief, its files and voice note, and the company's answer so far. The buyer's contact details are there only after the company accepted (never after it declined). A project not released to the company, or a caller who is not its member, is a 404.",
  tags: ['valet'],
  security: 'session',
  companyScoped: true,
  errors: [404],
  params: ValetRequestParamsSchema,
  response: ValetRequestResponseSchema,
});

export function getValetRequest(
  transport: HttpTransport,
  slug: string,
  id: string,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, getValetRequestEndpoint, { params: { slug, id }, signal });
}

/** POST /companies/{slug}/valet-requests/{id}/accept — the company takes the lead. */
export const acceptValetRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/companies/:slug/valet-requests/:id/accept',
  api: 'main',
  operationId: 'acceptValetRequest',
  summary: 'Accept a project (members only)',
  description:
    "Accepts the project: the buyer's contact details are shown to the company and the buyer gets a valet_request_accepted notification. Accepting again changes nothing; a declined or completed project is a 409.",
  tags: ['valet'],
  security: 'session',
  companyScoped: true,
  errors: [404, 409],
  params: ValetRequestParamsSchema,
  response: ValetRequestActionResponseSchema,
});

export function acceptValetRequest(transport: HttpTransport, slug: string, id: string) {
  return callEndpoint(transport, acceptValetRequestEndpoint, { params: { slug, id } });
}

/** POST /companies/{slug}/valet-requests/{id}/decline — with a reason the buyer reads. */
export const declineValetRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/companies/:slug/valet-requests/:id/decline',
  api: 'main',
  operationId: 'declineValetRequest',
  summary: 'Decline a project with a reason (members only)',
  description:
    "Declines the project; the reason is shown to the buyer, who is notified. The buyer's contact details are never shown to the company afterwards. A quoted or completed project is a 409.",
  tags: ['valet'],
  security: 'session',
  companyScoped: true,
  errors: [404, 409],
  params: ValetRequestParamsSchema,
  body: ValetDeclineBodySchema,
  response: ValetRequestActionResponseSchema,
});

export function declineValetRequest(
  transport: HttpTransport,
  slug: string,
  id: string,
  body: ValetDeclineBody,
) {
  return callEndpoint(transport, declineValetRequestEndpoint, { params: { slug, id }, body });
}

/** POST /companies/{slug}/valet-requests/{id}/question — a question to the buyer. */
export const askValetQuestionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/companies/:slug/valet-requests/:id/question',
  api: 'main',
  operationId: 'askValetQuestion',
  summary: 'Ask the buyer a question (members only)',
  description:
    'Posts the question in the conversation with the buyer, who gets a valet_inquiry notification. A declined or completed project is a 409.',
  tags: ['valet'],
  security: 'session',
  companyScoped: true,
  errors: [404, 409],
  params: ValetRequestParamsSchema,
  body: ValetQuestionBodySchema,
  response: ValetRequestActionResponseSchema,
});

export function askValetQuestion(
  transport: HttpTransport,
  slug: string,
  id: string,
  body: ValetQuestionBody,
) {
  return callEndpoint(transport, askValetQuestionEndpoint, { params: { slug, id }, body });
}

/**
 * POST /companies/{slug}/valet-requests/{id}/quote — amount, timeline, message and an optional
 * attachment (a path from POST /valet/uploads). It accepts the project too. A new quote replaces
 * the last one; a retry with the same idempotency key changes nothing.
 */
export const sendValetQuoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/companies/:slug/valet-requests/:id/quote',
  api: 'main',
  operationId: 'sendValetQuote',
  summary: 'Send the buyer a quote (members only)',
  description:
    "Sends a quote: its summary is posted in the conversation, the buyer gets a valet_request_accepted notification and sees the quote on the project page at once. Sending a quote accepts the project (the buyer's contact details are shown). A later quote replaces the earlier one; a retried request with the same idempotency key changes nothing. A declined or completed project is a 409.",
  tags: ['valet'],
  security: 'session',
  companyScoped: true,
  errors: [404, 409],
  params: ValetRequestParamsSchema,
  body: ValetQuoteBodySchema,
  response: ValetRequestActionResponseSchema,
});

export function sendValetQuote(
  transport: HttpTransport,
  slug: string,
  id: string,
  body: ValetQuoteBody,
) {
  return callEndpoint(transport, sendValetQuoteEndpoint, { params: { slug, id }, body });
}
