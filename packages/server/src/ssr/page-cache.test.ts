import { describe, expect, it } from 'vitest';
import { parseCookie } from 'cookie';
import { DEFAULT_VARIANTS } from '@atlas/api/variants';
import { createPageCache, pageCacheKey } from './page-cache';

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
      undefined,
    );
    expect(cache.get('key', undefined)?.headers).toEqual({ 'content-type': 'text/html' });
  });

  it('serves a page again until it expires, with the new nonce in place of the old', () => {
    let clock = 1_000;
    const cache = createPageCache({ ttlMs: 100, now: () => clock });
    cache.set(
      '/companies',
      page('<script nonce="old">a</script><script nonce="old">b</script>'),
      'old',
    );
    expect(cache.get('/companies', 'new')?.html).toBe(
      '<script nonce="new">a</script><script nonce="new">b</script>',
    );
    clock = 1_101;
    expect(cache.get('/companies', 'new')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('never keeps errors or redirects, and drops the least recently used page', () => {
    const cache = createPageCache({ maxEntries: 2 });
    cache.set('/missing', page('gone', 404), undefined);
    cache.set('/moved', page('', 301), undefined);
    expect(cache.size).toBe(0);
    cache.set('/a', page('a'), undefined);
    cache.set('/b', page('b'), undefined);
    cache.get('/a', undefined);
    cache.set('/c', page('c'), undefined);
    expect(cache.get('/b', undefined)).toBeNull();
    expect(cache.get('/a', undefined)?.html).toBe('a');
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing with a TTL of 0 (PAGE_CACHE_TTL_MS=0)', () => {
    const cache = createPageCache({ ttlMs: 0 });
    cache.set('/a', page('a'), undefined);
    expect(cache.get('/a', undefined)).toBeNull();
    expect(cache.size).toBe(0);
  });
});
