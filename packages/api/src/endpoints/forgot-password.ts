import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { CaptchaFieldSchema, MessageResponseSchema, RedirectFieldSchema } from '../entities/user';
import { EmailSchema } from '../validation';

export const ForgotPasswordBodySchema = z.object({
  email: EmailSchema,
  captcha: CaptchaFieldSchema,
  /** A page of this site to come back to: the reset link carries it to the login. */
  redirect: RedirectFieldSchema,
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

/** POST /forgot — mails a reset link; the answer is the same whether or not the address exists. */
export const forgotPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/forgot',
  api: 'main',
  operationId: 'forgotPassword',
  summary: 'Send a password-reset e-mail',
  description:
    'E-mails a password-reset link; the answer is the same, in the same time, whether or not the address has an account.',
  tags: ['auth'],
  body: ForgotPasswordBodySchema,
  response: MessageResponseSchema,
});

export function forgotPassword(transport: HttpTransport, body: ForgotPasswordBody) {
  return callEndpoint(transport, forgotPasswordEndpoint, { body });
}
