import { randomUUID } from 'node:crypto';
import type { RealtimeEvent } from '@atlas/api/entities/realtime';
import type { AppDatabase } from '../../db/client';
import type { RealtimeFanout } from './fanout';
import { EventStream, StreamHub, StreamReader, type StreamSink } from './hub';
import type { NewRealtimeEvent, RealtimeRepository } from './repository';

/** How long start-up waits for the fan-out to connect. */
const FANOUT_READY_MS = 10_000;

export interface RealtimeOptions {
  db: AppDatabase;
  repository: RealtimeRepository;
  fanout: RealtimeFanout;
  /** The server's clock: event and presence times. */
  now: () => Date;
  heartbeatMs: number;
  presenceGraceMs: number;
  /** Operational messages (a failed publish, a failed heartbeat); never secrets. */
  log: (line: string, error?: unknown) => void;
  /** Names this instance's presence rows (random per process by default). */
  instanceId?: string;
  /** Called after every publish, i.e. after a commit (the Firestore mirror's pass). */
  onPublished?: () => void;
}

/**
 * Events collected while a transaction writes their rows; `publish()` after the commit tells
 * every instance. A rolled-back transaction's publish only makes streams look and find nothing.
 */
export class EventBatch {
  private readonly users = new Set<string>();

  constructor(private readonly realtime: Realtime) {}

  async record(tx: AppDatabase, events: readonly NewRealtimeEvent[]): Promise<void> {
    await this.realtime.repository.record(tx, events, this.realtime.now());
    for (const item of events) this.users.add(item.userId);
  }

  /** After the commit. A failed publish is logged: the heartbeat's catch-up delivers anyway. */
  async publish(): Promise<void> {
    if (this.users.size === 0) return;
    const users = [...this.users];
    this.users.clear();
    await this.realtime.publish(users);
  }
}

/** How a stream is opened: who, with which session, from which event id (null: from now). */
export interface OpenStreamOptions {
  userId: string;
  sessionId: string;
  lastEventId: bigint | null;
  sink: StreamSink;
}

/**
 * The realtime side of one server instance: the event log writer, the open streams, the fan-out
 * subscription, heartbeats (comment lines, presence freshness, ended sessions, and a catch-up
 * read of the log that delivers even when an announcement was lost) and presence with a grace
 * period.
 */
export class Realtime {
  readonly hub = new StreamHub();
  private readonly reader: StreamReader;
  readonly instanceId: string;
  readonly repository: RealtimeRepository;
  readonly now: () => Date;
  private readonly graceTimers = new Map<string, NodeJS.Timeout>();
  private readonly unsubscribe: () => void;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | null = null;
  /**
   * Presence writes of this instance, one at a time: a heartbeat that read the open streams
   * must not write a connection back after a close released it.
   */
  private presenceQueue: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(private readonly options: RealtimeOptions) {
    this.repository = options.repository;
    this.now = options.now;
    this.instanceId = options.instanceId ?? randomUUID();
    this.reader = new StreamReader(options.repository, (error) =>
      options.log('realtime: streams failed to read their events', error),
    );
    this.unsubscribe = options.fanout.subscribe((userIds) => this.hub.announce(userIds));
  }

  get fanout(): RealtimeFanout {
    return this.options.fanout;
  }

  /** Starts the heartbeat. */
  async start(): Promise<void> {
    // A fan-out that cannot connect yet does not stop the start: the heartbeat's catch-up
    // delivers meanwhile, and the adapter keeps trying.
    let timer: NodeJS.Timeout | undefined;
    const ready = await Promise.race([
      this.options.fanout.ready().then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), FANOUT_READY_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    if (!ready)
      this.options.log(
        `realtime: the ${this.options.fanout.kind} fan-out is not connected after ${FANOUT_READY_MS / 1000} s; events reach other instances' streams at their heartbeat until it is`,
      );
    this.heartbeatTimer = setInterval(() => void this.tick(), this.options.heartbeatMs);
    this.heartbeatTimer.unref();
  }

  batch(): EventBatch {
    return new EventBatch(this);
  }

  /** Records events in `tx` and answers the batch to publish after the commit. */
  async record(tx: AppDatabase, events: readonly NewRealtimeEvent[]): Promise<EventBatch> {
    const batch = this.batch();
    await batch.record(tx, events);
    return batch;
  }

  /** Stores events in a transaction of their own, then publishes them. */
  async emit(events: readonly NewRealtimeEvent[]): Promise<void> {
    const batch = this.batch();
    await this.options.db.transaction((tx) => batch.record(tx, events));
    await batch.publish();
  }

  async publish(userIds: readonly string[]): Promise<void> {
    this.options.onPublished?.();
    try {
      await this.options.fanout.publish(userIds);
    } catch (error) {
      this.options.log('realtime: an announcement could not be published', error);
      // This instance's own streams still hear it.
      this.hub.announce(userIds);
    }
  }

  /** Opens a stream: replays what it missed, then stays live until the sink closes. */
  async open(options: OpenStreamOptions): Promise<EventStream> {
    const cursor = options.lastEventId ?? (await this.repository.latestEventId(options.userId));
    const stream = new EventStream(
      options.userId,
      options.sessionId,
      cursor,
      options.sink,
      this.reader,
    );
    const streams = this.hub.add(stream);
    // The ready event carries the stream's position as its id: a reconnect made before any event
    // arrived (the instance died at once) still resumes from here and misses nothing.
    stream.write(
      `id: ${cursor}\nevent: ready\ndata: ${JSON.stringify({ lastEventId: cursor.toString() })}\n\n`,
    );
    await stream.pull();
    if (streams === 1) await this.presenceOpened(options.userId);
    return stream;
  }

  /** A stream's connection closed: after the grace period without another, the person is offline. */
  close(stream: EventStream): void {
    stream.end();
    const left = this.hub.remove(stream);
    if (left > 0 || this.closed) return;
    const userId = stream.userId;
    const existing = this.graceTimers.get(userId);
    if (existing) clearTimeout(existing);
    const timer = setTimeout(() => {
      this.graceTimers.delete(userId);
      if (this.hub.count(userId) === 0) void this.presenceReleased(userId);
    }, this.options.presenceGraceMs);
    timer.unref();
    this.graceTimers.set(userId, timer);
  }

  /** Sign-out or a page's unload beacon: offline now, on every instance. */
  async goOffline(userId: string): Promise<void> {
    const timer = this.graceTimers.get(userId);
    if (timer) clearTimeout(timer);
    this.graceTimers.delete(userId);
    await this.serially(() =>
      this.changePresence(userId, false, (tx) => this.repository.releaseAllConnections(tx, userId)),
    );
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const result = this.presenceQueue.then(work);
    this.presenceQueue = result.catch(() => undefined);
    return result;
  }

  /** Ends this instance's streams of a session (sign-out). */
  endSession(sessionId: string): void {
    for (const stream of this.hub.all()) if (stream.sessionId === sessionId) this.close(stream);
  }

  async isOnline(userIds: readonly string[]): Promise<Set<string>> {
    return this.repository.isOnline(userIds);
  }

  private async presenceOpened(userId: string): Promise<void> {
    const timer = this.graceTimers.get(userId);
    if (timer) clearTimeout(timer);
    this.graceTimers.delete(userId);
    await this.serially(() =>
      this.changePresence(userId, true, (tx) =>
        this.repository.holdConnection(
          tx,
          this.instanceId,
          userId,
          this.hub.count(userId),
          this.now(),
        ),
      ),
    ).catch((error: unknown) => this.options.log('realtime: presence could not be saved', error));
  }

  private async presenceReleased(userId: string): Promise<void> {
    await this.serially(() => this.releasePresence(userId));
  }

  private async releasePresence(userId: string): Promise<void> {
    if (this.hub.count(userId) > 0) return;
    try {
      const batch = this.batch();
      await this.options.db.transaction(async (tx) => {
        await this.repository.releaseConnection(tx, this.instanceId, userId);
        if (await this.repository.hasFreshConnection(tx, userId, this.staleBefore())) return;
        await this.recordPresence(tx, batch, userId, false);
      });
      await batch.publish();
      this.options.onPublished?.();
    } catch (error) {
      this.options.log('realtime: presence could not be saved', error);
    }
  }

  private async changePresence(
    userId: string,
    isOnline: boolean,
    before: (tx: AppDatabase) => Promise<void>,
  ): Promise<void> {
    const batch = this.batch();
    await this.options.db.transaction(async (tx) => {
      await before(tx);
      await this.recordPresence(tx, batch, userId, isOnline);
    });
    await batch.publish();
    // A presence change nobody follows announces nothing, but the mirror still writes it.
    this.options.onPublished?.();
  }

  private async recordPresence(
    tx: AppDatabase,
    batch: EventBatch,
    userId: string,
    isOnline: boolean,
  ): Promise<void> {
    if (!(await this.repository.setOnline(tx, userId, isOnline, this.now()))) return;
    await this.recordPresenceEvents(tx, batch, [userId], isOnline);
  }

  private async recordPresenceEvents(
    tx: AppDatabase,
    batch: EventBatch,
    userIds: readonly string[],
    isOnline: boolean,
  ): Promise<void> {
    const events: NewRealtimeEvent[] = [];
    for (const userId of userIds) {
      const event: RealtimeEvent = { type: 'presence.changed', userId, isOnline };
      for (const other of await this.repository.counterparts(tx, userId))
        events.push({ userId: other, event });
    }
    await batch.record(tx, events);
  }

  private staleBefore(): Date {
    return new Date(
      this.now().getTime() - (this.options.heartbeatMs * 3 + this.options.presenceGraceMs),
    );
  }

  /** One heartbeat; exposed so tests can run it without waiting. */
  tick(): Promise<void> {
    if (this.ticking || this.closed) return this.ticking ?? Promise.resolve();
    this.ticking = this.runTick()
      .catch((error: unknown) => this.options.log('realtime: a heartbeat failed', error))
      .finally(() => {
        this.ticking = null;
      });
    return this.ticking;
  }

  private async runTick(): Promise<void> {
    for (const stream of this.hub.all()) stream.heartbeat();

    // Streams of sessions that ended (signed out elsewhere, expired) are closed.
    const sessionIds = [...new Set(this.hub.all().map((stream) => stream.sessionId))];
    const ended = await this.repository.endedSessions(sessionIds, this.now());
    for (const stream of this.hub.all()) if (ended.has(stream.sessionId)) this.close(stream);

    // Catch-up: every open stream reads on from its own cursor (a lost announcement). A cursor
    // shared across people would skip a row of one person that commits after a larger id of
    // another; a person's own ids commit in order (the repository's lock), so this misses none.
    this.hub.announce(['*']);

    // Presence: this instance's people are fresh; everyone whose instances all went quiet is not.
    await this.serially(() => this.refreshPresence());
  }

  private async refreshPresence(): Promise<void> {
    const batch = this.batch();
    await this.options.db.transaction(async (tx) => {
      const back = await this.repository.refreshConnections(
        tx,
        this.instanceId,
        this.hub.users(),
        this.now(),
      );
      await this.recordPresenceEvents(tx, batch, back, true);
      const gone = await this.repository.sweepStale(tx, this.staleBefore(), this.now());
      await this.recordPresenceEvents(
        tx,
        batch,
        gone.filter((userId) => this.hub.count(userId) === 0),
        false,
      );
    });
    await batch.publish();
  }

  /** Ends every stream (clients reconnect elsewhere) and lets go of this instance's presence. */
  async shutdown(): Promise<void> {
    this.closed = true;
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    for (const timer of this.graceTimers.values()) clearTimeout(timer);
    this.graceTimers.clear();
    this.unsubscribe();
    for (const stream of this.hub.all()) {
      stream.end();
      this.hub.remove(stream);
    }
    await this.ticking;
  }
}
