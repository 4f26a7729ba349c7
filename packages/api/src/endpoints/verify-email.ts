import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { MessageResponseSchema } from '../entities/user';

export const VerifyEmailBodySchema = z.object({
  id: z.uuid({ error: 'This verification link is not valid' }),
  hash: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'This verification link is not valid' }),
});
export type VerifyEmailBody = z.infer<typeof VerifyEmailBodySchema>;

export const VerifyEmailResponseSchema = MessageResponseSchema;

/** POST /email/verify — spends the link of the verification e-mail (/email/verify/{id}/{hash}). */
export const verifyEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/email/verify',
  api: 'main',
  operationId: 'verifyEmail',
  summary: 'Confirm an e-mail address with the link from the verification e-mail',
  description:
    'Spends the link of the verification e-mail (/email/verify/{id}/{hash}); an invalid link is a 400, a used or expired one a 410.',
  tags: ['auth'],
  errors: [410],
  body: VerifyEmailBodySchema,
  response: VerifyEmailResponseSchema,
});

export function verifyEmail(transport: HttpTransport, body: VerifyEmailBody) {
  return callEndpoint(transport, verifyEmailEndpoint, { body });
}
