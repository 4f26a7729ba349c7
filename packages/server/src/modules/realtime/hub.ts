import type { RealtimeRepository, StoredRealtimeEvent } from './repository';

/** Most rows one read of a stream takes; a longer backlog is read in several. */
export const READ_BATCH = 500;
/** A client that stops reading is cut off past this much unsent output; it resumes by id. */
export const MAX_BUFFERED_BYTES = 1_000_000;
/** Most streams one read serves; more wait for the next. */
const MAX_STREAMS_PER_READ = 1_000;
/** Reads of one instance at once (each holds a connection of the pool while it runs). */
const CONCURRENT_READS = 2;

/** What a stream writes to: the socket of one GET /api/realtime. */
export interface StreamSink {
  write(chunk: string): boolean;
  /** Bytes written but not yet sent. */
  buffered(): number;
  end(): void;
}

/** One open event stream: a person, the session it came with, and the last event id it sent. */
export class EventStream {
  closed = false;
  /** Callers of `pull()` waiting for the stream to be read up to date. */
  private waiters: (() => void)[] = [];

  constructor(
    readonly userId: string,
    readonly sessionId: string,
    public cursor: bigint,
    private readonly sink: StreamSink,
    private readonly reader: StreamReader,
  ) {}

  /** Resolves once every event stored before the call has been sent (or the stream closed). */
  pull(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      this.reader.request(this);
    });
  }

  /** The reader sent this stream's rows; `upToDate` when it read fewer than it could. */
  delivered(rows: readonly StoredRealtimeEvent[], upToDate: boolean): void {
    if (this.closed) return;
    for (const row of rows) {
      this.sink.write(formatEvent(row.id, row.type, row.data));
      this.cursor = row.id;
    }
    if (this.sink.buffered() > MAX_BUFFERED_BYTES) this.end();
    else if (upToDate) this.settle();
  }

  /** A comment line: keeps proxies from closing an idle connection. */
  heartbeat(): void {
    if (!this.closed) this.sink.write(': heartbeat\n\n');
  }

  write(chunk: string): void {
    if (!this.closed) this.sink.write(chunk);
  }

  end(): void {
    if (this.closed) return;
    this.closed = true;
    this.sink.end();
    this.settle();
  }

  private settle(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}

/**
 * Reads the events of every stream that asked since the last read in one query, with at most
 * two reads at a time: a burst of announcements costs a few queries, not one per stream. A
 * stream that asks during its read is read again after it.
 */
export class StreamReader {
  private readonly pending = new Set<EventStream>();
  /** Streams in a read now: never in two at once, so a cursor only moves forward. */
  private readonly inRead = new Set<EventStream>();
  private readers = 0;

  constructor(
    private readonly repository: Pick<RealtimeRepository, 'eventsAfterMany'>,
    private readonly onError: (error: unknown) => void,
  ) {}

  request(stream: EventStream): void {
    this.pending.add(stream);
    if (this.readers < CONCURRENT_READS) {
      this.readers += 1;
      // After the current task: announcements raised together are read together.
      setImmediate(() => void this.run());
    }
  }

  private async run(): Promise<void> {
    try {
      for (;;) {
        const streams: EventStream[] = [];
        for (const stream of this.pending) {
          if (stream.closed) this.pending.delete(stream);
          else if (!this.inRead.has(stream)) {
            streams.push(stream);
            this.pending.delete(stream);
            if (streams.length === MAX_STREAMS_PER_READ) break;
          }
        }
        // What is left pending is in the other read, which takes it up when it ends.
        if (streams.length === 0) return;
        for (const stream of streams) this.inRead.add(stream);
        try {
          await this.read(streams);
        } finally {
          for (const stream of streams) this.inRead.delete(stream);
        }
      }
    } finally {
      this.readers -= 1;
    }
  }

  private async read(streams: readonly EventStream[]): Promise<void> {
    let rows: Awaited<ReturnType<RealtimeRepository['eventsAfterMany']>>;
    try {
      rows = await this.repository.eventsAfterMany(
        streams.map((stream) => ({ userId: stream.userId, afterId: stream.cursor })),
        READ_BATCH,
      );
    } catch (error) {
      // A database hiccup: the clients reconnect and resume from their last ids.
      this.onError(error);
      for (const stream of streams) stream.end();
      return;
    }
    const byStream = streams.map((): StoredRealtimeEvent[] => []);
    for (const row of rows) byStream[row.cursor]?.push(row);
    streams.forEach((stream, index) => {
      const own = byStream[index] ?? [];
      const full = own.length >= READ_BATCH;
      stream.delivered(own, !full && !this.pending.has(stream));
      // A longer backlog is read on: the next round takes it up.
      if (full && !stream.closed) this.pending.add(stream);
    });
  }
}

/** One Server-Sent Event; the data is one line of JSON, so it needs no splitting. */
export function formatEvent(id: bigint, type: string, data: unknown): string {
  return `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The open streams of this instance, by person. */
export class StreamHub {
  private readonly byUser = new Map<string, Set<EventStream>>();

  add(stream: EventStream): number {
    let set = this.byUser.get(stream.userId);
    if (!set) {
      set = new Set();
      this.byUser.set(stream.userId, set);
    }
    set.add(stream);
    return set.size;
  }

  /** Answers how many streams of the person remain here. */
  remove(stream: EventStream): number {
    const set = this.byUser.get(stream.userId);
    if (!set) return 0;
    set.delete(stream);
    if (set.size === 0) this.byUser.delete(stream.userId);
    return set.size;
  }

  count(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** People with new events (`*`: everyone, after a fan-out reconnect) read their rows. */
  announce(userIds: readonly string[]): void {
    const targets = userIds.includes('*') ? [...this.byUser.keys()] : userIds;
    for (const userId of targets)
      for (const stream of this.byUser.get(userId) ?? []) void stream.pull();
  }

  users(): { userId: string; streams: number }[] {
    return [...this.byUser].map(([userId, set]) => ({ userId, streams: set.size }));
  }

  all(): EventStream[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }

  get size(): number {
    let total = 0;
    for (const set of this.byUser.values()) total += set.size;
    return total;
  }
}
