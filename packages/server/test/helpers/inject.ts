import type { FastifyInstance } from 'fastify';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A JSON call through `app.inject`, signed in with a bearer token when given, each from the next
 * address of `nextIp` (so per-IP limits of one test do not spill into the next).
 */
export function apiCaller(app: () => FastifyInstance, nextIp: () => string) {
  return (method: ApiMethod, url: string, token?: string, payload?: unknown) =>
    app().inject({
      method,
      url,
      remoteAddress: nextIp(),
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });
}
