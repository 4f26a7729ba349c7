import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import escapeHtml from 'escape-html';
import type { Config } from '../config';
import { perIp, registerRateLimit } from '../lib/rate-limit';
import { requestSite } from '../lib/site-origin';

/**
 * Forms the browser posts to a page itself, before the page's script ran (issue 33): the body
 * goes to the app's renderer, whose route action answers. Only from our own site, small, and
 * limited per address like the API's own form calls.
 */

/** The largest form body a page takes (the longest form, /contact, is a few kB). */
export const FORM_BODY_LIMIT = 64 * 1024;
/** Posted forms a minute per address: a person sends a few; the API limits each kind further. */
export const FORM_POSTS_PER_MINUTE = 20;

/** A plain page that says what went wrong, for answers the app does not render. */
export function plainPage(brandName: string, title: string, text: string): string {
  const brand = escapeHtml(brandName);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} — ${brand}</title></head><body style="font-family:sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Go to ${brand}</a></p></main></body></html>`;
}

function sendPlain(reply: FastifyReply, status: number, page: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page);
}

/** The 4xx status an error carries (Fastify's and ours name it `statusCode`). */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
}

/**
 * Whether a posted form comes from a page of our own site. Our pages send no referrer (helmet's
 * `Referrer-Policy: no-referrer`), so a browser posts their forms with `Origin: null` and no
 * Referer; it still says where the post comes from in `Sec-Fetch-Site`, which no page can set.
 */
export function fromOwnSite(
  request: FastifyRequest,
  ownOrigin: string,
  publicUrlConfigured: boolean,
): boolean {
  const { origin, referer } = request.headers;
  if ((origin === undefined || origin === 'null') && referer === undefined)
    return request.headers['sec-fetch-site'] === 'same-origin';
  return requestSite(request, ownOrigin, publicUrlConfigured) === 'own';
}

export interface FormPostOptions {
  config: Config;
  /** Renders the page of the request with the posted body. */
  render(request: FastifyRequest, reply: FastifyReply, body: string): Promise<unknown>;
}

/** The POST route of every page, in a context of its own (its body parser and rate limit). */
export async function formPostRoutes(app: FastifyInstance, { config, render }: FormPostOptions) {
  const ownOrigin = new URL(config.publicUrl).origin;
  await registerRateLimit(app, { reason: 'Too many forms sent.' });
  // What the person sees when a form is refused before its page renders: a page, not JSON.
  app.setErrorHandler((error, _request, reply) => {
    const status = statusOf(error);
    if (status === undefined || status >= 500) throw error;
    const text =
      status === 413
        ? 'The form is too long. Please shorten what you wrote and send it again.'
        : status === 429 && error instanceof Error
          ? error.message
          : 'The form could not be read. Please send it again.';
    return sendPlain(reply, status, plainPage(config.brandName, 'The form was not sent', text));
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, String(body)),
  );
  app.route({
    method: 'POST',
    url: '/*',
    schema: { hide: true },
    bodyLimit: FORM_BODY_LIMIT,
    config: perIp(FORM_POSTS_PER_MINUTE),
    handler: async (request, reply) => {
      if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
      // A form of another site cannot act with the visitor's cookies (docs/security.md).
      if (!fromOwnSite(request, ownOrigin, config.publicUrlConfigured))
        return sendPlain(
          reply,
          403,
          plainPage(
            config.brandName,
            'This form must be sent from our site',
            'Please open the page on our site and send the form from there.',
          ),
        );
      const type = request.headers['content-type'] ?? '';
      if (typeof request.body !== 'string' || !type.startsWith('application/x-www-form-urlencoded'))
        return sendPlain(
          reply,
          415,
          plainPage(config.brandName, 'This form could not be read', 'Please send it again.'),
        );
      return render(request, reply, request.body);
    },
  });
}
