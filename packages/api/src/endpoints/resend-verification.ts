import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { CaptchaFieldSchema, MessageResponseSchema, RedirectFieldSchema } from '../entities/user';
import { EmailSchema } from '../validation';

export const ResendVerificationBodySchema = z.object({
  email: EmailSchema,
  captcha: CaptchaFieldSchema,
  /** A page of this site to come back to: the new link carries it to the login. */
  redirect: RedirectFieldSchema,
});
export type ResendVerificationBody = z.infer<typeof ResendVerificationBodySchema>;

/** POST /email/verify/resend — a new verification e-mail; the same answer for any address. */
export const resendVerificationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/email/verify/resend',
  api: 'main',
  operationId: 'resendVerification',
  summary: 'Send the verification e-mail again',
  description: 'Sends the verification e-mail again; the same answer for any address.',
  tags: ['auth'],
  body: ResendVerificationBodySchema,
  response: MessageResponseSchema,
});

export function resendVerification(transport: HttpTransport, body: ResendVerificationBody) {
  return callEndpoint(transport, resendVerificationEndpoint, { body });
}
