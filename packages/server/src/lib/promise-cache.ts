import { createMemoryCache, type MemoryCacheOptions } from './memory-cache';

/**
 * Values computed on demand and kept in memory for `ttlMs` (an lru-cache of promises): callers
 * of one key share one computation, even while it runs, and a failed computation is forgotten
 * at once, so the next caller tries again. A TTL of 0 computes every time.
 */
export function createPromiseCache<T>(options: MemoryCacheOptions<Promise<T>>) {
  const entries = createMemoryCache<Promise<T>>(options);
  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const hit = entries?.get(key);
      if (hit) return hit;
      const value = compute();
      if (entries) {
        entries.set(key, value);
        value.catch(() => {
          if (entries.peek(key) === value) entries.delete(key);
        });
      }
      return value;
    },
    /** Forgets every value (the next callers compute again). */
    clear(): void {
      entries?.clear();
    },
    get size(): number {
      return entries?.size ?? 0;
    },
  };
}
export type PromiseCache<T> = ReturnType<typeof createPromiseCache<T>>;

/**
 * One value, loaded on demand and reused for `ttlMs`; concurrent callers share one load, so a
 * burst of requests after expiry reads the database once.
 */
export function cachedValue<T>(
  load: () => Promise<T>,
  options: { ttlMs: number; now?: () => number },
): () => Promise<T> {
  const cache = createPromiseCache<T>({ ...options, maxEntries: 1 });
  return () => cache.get('value', load);
}
