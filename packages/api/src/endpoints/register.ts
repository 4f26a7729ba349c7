import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { CaptchaFieldSchema, MessageResponseSchema, RedirectFieldSchema } from '../entities/user';
import { EmailSchema, PasswordSchema, PersonNameSchema } from '../validation';

export const RegisterBodySchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  captcha: CaptchaFieldSchema,
  /** A page of this site to come back to: the verification link carries it to the login. */
  redirect: RedirectFieldSchema,
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const RegisterResponseSchema = MessageResponseSchema;
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** POST /register — creates an account and sends the verification e-mail. */
export const registerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/register',
  api: 'main',
  operationId: 'register',
  summary: 'Create an account; a verification e-mail follows',
  description:
    'Creates an account and sends the verification e-mail; the answer is the same whether or not the address already has an account (the e-mail tells its owner).',
  tags: ['auth'],
  body: RegisterBodySchema,
  response: RegisterResponseSchema,
});

export function register(transport: HttpTransport, body: RegisterBody) {
  return callEndpoint(transport, registerEndpoint, { body });
}
