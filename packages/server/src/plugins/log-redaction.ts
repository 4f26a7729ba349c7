import type { FastifyRequest } from 'fastify';

/**
 * Request URLs as they go to the log. The secrets a URL may carry (the one-time e-mail links, the
 * e-mail-preferences id, review invitations, an OAuth callback's code and state, a vote's
 * confirmation, a checkout session) and the e-mail addresses in unsubscribe links are replaced, so
 * log readers can neither use nor collect them. Works on any input: a URL that is not valid
 * percent-encoding is redacted by its raw text, never an exception (a serializer that throws would
 * end the process).
 */

/**
 * A query parameter is redacted by rule, not by a list of routes: when any word of its name (split
 * at `_`, `-`, `.` and camelCase: `session_id`, `apiKey`, `X-Amz-Signature`, `email_change`) is
 * one of these. A name that merely contains one (`keyword`, `codec`) is not.
 */
const SECRET_WORDS: ReadonlySet<string> = new Set([
  'token',
  'secret',
  'password',
  'passwd',
  'code',
  'state',
  'key',
  'hash',
  'signature',
  'sig',
  'session',
  'confirm',
  'confirmation',
  'otp',
  'nonce',
  'auth',
  'credential',
  'credentials',
  'jwt',
  'email',
]);

/** Whether a query parameter's name (decoded, any case, `name[]` too) says it carries a secret. */
export function isSecretParam(name: string): boolean {
  const words = name
    .replace(/\[\]$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return words.some((word) => SECRET_WORDS.has(word));
}

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
      return isSecretParam(safeDecode(rawName)) ? `${rawName}=${REDACTED}` : pair;
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
