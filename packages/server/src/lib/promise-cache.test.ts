import { describe, expect, it } from 'vitest';
import { cachedValue, createPromiseCache } from './promise-cache';

describe('createPromiseCache', () => {
  it('shares one computation between callers of a key, running or done, until the TTL passes', async () => {
    let clock = 1_000;
    let computed = 0;
    const cache = createPromiseCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const compute = async () => ++computed;
    expect(await Promise.all([cache.get('k', compute), cache.get('k', compute)])).toEqual([1, 1]);
    clock = 2_000;
    expect(await cache.get('k', compute)).toBe(1);
    clock = 2_001;
    expect(await cache.get('k', compute)).toBe(2);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = createPromiseCache<number>({ ttlMs: 60_000, maxEntries: 2 });
    let computed = 0;
    const compute = async () => ++computed;
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('a', compute); // a is now the most recent
    await cache.get('c', compute); // evicts b
    expect(cache.size).toBe(2);
    expect(await cache.get('a', compute)).toBe(1);
    expect(await cache.get('b', compute)).toBe(4);
  });

  it('does not remember failures, can be emptied, and computes every time with a TTL of 0', async () => {
    const cache = createPromiseCache<number>({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get('x', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    await Promise.resolve();
    expect(cache.size).toBe(0);
    await cache.get('y', async () => 1);
    cache.clear();
    expect(cache.size).toBe(0);

    let computed = 0;
    const uncached = createPromiseCache<number>({ ttlMs: 0, maxEntries: 10 });
    await uncached.get('k', async () => ++computed);
    await uncached.get('k', async () => ++computed);
    expect(computed).toBe(2);
  });
});

describe('cachedValue', () => {
  it('loads once per TTL and shares a pending load', async () => {
    let loads = 0;
    let clock = 1_000;
    const value = cachedValue(
      async () => {
        loads += 1;
        return { loads };
      },
      { ttlMs: 1000, now: () => clock },
    );
    await Promise.all([value(), value()]);
    expect(loads).toBe(1);
    clock = 2_000;
    await value();
    expect(loads).toBe(1);
    clock = 2_001;
    expect(await value()).toEqual({ loads: 2 });
  });
});
