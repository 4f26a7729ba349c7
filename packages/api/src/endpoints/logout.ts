import type { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { MessageResponseSchema } from '../entities/user';

export const LogoutResponseSchema = MessageResponseSchema;
export type LogoutResponse = z.infer<typeof LogoutResponseSchema>;

/** POST /logout — revokes the current session and clears the cookie (SPEC §7). */
export const logoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/logout',
  api: 'main',
  operationId: 'logout',
  summary: 'End the current session',
  description: 'Revokes the current session, if any, and clears the session cookie (SPEC §7).',
  tags: ['auth'],
  security: 'session-optional',
  response: LogoutResponseSchema,
});

export function logout(transport: HttpTransport) {
  return callEndpoint(transport, logoutEndpoint, { body: {} });
}
