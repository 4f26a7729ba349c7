import type { RealtimeRepository } from './repository';

/** Most rows one read of a stream takes; a longer backlog is read in several. */
export const READ_BATCH = 500;
/** A client that stops reading is cut off past this much unsent output; it resumes by id. */
export const MAX_BUFFERED_BYTES = 1_000_000;

/** What a stream writes to: the socket of one GET /api/realtime. */
export interface StreamSink {
  write(chunk: string): boolean;
  /** Bytes written but not yet sent. */
  buffered(): number;
  end(): void;
}

/** One open event stream: a person, the session it came with, and the last event id it sent. */
export class EventStream {
  private reading: Promise<void> | null = null;
  private again = false;
  closed = false;

  constructor(
    readonly userId: string,
    readonly sessionId: string,
    public cursor: bigint,
    private readonly sink: StreamSink,
    private readonly repository: RealtimeRepository,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Sends every stored event after the cursor; calls while reading make it read once more. */
  pull(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = (async () => {
      try {
        do {
          this.again = false;
          for (;;) {
            const rows = await this.repository.eventsAfter(this.userId, this.cursor, READ_BATCH);
            if (this.closed) return;
            for (const row of rows) {
              this.sink.write(formatEvent(row.id, row.type, row.data));
              this.cursor = row.id;
            }
            if (this.sink.buffered() > MAX_BUFFERED_BYTES) {
              this.end();
              return;
            }
            if (rows.length < READ_BATCH) break;
          }
        } while (this.again && !this.closed);
      } catch (error) {
        // A database hiccup: the client reconnects and resumes from its last id.
        this.onError(error);
        this.end();
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
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
