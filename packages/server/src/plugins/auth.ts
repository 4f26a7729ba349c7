import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { hashSecret } from '../lib/secrets';
import { SESSION_COOKIE_NAME } from '@atlas/api/entities/user';
import { HttpError } from './errors';
import { requestSite } from '../lib/site-origin';

export const SESSION_COOKIE = SESSION_COOKIE_NAME;

export interface RequestAuth {
  sessionId: string;
  user: UserRow;
  /** How the token came: the browser's cookie or an `Authorization: Bearer` header. */
  via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session this request carries, resolved before the handler (null: signed out). */
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void;
    clearSessionCookie(reply: FastifyReply): void;
    /** The request's user, or a 401. */
    requireUser(request: FastifyRequest): RequestAuth;
  }
}

/** How often a session's last use is written: never more than once a minute per session. */
const LAST_SEEN_EVERY_MS = 60_000;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header);
  return match?.[1];
}

/**
 * Sessions for /api: reads the token from `Authorization: Bearer` or the HttpOnly cookie, finds
 * the live session, and refuses state-changing cookie requests that do not come from our own
 * origin (a cross-site form or script cannot act with the visitor's cookie). When PUBLIC_URL was
 * not set (the localhost default), a request whose origin is its own host on a loopback address
 * (127.0.0.1:3000 as well as localhost:3000) is from the site itself too.
 */
export const sessionsPlugin = fp(
  async (app) => {
    const { publicUrl, publicUrlConfigured } = app.appConfig;
    const repository = app.authRepository;
    const ownOrigin = new URL(publicUrl).origin;
    const secure = ownOrigin.startsWith('https:');

    app.decorateRequest('auth', null);

    app.decorate('setSessionCookie', (reply: FastifyReply, token: string, expiresAt: Date) => {
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        expires: expiresAt,
      });
    });
    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    });
    app.decorate('requireUser', (request: FastifyRequest) => {
      if (!request.auth) throw new HttpError(401, 'Please log in to continue.');
      return request.auth;
    });

    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const bearer = bearerToken(request);
      const cookie = request.cookies[SESSION_COOKIE];

      if (!SAFE_METHODS.has(request.method) && !bearer) {
        const site = requestSite(request, ownOrigin, publicUrlConfigured);
        // Without Origin and Referer only non-browser clients remain; they are no risk unless they
        // carry our cookie, which only a browser (or someone holding it) would send.
        if (site === 'other' || (site === 'unsaid' && cookie !== undefined)) {
          throw new HttpError(403, 'This request must come from the site itself.');
        }
      }

      const token = bearer ?? cookie;
      if (!token) return;
      const found = await repository.findLiveSession(hashSecret(token));
      if (found) {
        // The settings' sessions list shows when each was last used, to the minute.
        const now = app.clock.now();
        const seen = found.session.lastSeenAt;
        if (!seen || now.getTime() - seen.getTime() >= LAST_SEEN_EVERY_MS)
          await repository.touchSession(found.session.id, now);
        request.auth = {
          sessionId: found.session.id,
          user: found.user,
          via: bearer ? 'bearer' : 'cookie',
        };
      }
    });
  },
  { name: 'sessions', dependencies: ['config', 'clock', 'accounts'] },
);
