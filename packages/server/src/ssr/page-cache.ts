import type { RenderResult } from '@atlas/api/ssr';
import { createLruCache } from '../lib/lru-cache';

export interface PageCacheOptions {
  /** How long a rendered page is served again (default 10 s). */
  ttlMs?: number;
  /** How many pages are kept (default 300, least recently used dropped first). */
  maxEntries?: number;
  now?: () => number;
}

interface CachedPage {
  result: RenderResult;
  nonce: string | undefined;
}

/**
 * A micro-cache of rendered pages for anonymous visitors: a request without cookies or credentials
 * sees exactly what any other such request for the same URL sees, so its HTML can be reused for a
 * few seconds. Crawlers and first visits are most of a directory's page views, and rendering a
 * listing costs far more than copying a string. Each reuse gets the caller's fresh CSP nonce.
 */
export function createPageCache(options: PageCacheOptions = {}) {
  const pages = createLruCache<CachedPage>({
    ttlMs: options.ttlMs ?? 10_000,
    maxEntries: options.maxEntries ?? 300,
    now: options.now,
  });

  return {
    /** Whether a request may be answered from, and stored into, the cache. */
    cacheable(request: {
      method: string;
      headers: Record<string, string | string[] | undefined>;
    }): boolean {
      return request.method === 'GET' && !request.headers.cookie && !request.headers.authorization;
    },

    /** A cached answer for `url`, with `nonce` put in place of the one it was rendered with. */
    get(url: string, nonce: string | undefined): RenderResult | null {
      const page = pages.get(url);
      if (!page) return null;
      const html =
        page.nonce && nonce
          ? page.result.html.replaceAll(`nonce="${page.nonce}"`, `nonce="${nonce}"`)
          : page.result.html;
      return { ...page.result, html };
    },

    /** Keeps a successful page; errors and redirects are rendered every time. */
    set(url: string, result: RenderResult, nonce: string | undefined): void {
      if (result.status === 200) pages.set(url, { result, nonce });
    },

    clear: () => pages.clear(),

    get size(): number {
      return pages.size;
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
