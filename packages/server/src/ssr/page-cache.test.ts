import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

const page = (html: string, status = 200) => ({
  status,
  headers: { 'content-type': 'text/html' },
  html,
});

describe('createPageCache', () => {
  it('only takes anonymous GET requests', () => {
    const cache = createPageCache();
    expect(cache.cacheable({ method: 'GET', headers: {} })).toBe(true);
    expect(cache.cacheable({ method: 'HEAD', headers: {} })).toBe(false);
    expect(cache.cacheable({ method: 'GET', headers: { cookie: 'atlas_session=x' } })).toBe(false);
    expect(cache.cacheable({ method: 'GET', headers: { authorization: 'Bearer t' } })).toBe(false);
  });

  it('serves a page again until it expires, with the new nonce in place of the old', () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 100, now: () => clock });
    cache.set(
      '/companies',
      page('<script nonce="old">a</script><script nonce="old">b</script>'),
      'old',
    );
    expect(cache.get('/companies', 'new')?.html).toBe(
      '<script nonce="new">a</script><script nonce="new">b</script>',
    );
    clock = 100;
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
});
