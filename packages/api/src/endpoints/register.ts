import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { CaptchaFieldSchema, MessageResponseSchema } from '../entities/user';
import { EmailSchema, PasswordSchema, PersonNameSchema } from '../validation';

export const RegisterBodySchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  captcha: CaptchaFieldSchema,
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const RegisterResponseSchema = MessageResponseSchema;
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** POST /register — creates an account and sends the verification e-mail. */
export const registerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/register',
  api: 'main',
  summary: 'Create an account; a verification e-mail follows',
  tags: ['auth'],
  body: RegisterBodySchema,
  response: RegisterResponseSchema,
});

export function register(transport: HttpTransport, body: RegisterBody) {
  return callEndpoint(transport, registerEndpoint, { body });
}
