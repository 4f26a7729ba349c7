import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { MessageResponseSchema } from '../entities/user';

/** A signed-in device as the settings page lists it: never its token, never its full address. */
export const AccountSessionSchema = z.object({
  id: z.uuid(),
  /** The browser and system in words, from the user agent: "Chrome on Windows". */
  device: z.string(),
  /** A coarse network (an IPv4 /24 or IPv6 /48), or null when unknown. */
  network: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  /** When it was last used (to the minute), or null when not since it began. */
  last_seen_at: z.iso.datetime({ offset: true }).nullable(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const ListAccountSessionsResponseSchema = z.object({
  data: z.object({ sessions: z.array(AccountSessionSchema) }),
});
export type ListAccountSessionsResponse = z.infer<typeof ListAccountSessionsResponseSchema>;

/** GET /account/sessions — the person's live sessions, the current one first. */
export const listAccountSessionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/account/sessions',
  api: 'main',
  operationId: 'listAccountSessions',
  summary: "The signed-in person's active sessions",
  description:
    'Each live session with its browser and system in words, a coarse network, when it began and was last used, and whether it is this one. Tokens and full addresses are never answered.',
  tags: ['account'],
  security: 'session',
  response: ListAccountSessionsResponseSchema,
});

export function listAccountSessions(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, listAccountSessionsEndpoint, { signal });
}

export const AccountSessionParamsSchema = z.object({
  id: z.uuid({ error: 'id: not a session of yours' }),
});

/** DELETE /account/sessions/{id} — signs one of the person's sessions out. */
export const revokeAccountSessionEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/account/sessions/:id',
  api: 'main',
  operationId: 'revokeAccountSession',
  summary: 'Sign one session out',
  description:
    "Ends one of the person's sessions; somebody else's (or an unknown one) is a 404. Ending the current one signs this browser out.",
  tags: ['account'],
  security: 'session',
  errors: [404],
  params: AccountSessionParamsSchema,
  response: MessageResponseSchema,
});

export function revokeAccountSession(transport: HttpTransport, id: string) {
  return callEndpoint(transport, revokeAccountSessionEndpoint, { params: { id } });
}

/** POST /account/sessions/sign-out-others — every session but this one ends. */
export const revokeOtherAccountSessionsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/account/sessions/sign-out-others',
  api: 'main',
  operationId: 'revokeOtherAccountSessions',
  summary: 'Sign out everywhere else',
  description: "Ends every session of the person's except the one this request came with.",
  tags: ['account'],
  security: 'session',
  response: MessageResponseSchema,
});

export function revokeOtherAccountSessions(transport: HttpTransport) {
  return callEndpoint(transport, revokeOtherAccountSessionsEndpoint);
}
