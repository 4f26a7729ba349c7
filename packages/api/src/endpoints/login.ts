import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { UserSchema } from '../entities/user';
import { EmailSchema } from '../validation';

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'Enter your password' })
    .min(1, { error: 'Enter your password' })
    .max(128),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const LoginResponseSchema = z.object({
  data: z.object({
    user: UserSchema,
    /** The bearer token, for other apps (SPEC §6); browsers use the HttpOnly cookie instead. */
    token: z.string(),
    expires_at: z.string(),
  }),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** POST /login — starts a session: sets the session cookie and answers the bearer token. */
export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/login',
  api: 'main',
  operationId: 'login',
  summary: 'Sign in with e-mail and password',
  description:
    'Starts a session: sets the HttpOnly session cookie and answers the bearer token. Wrong credentials are a 401; an address not yet verified is a 403.',
  tags: ['auth'],
  errors: [401],
  body: LoginBodySchema,
  response: LoginResponseSchema,
});

export function login(transport: HttpTransport, body: LoginBody) {
  return callEndpoint(transport, loginEndpoint, { body });
}
