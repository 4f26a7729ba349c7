import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { UserSchema } from '../entities/user';

export const GetProfileResponseSchema = z.object({ data: z.object({ user: UserSchema }) });
export type GetProfileResponse = z.infer<typeof GetProfileResponseSchema>;

/** GET /profile — who the session belongs to; 401 without a valid session (SPEC §7). */
export const getProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/profile',
  api: 'main',
  operationId: 'getProfile',
  summary: 'The signed-in user',
  description: 'Who the session belongs to; a 401 without a valid session (SPEC §7).',
  tags: ['auth'],
  security: 'session',
  response: GetProfileResponseSchema,
});

export function getProfile(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, getProfileEndpoint, { signal });
}
