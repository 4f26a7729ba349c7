/** What the buffer has done since the server started (logged, and read by tests and the bench). */
export interface EventBufferStats {
  /** Events waiting in memory now. */
  buffered: number;
  /** Events handed to `write` that it accepted. */
  written: number;
  /** Batches written (one INSERT each). */
  writes: number;
  /** Events given up: pushed out by a full buffer, or in a batch the database refused for good. */
  dropped: number;
}

export interface EventBufferOptions<Event> {
  /** Stores one batch (one statement); throws when it could not. */
  write(batch: Event[]): Promise<void>;
  /** A flush starts as soon as this many events wait; a write takes at most this many. */
  batchSize: number;
  /** The most events kept waiting (the database is down): beyond it the oldest are dropped. */
  capacity: number;
  /** A flush starts when the oldest waiting event is this old at the next `add` (0: never). */
  maxAgeMs: number;
  /** Milliseconds now (the app's clock, so tests move time instead of waiting). */
  now(): number;
  /** Whether a failed write may succeed later (the database is unreachable) and is kept. */
  isTransient(error: unknown): boolean;
  /** Told once per flush how many events were dropped since the last report. */
  onDropped(count: number, stats: EventBufferStats): void;
  /** Told about a write that failed. */
  onWriteFailed(error: unknown, kept: boolean): void;
}

export interface EventBuffer<Event> {
  /** Keeps the events for the next flush (never waits, never throws). */
  add(events: readonly Event[]): void;
  /** Writes every waiting event now, a batch per write; resolves when done or a write failed. */
  flush(): Promise<void>;
  stats(): EventBufferStats;
}

/**
 * An in-memory queue of events written in batches, so that the request that reports an event
 * never waits for the database (issue 19: beacons answered in ≤ 5 ms). One flush runs at a time;
 * a flush asked for meanwhile runs once after it. A crash loses what waits here — at most
 * `maxAgeMs` of events, or `batchSize` — which is why only beacons go through it.
 */
export function createEventBuffer<Event>(options: EventBufferOptions<Event>): EventBuffer<Event> {
  let waiting: Event[] = [];
  let oldestAt = 0;
  /** After a write failed for want of a database, size and age do not start flushes before this. */
  let retryAt = 0;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let unreportedDrops = 0;
  const totals = { written: 0, writes: 0, dropped: 0 };

  const stats = (): EventBufferStats => ({ buffered: waiting.length, ...totals });

  function drop(count: number) {
    totals.dropped += count;
    unreportedDrops += count;
  }

  function trimToCapacity() {
    const excess = waiting.length - options.capacity;
    if (excess > 0) {
      waiting.splice(0, excess);
      drop(excess);
    }
  }

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, options.batchSize);
      waiting = waiting.slice(batch.length);
      try {
        await options.write(batch);
        totals.written += batch.length;
        totals.writes += 1;
      } catch (error) {
        const kept = options.isTransient(error);
        options.onWriteFailed(error, kept);
        if (!kept) {
          drop(batch.length);
          continue;
        }
        waiting = batch.concat(waiting);
        trimToCapacity();
        retryAt = options.now() + Math.max(options.maxAgeMs, 1_000);
        break;
      }
    }
    oldestAt = options.now();
    if (unreportedDrops > 0) {
      options.onDropped(unreportedDrops, stats());
      unreportedDrops = 0;
    }
  }

  function flush(): Promise<void> {
    if (queued) return queued;
    if (running) {
      queued = running.then(() => {
        queued = undefined;
        return flush();
      });
      return queued;
    }
    // drain catches the writes' failures; only a throwing logger could reject, and a flush nobody
    // awaits (one `add` started) must not become an unhandled rejection.
    running = drain()
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    add(events) {
      if (events.length === 0) return;
      const now = options.now();
      if (waiting.length === 0) oldestAt = now;
      waiting.push(...events);
      trimToCapacity();
      if (now < retryAt || queued) return;
      const full = waiting.length >= options.batchSize;
      const old = options.maxAgeMs > 0 && now - oldestAt >= options.maxAgeMs;
      if (full || old) void flush();
    },
    flush,
    stats,
  };
}
