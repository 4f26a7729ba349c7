import type { RenderResult } from '@atlas/api/ssr';
import { SESSION_COOKIE_NAME } from '@atlas/api/entities/user';
import { VARIANT_COOKIES, type Variants } from '@atlas/api/variants';
import { compress, type ContentEncoding } from '../lib/compression';
import { createMemoryCache } from '../lib/memory-cache';

export interface PageCacheOptions {
  /** How long a rendered page is served again (default 10 s). */
  ttlMs?: number;
  /** How many pages are kept (default 300, least recently used dropped first). */
  maxEntries?: number;
  /** How many bytes of HTML are kept at most (default 32 MiB): memory stays flat under any load. */
  maxBytes?: number;
  now?: () => number;
}

/** A kept page: what the render answered, its CSP, and its HTML compressed as clients ask. */
export interface CachedPage {
  result: RenderResult;
  /** The page's Content-Security-Policy (it lists the page's inline scripts by hash). */
  csp: string;
  /** The HTML compressed per encoding, made on the first request that asks for it. */
  encoded: Partial<Record<ContentEncoding, Promise<Buffer>>>;
}

/** The page's HTML in `encoding`, compressed once per kept page. */
export function encodedBody(page: CachedPage, encoding: ContentEncoding): Promise<Buffer> {
  const made = page.encoded[encoding] ?? compress(page.result.html, encoding);
  page.encoded[encoding] = made;
  return made;
}

/**
 * The cache key of a page: its URL, the visitor's variant values (SPEC §9; they change button
 * texts), and any other cookie the visitor sends (a closed banner, say), so visitors who differ
 * only in their variants share entries while any cookie that could change the page separates them.
 */
export function pageCacheKey(
  url: string,
  cookies: Readonly<Record<string, string | undefined>>,
  variants: Variants,
): string {
  const variantCookies = new Set<string>(Object.values(VARIANT_COOKIES));
  const others = Object.entries(cookies)
    .filter(([name, value]) => value !== undefined && !variantCookies.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`);
  const variantKey = (Object.keys(VARIANT_COOKIES) as (keyof Variants)[])
    .map((key) => variants[key])
    .join('|');
  return [url, variantKey, ...others].join('\n');
}

/**
 * A micro-cache of rendered pages for anonymous visitors: a request without a session or
 * credentials sees exactly what any other such request with the same URL, variants and cookies
 * sees, so its HTML can be reused for a few seconds. Crawlers and first visits are most of a
 * directory's page views, and rendering a listing costs far more than copying a string. A page
 * carries no per-request nonce (its CSP lists its inline scripts by hash), so every reuse sends
 * the same bytes, compressed once; cookies set by a render are never stored for others.
 */
export function createPageCache(options: PageCacheOptions = {}) {
  const pages = createMemoryCache<CachedPage>({
    ttlMs: options.ttlMs ?? 10_000,
    maxEntries: options.maxEntries ?? 300,
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    // UTF-16 strings: two bytes a character; room for its compressed forms (a fifth or less).
    sizeOf: (page) => page.result.html.length * 2.5,
    now: options.now,
  });

  return {
    /** Whether a request may be answered from, and stored into, the cache. */
    cacheable(request: {
      method: string;
      headers: { authorization?: string | undefined };
      /** The request's cookies, as @fastify/cookie parsed them. */
      cookies: Readonly<Record<string, string | undefined>>;
    }): boolean {
      if (request.method !== 'GET' || request.headers.authorization) return false;
      // A signed-in visitor's pages are theirs alone.
      return request.cookies[SESSION_COOKIE_NAME] === undefined;
    },

    /** The kept page of `key`, if any. */
    get(key: string): CachedPage | null {
      return pages?.get(key) ?? null;
    },

    /** Keeps a successful page (without any Set-Cookie); errors and redirects render every time. */
    set(key: string, result: RenderResult, csp: string): void {
      if (result.status !== 200) return;
      const headers = Object.fromEntries(
        Object.entries(result.headers).filter(([name]) => name.toLowerCase() !== 'set-cookie'),
      );
      pages?.set(key, { result: { ...result, headers }, csp, encoded: {} });
    },

    clear: () => pages?.clear(),

    get size(): number {
      return pages?.size ?? 0;
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
