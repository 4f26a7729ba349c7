import { describe, expect, it } from 'vitest';
import { createMemoryCache } from './memory-cache';

describe('createMemoryCache', () => {
  it('drops the least recently used entry past maxEntries, and entries older than the TTL', () => {
    let now = 1_000;
    const cache = createMemoryCache<string>({ ttlMs: 100, maxEntries: 2, now: () => now });
    if (!cache) throw new Error('a positive TTL makes a cache');
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    now = 1_100;
    expect(cache.get('a')).toBe('A');
    now = 1_101;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('stays under maxSize, keeps the size right through replace and delete, and never keeps an oversized value', () => {
    const cache = createMemoryCache<string>({
      ttlMs: 100,
      maxEntries: 100,
      maxSize: 10,
      sizeOf: (value) => value.length,
    });
    if (!cache) throw new Error('a positive TTL makes a cache');
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    expect(cache.calculatedSize).toBe(8);
    cache.set('c', 'zzzz');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.calculatedSize).toBe(8);
    cache.set('b', 'y');
    expect(cache.calculatedSize).toBe(5);
    cache.delete('c');
    expect(cache.calculatedSize).toBe(1);
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    // An empty value still counts as one.
    cache.set('empty', '');
    expect(cache.calculatedSize).toBe(2);
  });

  it('is no cache at all when the TTL is 0 (our settings turn caching off that way)', () => {
    expect(createMemoryCache<string>({ ttlMs: 0, maxEntries: 10 })).toBeUndefined();
  });
});
