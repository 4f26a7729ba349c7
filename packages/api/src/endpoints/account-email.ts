import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { MessageResponseSchema } from '../entities/user';
import { EmailSchema } from '../validation';

export const ChangeAccountEmailBodySchema = z.object({
  email: EmailSchema,
  /** Required when the account has a password (accounts made through Google may not). */
  current_password: z.string().max(128).optional(),
});
export type ChangeAccountEmailBody = z.infer<typeof ChangeAccountEmailBodySchema>;

/**
 * POST /account/email — asks to move the account to a new address: a link that works once, for 24
 * hours, goes to the new address; nothing changes until it is followed.
 */
export const changeAccountEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/account/email',
  api: 'main',
  operationId: 'changeAccountEmail',
  summary: 'Ask to change the e-mail address (a link goes to the new one)',
  description:
    'Checks the current password and sends a link to the new address; the account moves only when it is followed, and the old address is told. The answer is the same whether or not the new address already has an account.',
  tags: ['account'],
  security: 'session',
  errors: [429],
  body: ChangeAccountEmailBodySchema,
  response: MessageResponseSchema,
});

export function changeAccountEmail(transport: HttpTransport, body: ChangeAccountEmailBody) {
  return callEndpoint(transport, changeAccountEmailEndpoint, { body });
}

const INVALID_LINK = 'This link is not valid';

export const ConfirmAccountEmailBodySchema = z.object({
  id: z.uuid({ error: INVALID_LINK }),
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: INVALID_LINK }),
});
export type ConfirmAccountEmailBody = z.infer<typeof ConfirmAccountEmailBodySchema>;

/** POST /account/email/confirm — spends the link of the e-mail change (`?email_change=id.token`). */
export const confirmAccountEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/account/email/confirm',
  api: 'main',
  operationId: 'confirmAccountEmail',
  summary: 'Move the account to its new address with the link sent there',
  description:
    'Spends the link sent to the new address and moves the account there; the old address gets a notice. An invalid link is a 400, a used or expired one a 410, an address taken meanwhile a 409.',
  tags: ['account'],
  errors: [409, 410],
  body: ConfirmAccountEmailBodySchema,
  response: MessageResponseSchema,
});

export function confirmAccountEmail(transport: HttpTransport, body: ConfirmAccountEmailBody) {
  return callEndpoint(transport, confirmAccountEmailEndpoint, { body });
}
