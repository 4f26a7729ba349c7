import { createHash } from 'node:crypto';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicConfig } from '@atlas/api/ssr';
import type { Config } from '../config';
import escapeHtml from 'escape-html';
import type { AppRenderer } from './renderer';
import { negotiateEncoding } from '../lib/compression';
import { createPageCache, encodedBody, pageCacheKey, type CachedPage } from './page-cache';
import { createRenderGate, RenderBusyError } from './render-gate';
import { stringifyCookie, stringifySetCookie } from 'cookie';
import { resolveVariants, VARIANT_COOKIE_MAX_AGE_SECONDS } from '@atlas/api/variants';
import { firebaseWebConfigOf } from '../modules/realtime/firebase-web-config';
import { formPostRoutes } from './form-posts';

export interface SsrPluginOptions {
  config: Config;
  renderer: AppRenderer;
}

export function publicConfigOf(config: Config): PublicConfig {
  const firebase = firebaseWebConfigOf(config);
  return {
    brandName: config.brandName,
    canonicalUrl: config.publicUrl,
    apiBaseUrl: config.apiBaseUrl,
    apiV2BaseUrl: config.apiV2BaseUrl,
    allowedForPromo: config.allowedForPromo,
    maintenance: config.maintenance,
    awards: config.awards,
    authProviders: (['google', 'linkedin'] as const).filter((name) => config.auth.oauth[name]),
    ...(firebase ? { firebase } : {}),
    webVitalsSampleRate: config.webVitals.sampleRate,
  };
}

/**
 * Lets the app's loaders reach the API while rendering: relative API URLs go through Fastify's
 * in-process injection (no socket, same handlers), absolute ones over the network.
 */
function createServerFetch(app: FastifyInstance, remoteAddress?: string): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (/^https?:\/\//.test(url)) return fetch(input, init);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const method = (init?.method ?? 'GET').toUpperCase();
    const response = await app.inject({
      method:
        method === 'GET' ||
        method === 'POST' ||
        method === 'PUT' ||
        method === 'PATCH' ||
        method === 'DELETE'
          ? method
          : 'GET',
      url,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      // A posted form's API calls count against the visitor's own address (rate limits).
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (typeof value === 'string') responseHeaders.set(name, value);
      else if (typeof value === 'number') responseHeaders.set(name, String(value));
      else if (Array.isArray(value)) for (const item of value) responseHeaders.append(name, item);
    }
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

/** Google's reCAPTCHA script, frame and calls, allowed only when reCAPTCHA is configured. */
const RECAPTCHA_SOURCES = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';

/**
 * A page's Content-Security-Policy. Scripts: our own files, and the page's inline scripts by
 * the hash of their text (no per-request nonce: a kept page is the same bytes for everyone).
 */
export function contentSecurityPolicy(
  inlineScripts: readonly string[],
  development: boolean,
  recaptcha = false,
): string {
  const extra = recaptcha ? ` ${RECAPTCHA_SOURCES}` : '';
  const hashes = [...new Set(inlineScripts)].map(
    (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
  );
  const scripts = development
    ? `'self' 'unsafe-inline' 'unsafe-eval'${extra}`
    : [`'self'`, ...hashes].join(' ') + extra;
  return [
    `default-src 'self'`,
    `script-src ${scripts}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `connect-src 'self'${development ? ' ws: wss:' : ''}${extra}`,
    ...(recaptcha ? [`frame-src${extra}`] : []),
    `frame-ancestors 'self'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

/** A variant cookie (SPEC §9): the whole site, a year, not sent along with cross-site requests. */
export function variantCookie(name: string, value: string, secure: boolean): string {
  return stringifySetCookie({
    name,
    value,
    path: '/',
    maxAge: VARIANT_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
    secure,
  });
}

/** The answer when the render line is full: a plain page that says when to try again. */
function busyPage(brandName: string, seconds: number): string {
  const escaped = escapeHtml(brandName);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Busy — ${escaped}</title></head><body style="font-family:sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><main><h1>We are very busy right now</h1><p>${escaped} is answering many visitors at once. Please try again in ${seconds} seconds.</p><p><a href="">Try again</a></p></main></body></html>`;
}

/** The longest Location a redirect sends; clients and proxies refuse headers past 8–16 kB. */
export const MAX_LOCATION_LENGTH = 2048;

/**
 * A render's headers with a Location that fits: a redirect that carries the visitor's whole URL
 * (`/login?redirect=…`, a slug's new address with the old query) loses its query string when that
 * would make the header too long, rather than becoming an answer the client cannot read.
 */
export function boundedLocation(headers: Record<string, string | string[]>) {
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'location');
  const location = entry?.[1];
  if (!entry || typeof location !== 'string' || location.length <= MAX_LOCATION_LENGTH)
    return headers;
  const withoutQuery = location.split('?')[0] ?? '/';
  return {
    ...headers,
    [entry[0]]: withoutQuery.length <= MAX_LOCATION_LENGTH ? withoutQuery : '/',
  };
}

/** How long crawlers are asked to wait before coming back during maintenance. */
const MAINTENANCE_RETRY_AFTER_SECONDS = 1800;

function isMaintenancePage(url: string): boolean {
  return /^\/maintenance\/?(\?|$)/i.test(url);
}

/** Serves the built client and renders every other GET on the server. */
export const ssrPlugin = fp<SsrPluginOptions>(async (app, { config, renderer }) => {
  const publicConfig = publicConfigOf(config);
  const serverFetch = createServerFetch(app);
  const development = Boolean(renderer.middleware);
  const pageCache = createPageCache({ ttlMs: config.pageCacheTtlMs });
  // Renders are bounded and identical anonymous ones shared, so a burst of uncached pages (new
  // query strings, signed-in visitors) waits in a short line instead of starving the API.
  const gate = createRenderGate(config.render);
  const secureCookies = config.publicUrl.startsWith('https:');

  if (renderer.clientDir) {
    await app.register(fastifyStatic, {
      root: join(renderer.clientDir, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each asset (packages/app/vite.config.ts).
      preCompressed: true,
    });
    await app.register(fastifyStatic, {
      root: join(renderer.clientDir, 'images'),
      prefix: '/images/',
      decorateReply: false,
      maxAge: '1d',
      index: false,
    });
  }

  if (renderer.middleware) {
    const middleware = renderer.middleware;
    // Vite answers its own requests (modules, assets, HMR); everything else continues to Fastify.
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/api')) return;
      const handled = await new Promise<boolean>((resolve) => {
        reply.raw.on('finish', () => resolve(true));
        middleware(request.raw, reply.raw, () => resolve(false));
      });
      if (handled) reply.hijack();
    });
  }

  /** Renders the page of a GET (or HEAD), or of a form posted to it (`body`). */
  async function renderPage(request: FastifyRequest, reply: FastifyReply, body?: string) {
    // `//host/x` and `/\host` read as another host when resolved as a URL: the page is the one
    // at the path with its leading slashes collapsed (a relative redirect, never off-site).
    if (/^\/[/\\]/.test(request.url)) {
      const collapsed = `/${request.url.replace(/^[/\\]+/, '')}`;
      return reply.redirect(collapsed.length <= MAX_LOCATION_LENGTH ? collapsed : '/', 301);
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers[name] = value;
    }
    // SPEC §9: a first visit draws its random variants; they are stored for a year and handed to
    // the renderer inside the cookie header, so the very first page already shows them.
    const cookies = request.cookies;
    const { variants, assign } = resolveVariants(cookies, Math.random);
    const assigned = Object.entries(assign).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    if (assigned.length > 0) {
      headers.cookie = [headers.cookie, stringifyCookie(Object.fromEntries(assigned))]
        .filter(Boolean)
        .join('; ');
      reply.header(
        'set-cookie',
        assigned.map(([name, value]) => variantCookie(name, value, secureCookies)),
      );
    }
    const cacheable = !development && pageCache.cacheable(request);
    const cacheKey = pageCacheKey(request.url, cookies, variants);
    const cached = cacheable ? pageCache.get(cacheKey) : null;
    const recaptcha = Boolean(config.auth.captcha.recaptcha);
    const render = async (): Promise<CachedPage> => {
      const result = await gate.run(async () =>
        renderer.render({
          url: request.url,
          method: request.method,
          headers,
          config: publicConfig,
          template: await renderer.template(request.url),
          ...(body === undefined
            ? { fetch: serverFetch }
            : { body, fetch: createServerFetch(app, request.ip) }),
        }),
      );
      return {
        result,
        csp: contentSecurityPolicy(result.inlineScripts ?? [], development, recaptcha),
        encoded: {},
      };
    };
    let page: CachedPage;
    try {
      if (cached) page = cached;
      // Anonymous requests with one key see the same page: one render serves all in flight.
      else if (cacheable) page = await gate.coalesce(cacheKey, render);
      else page = await render();
    } catch (error) {
      if (!(error instanceof RenderBusyError)) throw error;
      return reply
        .status(503)
        .header('retry-after', String(error.retryAfterSeconds))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(busyPage(config.brandName, error.retryAfterSeconds));
    }
    const { result } = page;
    if (cacheable && !cached) pageCache.set(cacheKey, result, page.csp);
    // Fastify appends a Set-Cookie of the render (a cleared session) to the variant cookies.
    reply.status(result.status).headers(boundedLocation(result.headers));
    // A posted form's cookies (a login's session) after the render's own (a cleared session).
    for (const cookie of result.setCookies ?? []) reply.header('set-cookie', cookie);
    // The maintenance page tells crawlers and monitors the site is down for a while, not gone.
    if (config.maintenance && result.status === 200 && isMaintenancePage(request.url)) {
      reply.status(503).header('retry-after', String(MAINTENANCE_RETRY_AFTER_SECONDS));
    }
    if (result.status >= 300 && result.status < 400) return reply.send();
    reply
      .header('content-security-policy', page.csp)
      // A posted form's answer is the visitor's own: never kept, by anyone.
      .header('cache-control', body === undefined ? 'no-cache' : 'no-store')
      .type('text/html; charset=utf-8');
    // A kept page goes out as it was compressed for the first visitor who asked the same way.
    const encoding = cached ? negotiateEncoding(request.headers['accept-encoding']) : null;
    if (cached && encoding)
      return reply
        .header('content-encoding', encoding)
        .header('vary', 'accept-encoding')
        .send(await encodedBody(cached, encoding));
    return reply.send(result.html);
  }

  app.get('/favicon.svg', { schema: { hide: true } }, async (_request, reply) => {
    if (!renderer.clientDir) return reply.callNotFound();
    return reply.sendFile('favicon.svg', renderer.clientDir, { maxAge: '1d', immutable: false });
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: (request, reply) => renderPage(request, reply),
  });
  await app.register(async (forms) =>
    formPostRoutes(forms, {
      config,
      render: (request, reply, body) => renderPage(request, reply, body),
    }),
  );
});
