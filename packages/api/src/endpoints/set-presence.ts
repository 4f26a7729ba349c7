import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { MessageResponseSchema } from '../entities/user';

export const SetPresenceBodySchema = z.object({
  /** Only `false` is accepted: online comes from an open event stream, never from a claim. */
  online: z.literal(false, { error: 'online: only false (going away) can be sent' }),
});
export type SetPresenceBody = z.infer<typeof SetPresenceBodySchema>;

/** POST /presence — the page is going away (sent as a beacon on unload, SPEC §4). */
export const setPresenceEndpoint = defineEndpoint({
  method: 'POST',
  path: '/presence',
  api: 'main',
  operationId: 'setPresence',
  summary: 'Say the signed-in person is going offline (page unload beacon)',
  description:
    'Marks the signed-in person offline at once instead of after the grace period; another open tab marks them online again with its next heartbeat.',
  tags: ['realtime'],
  security: 'session',
  body: SetPresenceBodySchema,
  response: MessageResponseSchema,
});

export function setPresence(transport: HttpTransport, body: SetPresenceBody) {
  return callEndpoint(transport, setPresenceEndpoint, { body });
}
