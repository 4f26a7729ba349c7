import { describe, expect, it } from 'vitest';
import { parseCookie } from 'cookie';
import { DEFAULT_VARIANTS } from '@atlas/api/variants';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createPageCache, encodedBody, pageCacheKey } from './page-cache';

const page = (html: string, status = 200) => ({
  status,
  headers: { 'content-type': 'text/html' },
  html,
});

describe('createPageCache', () => {
  it('only takes GET requests without a session or credentials', () => {
    const cache = createPageCache();
    // What @fastify/cookie hands the plugin: the Cookie header parsed by the `cookie` package.
    const get = (cookie: string, headers: { authorization?: string } = {}) => ({
      method: 'GET',
      headers,
      cookies: parseCookie(cookie),
    });
    expect(cache.cacheable(get(''))).toBe(true);
    expect(cache.cacheable({ ...get(''), method: 'HEAD' })).toBe(false);
    expect(cache.cacheable(get('atlas_session=x'))).toBe(false);
    expect(cache.cacheable(get('a=1; atlas_session=x; b=2'))).toBe(false);
    expect(cache.cacheable(get('atlas_session='))).toBe(false);
    expect(cache.cacheable(get('', { authorization: 'Bearer t' }))).toBe(false);
    // Variant cookies (every returning visitor has them) do not defeat the cache.
    expect(
      cache.cacheable(get('contact_button_style=get_a_quote; valet_contact_details_mode=x')),
    ).toBe(true);
  });

  it('keys pages by URL, variant values and any other cookie', () => {
    const variants = { ...DEFAULT_VARIANTS, contactButtonStyle: 'get_a_quote' as const };
    const key = pageCacheKey('/companies', { contact_button_style: 'get_a_quote' }, variants);
    expect(pageCacheKey('/companies', {}, variants)).toBe(key);
    expect(pageCacheKey('/companies', {}, DEFAULT_VARIANTS)).not.toBe(key);
    expect(pageCacheKey('/companies?page=2', {}, variants)).not.toBe(key);
    expect(pageCacheKey('/companies', { banner_closed: '1' }, variants)).not.toBe(key);
    expect(pageCacheKey('/companies', { b: '2', a: '1' }, variants)).toBe(
      pageCacheKey('/companies', { a: '1', b: '2' }, variants),
    );
  });

  it('never stores a Set-Cookie for other visitors', () => {
    const cache = createPageCache();
    cache.set(
      'key',
      {
        status: 200,
        headers: { 'content-type': 'text/html', 'set-cookie': 'atlas_session=; Max-Age=0' },
        html: 'page',
      },
      'csp',
    );
    expect(cache.get('key')?.result.headers).toEqual({ 'content-type': 'text/html' });
  });

  it('serves a page again until it expires, with the CSP it was rendered with', () => {
    let clock = 1_000;
    const cache = createPageCache({ ttlMs: 100, now: () => clock });
    cache.set('/companies', page('<script>a</script>'), "script-src 'sha256-x'");
    expect(cache.get('/companies')?.result.html).toBe('<script>a</script>');
    expect(cache.get('/companies')?.csp).toBe("script-src 'sha256-x'");
    clock = 1_101;
    expect(cache.get('/companies')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('compresses a kept page once per encoding, to bytes that give back its HTML', async () => {
    const cache = createPageCache();
    const html = `<main>${'<p>A listing of agencies.</p>'.repeat(500)}</main>`;
    cache.set('/companies', page(html), 'csp');
    const kept = cache.get('/companies');
    if (!kept) throw new Error('the page was not kept');
    const [first, again] = await Promise.all([encodedBody(kept, 'br'), encodedBody(kept, 'br')]);
    expect(again).toBe(first);
    expect(first.length).toBeLessThan(html.length / 10);
    expect(brotliDecompressSync(first).toString('utf8')).toBe(html);
    expect(gunzipSync(await encodedBody(kept, 'gzip')).toString('utf8')).toBe(html);
  });

  it('never keeps errors or redirects, and drops the least recently used page', () => {
    const cache = createPageCache({ maxEntries: 2 });
    cache.set('/missing', page('gone', 404), 'csp');
    cache.set('/moved', page('', 301), 'csp');
    expect(cache.size).toBe(0);
    cache.set('/a', page('a'), 'csp');
    cache.set('/b', page('b'), 'csp');
    cache.get('/a');
    cache.set('/c', page('c'), 'csp');
    expect(cache.get('/b')).toBeNull();
    expect(cache.get('/a')?.result.html).toBe('a');
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing with a TTL of 0 (PAGE_CACHE_TTL_MS=0)', () => {
    const cache = createPageCache({ ttlMs: 0 });
    cache.set('/a', page('a'), 'csp');
    expect(cache.get('/a')).toBeNull();
    expect(cache.size).toBe(0);
  });
});
