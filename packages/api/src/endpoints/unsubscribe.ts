import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { MessageResponseSchema } from '../entities/user';

/**
 * The one-click unsubscribe link of every e-mail (/email/unsubscribe/{email}/{company}?key=…): the
 * key is the recipient's preferences id, so nobody can unsubscribe somebody else by address alone.
 */
export const UnsubscribeQuerySchema = z.object({
  email: z.string().min(1).max(254),
  company: z.string().max(200).optional(),
  key: z.uuid({ error: 'This unsubscribe link is not valid' }),
});
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuerySchema>;

/** POST /email/unsubscribe — turns off every optional e-mail (RFC 8058 one-click as well). */
export const unsubscribeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/email/unsubscribe',
  api: 'main',
  operationId: 'unsubscribe',
  summary: 'Stop all optional e-mails for an address',
  description:
    'Turns off every optional e-mail for the owner of a preferences link (RFC 8058 one-click as well); an unknown link is a 404.',
  tags: ['email'],
  errors: [404],
  querystring: UnsubscribeQuerySchema,
  response: MessageResponseSchema,
});

export function unsubscribe(transport: HttpTransport, query: UnsubscribeQuery) {
  return callEndpoint(transport, unsubscribeEndpoint, { query, body: {} });
}
