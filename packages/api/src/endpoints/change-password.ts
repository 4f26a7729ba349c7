import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { MessageResponseSchema } from '../entities/user';
import { PasswordSchema } from '../validation';

export const ChangePasswordBodySchema = z.object({
  /** Required when the account has a password (accounts made through Google may not). */
  current_password: z.string().max(128).optional(),
  password: PasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** POST /profile/password — a new password for the signed-in user; their other sessions end. */
export const changePasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/profile/password',
  api: 'main',
  operationId: 'changePassword',
  summary: 'Change the password (other sessions are signed out)',
  description:
    'Sets a new password for the signed-in person after checking the current one; every other session of theirs ends.',
  tags: ['auth'],
  security: 'session',
  body: ChangePasswordBodySchema,
  response: MessageResponseSchema,
});

export function changePassword(transport: HttpTransport, body: ChangePasswordBody) {
  return callEndpoint(transport, changePasswordEndpoint, { body });
}
