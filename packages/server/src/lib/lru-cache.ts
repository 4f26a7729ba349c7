export interface LruCacheOptions {
  /** How long an entry is served (milliseconds); 0 keeps nothing. */
  ttlMs: number;
  /** How many entries are kept; the least recently used go first. */
  maxEntries: number;
  /** With `weigh`: the most total weight kept (e.g. bytes); the least recently used go first. */
  maxWeight?: number;
  now?: () => number;
}

/** A small in-memory cache whose entries expire after a TTL and that stays under a size. */
export function createLruCache<V>(
  options: LruCacheOptions & {
    /** The weight of a value (e.g. its size in bytes); 1 per entry when absent. */
    weigh?: (value: V) => number;
  },
) {
  const now = options.now ?? Date.now;
  const weigh = options.weigh ?? (() => 1);
  const maxWeight = options.maxWeight ?? Number.POSITIVE_INFINITY;
  const entries = new Map<string, { expires: number; value: V; weight: number }>();
  let weight = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    weight -= entry.weight;
  };
  return {
    get(key: string): V | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      entries.delete(key);
      if (hit.expires <= now()) {
        weight -= hit.weight;
        return undefined;
      }
      // Map keeps insertion order: re-inserting marks the entry as recently used.
      entries.set(key, hit);
      return hit.value;
    },
    set(key: string, value: V): void {
      if (options.ttlMs <= 0) return;
      remove(key);
      const entryWeight = weigh(value);
      if (entryWeight > maxWeight) return;
      entries.set(key, { expires: now() + options.ttlMs, value, weight: entryWeight });
      weight += entryWeight;
      while (entries.size > options.maxEntries || weight > maxWeight) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
    },
    delete(key: string): void {
      remove(key);
    },
    clear(): void {
      entries.clear();
      weight = 0;
    },
    get size(): number {
      return entries.size;
    },
    /** The total weight kept (entries when no `weigh` was given). */
    get weight(): number {
      return weight;
    },
  };
}
