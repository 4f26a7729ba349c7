import type { FastifyRequest } from 'fastify';

/**
 * Request URLs as they go to the log. The secrets a URL may carry (the one-time e-mail links, the
 * e-mail-preferences id, review invitations, an OAuth callback's code and state) and the e-mail
 * addresses in unsubscribe links are replaced, so log readers can neither use nor collect them.
 * Works on any input: a URL that is not valid percent-encoding is redacted by its raw text, never
 * an exception (a serializer that throws would end the process).
 */
const SECRET_PARAMS = new Set([
  'token',
  'code',
  'state',
  'key',
  'hash',
  'secret',
  'password',
  'id_token',
  'access_token',
  'refresh_token',
  'email',
]);

const REDACTED = '[redacted]';

/**
 * Paths whose segments are secrets, by route family, with or without the `/api` prefix. Each
 * pattern keeps its first group and redacts the rest of the segment it matches.
 */
const SECRET_PATHS: readonly RegExp[] = [
  // /email/verify/{id}/{secret}: the secret half of a verification link.
  /^((?:\/api)?\/email\/verify\/[^/]+\/)[^/]+/,
  // /email/preferences/manage/{id} (page) and /api/email/preferences/{id}: the id is the secret.
  /^((?:\/api)?\/email\/preferences\/(?:manage\/)?)(?!manage(?:\/|$))[^/]+/,
  // /company/claim/verify/{secret} and /company/join/invitation/{secret}: one-time links.
  /^(\/company\/claim\/verify\/)[^/]+/,
  /^(\/company\/join\/invitation\/)[^/]+/,
  // /project-submission/project/{secret}: the buyer's e-mailed project link (issue 18).
  /^(\/project-submission\/project\/)[^/]+/,
  // /email/unsubscribe/{email}/{kind}: an address.
  /^((?:\/api)?\/email\/unsubscribe\/)[^/]+/,
];

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

export function redactUrl(url: string): string {
  const questionMark = url.indexOf('?');
  const path = questionMark === -1 ? url : url.slice(0, questionMark);
  const query = questionMark === -1 ? undefined : url.slice(questionMark + 1);
  let safePath = path;
  for (const pattern of SECRET_PATHS) safePath = safePath.replace(pattern, `$1${REDACTED}`);
  if (query === undefined) return safePath;
  const params = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      const name = safeDecode(rawName).toLowerCase().replace(/\[\]$/, '');
      return SECRET_PARAMS.has(name) ? `${rawName}=${REDACTED}` : pair;
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
