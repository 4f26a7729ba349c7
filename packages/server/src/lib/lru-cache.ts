export interface LruCacheOptions {
  /** How long an entry is served (milliseconds); 0 keeps nothing. */
  ttlMs: number;
  /** How many entries are kept; the least recently used go first. */
  maxEntries: number;
  now?: () => number;
}

/** A small in-memory cache whose entries expire after a TTL and that stays under a size. */
export function createLruCache<V>(options: LruCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { expires: number; value: V }>();
  return {
    get(key: string): V | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      entries.delete(key);
      if (hit.expires <= now()) return undefined;
      // Map keeps insertion order: re-inserting marks the entry as recently used.
      entries.set(key, hit);
      return hit.value;
    },
    set(key: string, value: V): void {
      if (options.ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { expires: now() + options.ttlMs, value });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    delete(key: string): void {
      entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}
