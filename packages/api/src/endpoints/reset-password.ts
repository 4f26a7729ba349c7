import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { MessageResponseSchema } from '../entities/user';
import { PasswordSchema } from '../validation';

export const ResetPasswordBodySchema = z.object({
  id: z.uuid({ error: 'This reset link is not valid' }),
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'This reset link is not valid' }),
  password: PasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** POST /password/reset — sets a new password with the e-mailed link; other sessions end. */
export const resetPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/password/reset',
  api: 'main',
  operationId: 'resetPassword',
  summary: 'Choose a new password with the link from the reset e-mail',
  description:
    'Sets a new password with the link from the reset e-mail and ends every other session; an invalid link is a 400, a used or expired one a 410.',
  tags: ['auth'],
  errors: [410],
  body: ResetPasswordBodySchema,
  response: MessageResponseSchema,
});

export function resetPassword(transport: HttpTransport, body: ResetPasswordBody) {
  return callEndpoint(transport, resetPasswordEndpoint, { body });
}
