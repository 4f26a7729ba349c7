import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import {
  ValetAcceptQuoteBodySchema,
  ValetDeclineQuoteBodySchema,
  type ValetAcceptQuoteBody,
  type ValetDeclineQuoteBody,
} from '../valet';
import { intId } from '../bounds';
import { ValetProjectResponseSchema } from './valet-projects';

/**
 * Issue 33: the buyer decides on the quotes of a project. Accepting one hires that company (it is
 * told, the conversation goes on); the other companies are told politely that the buyer chose
 * another. Any quote may be declined with a reason. Only the project's buyer reaches these calls;
 * anyone else gets a 404.
 */

export const ValetQuoteParamsSchema = z.object({
  id: z.uuid({ error: 'id: must be a project id' }),
  company_id: intId('company_id: must be a company id'),
});

/** POST /valet/projects/{id}/quotes/{company_id}/accept — hires the company of that quote. */
export const acceptValetQuoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/valet/projects/:id/quotes/:company_id/accept',
  api: 'main',
  operationId: 'acceptValetQuote',
  summary: "Accept a company's quote (hire it)",
  description:
    "The buyer accepts the quote of one company: the project is marked hired, the company's people are told in the conversation (which goes on) and by notification, and every other company still in the running is told politely that the buyer chose another (with the optional reason). No other company can answer afterwards. Accepting the same quote again changes nothing; a company without a quote, or a project already hired with another company or done, is a 409.",
  tags: ['valet'],
  security: 'session',
  errors: [404, 409],
  params: ValetQuoteParamsSchema,
  body: ValetAcceptQuoteBodySchema,
  response: ValetProjectResponseSchema,
});

export function acceptValetQuote(
  transport: HttpTransport,
  id: string,
  companyId: number,
  body: ValetAcceptQuoteBody,
) {
  return callEndpoint(transport, acceptValetQuoteEndpoint, {
    params: { id, company_id: companyId },
    body,
  });
}

/** POST /valet/projects/{id}/quotes/{company_id}/decline — turns a quote down with a reason. */
export const declineValetQuoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/valet/projects/:id/quotes/:company_id/decline',
  api: 'main',
  operationId: 'declineValetQuote',
  summary: "Decline a company's quote",
  description:
    "The buyer turns one company's quote down with a reason: the company's people read it in the conversation and get a notification. Declining the same quote again changes nothing; a company without a quote, an accepted quote, or a project done is a 409.",
  tags: ['valet'],
  security: 'session',
  errors: [404, 409],
  params: ValetQuoteParamsSchema,
  body: ValetDeclineQuoteBodySchema,
  response: ValetProjectResponseSchema,
});

export function declineValetQuote(
  transport: HttpTransport,
  id: string,
  companyId: number,
  body: ValetDeclineQuoteBody,
) {
  return callEndpoint(transport, declineValetQuoteEndpoint, {
    params: { id, company_id: companyId },
    body,
  });
}
