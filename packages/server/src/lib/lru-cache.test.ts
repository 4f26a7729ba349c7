import { describe, expect, it } from 'vitest';
import { createLruCache } from './lru-cache';

describe('LRU cache', () => {
  it('drops the least recently used entry past maxEntries, and expired ones on read', () => {
    let now = 0;
    const cache = createLruCache<string>({ ttlMs: 100, maxEntries: 2, now: () => now });
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    now = 150;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('stays under maxWeight, and keeps the weight right through replace, delete and expiry', () => {
    let now = 0;
    const cache = createLruCache<string>({
      ttlMs: 100,
      maxEntries: 100,
      maxWeight: 10,
      weigh: (value) => value.length,
      now: () => now,
    });
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    expect(cache.weight).toBe(8);
    cache.set('c', 'zzzz');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.weight).toBe(8);
    cache.set('b', 'y');
    expect(cache.weight).toBe(5);
    cache.delete('c');
    expect(cache.weight).toBe(1);
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    now = 200;
    expect(cache.get('b')).toBeUndefined();
    expect(cache.weight).toBe(0);
  });
});
