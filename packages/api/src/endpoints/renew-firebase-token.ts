import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';

export const RenewFirebaseTokenResponseSchema = z.object({ data: z.object({ token: z.string() }) });
export type RenewFirebaseTokenResponse = z.infer<typeof RenewFirebaseTokenResponseSchema>;

/**
 * GET /profile/renew/firebase — a Firebase custom token for the realtime store. Answers 501 when
 * Firebase is not configured; the client ignores the failure (SPEC §7).
 */
export const renewFirebaseTokenEndpoint = defineEndpoint({
  method: 'GET',
  path: '/profile/renew/firebase',
  api: 'main',
  operationId: 'renewFirebaseToken',
  summary: 'A Firebase custom token for the signed-in user',
  description:
    "A Firebase custom token for the signed-in person's realtime store; a 501 when Firebase is not configured (SPEC §7).",
  tags: ['auth'],
  security: 'session',
  errors: [501],
  response: RenewFirebaseTokenResponseSchema,
});

export function renewFirebaseToken(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, renewFirebaseTokenEndpoint, { signal });
}
