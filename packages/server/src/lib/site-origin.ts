import type { FastifyRequest } from 'fastify';

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/i;

/** Whether `origin` is the request's own origin on a loopback address. */
function isOwnLoopbackOrigin(origin: string, request: FastifyRequest): boolean {
  const host = request.headers.host;
  if (!host || !LOOPBACK_HOST.test(host)) return false;
  return origin === `${request.protocol}://${host.toLowerCase()}`;
}

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * Where a browser says a request comes from (`Origin`, else `Referer`): our own site, another,
 * or nothing said. Our site is PUBLIC_URL's origin; when PUBLIC_URL was not set (the localhost
 * default), a request whose origin is its own host on a loopback address (127.0.0.1:3000 as well
 * as localhost:3000) is from the site itself too (docs/security.md, "Proxies and origins").
 */
export function requestSite(
  request: FastifyRequest,
  ownOrigin: string,
  publicUrlConfigured: boolean,
): 'own' | 'other' | 'unsaid' {
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (origin === undefined) return 'unsaid';
  const own =
    origin === ownOrigin || (!publicUrlConfigured && isOwnLoopbackOrigin(origin, request));
  return own ? 'own' : 'other';
}
