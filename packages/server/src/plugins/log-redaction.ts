import type { FastifyRequest } from 'fastify';

/**
 * Request URLs as they go to the log: the secrets a URL may carry (the one-time e-mail links, an
 * OAuth callback's code and state) are replaced, so log readers cannot use them.
 */
const SECRET_PARAMS = new Set(['token', 'code', 'state', 'key', 'hash']);

export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path.replace(/^(\/(?:api\/)?email\/verify\/[^/]+\/)[^/?]+/, '$1[redacted]');
  if (query === undefined) return safePath;
  const params = query
    .split('&')
    .map((pair) => {
      const name = decodeURIComponent(pair.split('=', 1)[0] ?? '');
      return SECRET_PARAMS.has(name) ? `${pair.split('=', 1)[0]}=[redacted]` : pair;
    })
    .join('&');
  return `${safePath}?${params}`;
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
