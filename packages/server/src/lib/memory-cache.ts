import { LRUCache } from 'lru-cache';

export interface MemoryCacheOptions<V> {
  /** How long an entry is served (milliseconds); 0 keeps nothing. */
  ttlMs: number;
  /** How many entries are kept; the least recently used go first. */
  maxEntries: number;
  /** With `sizeOf`: the most total size kept (e.g. bytes); the least recently used go first. */
  maxSize?: number;
  /** The size of a value (e.g. its bytes); a value larger than `maxSize` is never kept. */
  sizeOf?: (value: V) => number;
  /** The clock entries age by (tests); lru-cache's own (performance.now) when absent. */
  now?: () => number;
}

/**
 * An lru-cache with this server's conventions, or nothing when `ttlMs` is 0: lru-cache reads a
 * TTL of 0 as "never expires", where our settings (LISTING_CACHE_TTL_MS, PAGE_CACHE_TTL_MS) mean
 * "do not cache". An injected clock is read on every lookup (lru-cache otherwise reuses one
 * reading for a millisecond, which a test's clock would outrun). Entries expire once they are
 * older than `ttlMs`.
 */
export function createMemoryCache<V extends NonNullable<unknown>>(
  options: MemoryCacheOptions<V>,
): LRUCache<string, V> | undefined {
  if (options.ttlMs <= 0) return undefined;
  const { sizeOf, maxSize, now } = options;
  return new LRUCache<string, V>({
    max: options.maxEntries,
    ttl: options.ttlMs,
    // lru-cache wants a positive whole size: an empty value still takes a place.
    ...(sizeOf && maxSize !== undefined
      ? { maxSize, sizeCalculation: (value: V) => Math.max(1, Math.ceil(sizeOf(value))) }
      : {}),
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
}
