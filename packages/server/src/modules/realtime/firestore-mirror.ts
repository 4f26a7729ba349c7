import { RealtimeEventSchema } from '@atlas/api/entities/realtime';
import type { DocumentData, DocumentStore, DocumentWrite } from './document-store';
import { MAX_BATCH_WRITES } from './document-store';
import type { RealtimeRepository } from './repository';

/**
 * Where the mirror keeps its cursors, in the document store itself: they advance in the same
 * batch as the writes they cover. (Not readable by browsers: see docs/operations.md's rules.)
 */
export const MIRROR_CURSOR_DOCUMENT = '_atlas/firestore_mirror';

/** Rows one read takes; a longer backlog is read in several. */
const PAGE_ROWS = 400;
/** Writes per batch, leaving room for the cursor document. */
const WRITES_PER_BATCH = MAX_BATCH_WRITES - 1;
const EPOCH = new Date(0);
const NO_USER = '00000000-0000-0000-0000-000000000000';

export interface FirestoreMirrorOptions {
  repository: Pick<RealtimeRepository, 'notificationEventsAfter' | 'presenceChangedAfter'>;
  store: DocumentStore;
  /** The server's clock (the rows' times come from it). */
  now: () => Date;
  /**
   * Rows newer than this may still have neighbours with smaller ids in transactions that have
   * not committed yet: the persisted cursor never passes them (they are re-read, not lost).
   */
  settleMs?: number;
  /** Operational messages; never secrets. */
  log: (line: string, error?: unknown) => void;
}

interface MirrorCursor {
  /** Every notification event up to this id is written. */
  eventId: bigint;
  /** Every presence change up to (presenceAt, presenceUser) is written. */
  presenceAt: Date;
  presenceUser: string;
}

function cursorData(cursor: MirrorCursor): DocumentData {
  return {
    eventId: cursor.eventId.toString(),
    presenceAt: cursor.presenceAt.toISOString(),
    presenceUser: cursor.presenceUser,
  };
}

export function notificationPath(userId: string, notificationId: string): string {
  return `users/${userId}/notifications/${notificationId}`;
}

export function presencePath(userId: string): string {
  return `users/${userId}`;
}

/**
 * Mirrors what the database committed to Firestore (SPEC §7 "Realtime document store"), after
 * the commit: each notification created (`users/{userId}/notifications/{id}` with type,
 * message as stored (sanitized), resourceId, timestamp), deleted or cleared, and each presence
 * change (`users/{id}` with isOnline). The rows are the truth and the mirror's cursors point into
 * them, so a failed write is logged and written again at the next pass (after the next publish,
 * on the interval, or at the next start): never lost silently. Writes are idempotent, so a pass
 * repeated by another instance or after a crash changes nothing.
 */
export class FirestoreMirror {
  private running: Promise<boolean> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Event ids written but not yet behind the persisted cursor (not written twice by this process). */
  private readonly sent = new Set<bigint>();
  /** Presence last written per person (`true@time`), not written twice. */
  private readonly presenceSent = new Map<string, string>();
  private readonly settleMs: number;
  /** The cursors after the last good pass (read from the store at start and after a failure). */
  private known: MirrorCursor | null = null;
  /** The cursor document as last written (an idle pass writes nothing). */
  private writtenCursor = '';

  constructor(private readonly options: FirestoreMirrorOptions) {
    this.settleMs = options.settleMs ?? 30_000;
  }

  /** Runs a pass now and then every `intervalMs` (retries, and rows another instance wrote). */
  start(intervalMs: number): void {
    this.kick();
    if (intervalMs <= 0) return;
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
  }

  /** Something was committed: a pass soon (one at a time; one more if asked meanwhile). */
  kick(): void {
    void this.sync();
  }

  /** One pass (or joins the running one, then runs again); answers whether it wrote everything. */
  sync(): Promise<boolean> {
    if (this.stopped) return Promise.resolve(false);
    if (this.running) {
      this.again = true;
      return this.running.then(() => this.sync());
    }
    this.running = (async () => {
      let ok = true;
      do {
        this.again = false;
        try {
          await this.pass();
        } catch (error) {
          ok = false;
          // Read the cursors again next time: what the store has is what counts.
          this.known = null;
          this.options.log(
            'realtime: the Firestore mirror could not write; it tries again from the stored rows',
            error,
          );
        }
      } while (this.again && ok && !this.stopped);
      return ok;
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  private async pass(): Promise<void> {
    const { repository } = this.options;
    const cursor = this.known ? { ...this.known } : await this.loadCursor();
    const settledBefore = this.options.now().getTime() - this.settleMs;

    // Notifications: every event after the cursor, in id order.
    let readFrom = cursor.eventId;
    let settled = true;
    for (;;) {
      const rows = await repository.notificationEventsAfter(readFrom, PAGE_ROWS);
      const writes: DocumentWrite[] = [];
      const ids: bigint[] = [];
      for (const row of rows) {
        readFrom = row.id;
        if (settled && row.createdAt.getTime() <= settledBefore) cursor.eventId = row.id;
        else settled = false;
        if (this.sent.has(row.id)) continue;
        ids.push(row.id);
        writes.push(...this.writesOfEvent(row.userId, row.data));
      }
      await this.commit(writes, cursor);
      for (const id of ids) this.sent.add(id);
      for (const id of this.sent) if (id <= cursor.eventId) this.sent.delete(id);
      if (rows.length < PAGE_ROWS) break;
    }

    // Presence: every flag changed after the cursor, in (time, person) order.
    let presenceFrom = { at: cursor.presenceAt, user: cursor.presenceUser };
    let presenceSettled = true;
    for (;;) {
      const rows = await repository.presenceChangedAfter(
        presenceFrom.at,
        presenceFrom.user,
        PAGE_ROWS,
      );
      const writes: DocumentWrite[] = [];
      const marks: [string, string][] = [];
      for (const row of rows) {
        presenceFrom = { at: row.changedAt, user: row.userId };
        if (presenceSettled && row.changedAt.getTime() <= settledBefore) {
          cursor.presenceAt = row.changedAt;
          cursor.presenceUser = row.userId;
        } else presenceSettled = false;
        const mark = `${row.isOnline}@${row.changedAt.toISOString()}`;
        if (this.presenceSent.get(row.userId) === mark) continue;
        marks.push([row.userId, mark]);
        writes.push({
          kind: 'set',
          path: presencePath(row.userId),
          data: { isOnline: row.isOnline },
          merge: true,
        });
      }
      await this.commit(writes, cursor);
      for (const [userId, mark] of marks) this.presenceSent.set(userId, mark);
      if (rows.length < PAGE_ROWS) break;
    }
    this.known = cursor;
  }

  private async loadCursor(): Promise<MirrorCursor> {
    const stored = await this.options.store.get(MIRROR_CURSOR_DOCUMENT);
    const eventId = stored?.['eventId'];
    const presenceAt = stored?.['presenceAt'];
    const presenceUser = stored?.['presenceUser'];
    const cursor: MirrorCursor = {
      eventId: typeof eventId === 'string' ? BigInt(eventId) : 0n,
      presenceAt: typeof presenceAt === 'string' ? new Date(presenceAt) : EPOCH,
      presenceUser: typeof presenceUser === 'string' ? presenceUser : NO_USER,
    };
    this.writtenCursor = stored ? JSON.stringify(cursorData(cursor)) : '';
    return cursor;
  }

  private writesOfEvent(userId: string, data: unknown): DocumentWrite[] {
    const parsed = RealtimeEventSchema.safeParse(data);
    if (!parsed.success) {
      this.options.log('realtime: the Firestore mirror skipped an event row it cannot read');
      return [];
    }
    const event = parsed.data;
    if (event.type === 'notification.created') {
      const { id, type, message, resourceId, timestamp } = event.notification;
      return [
        {
          kind: 'set',
          path: notificationPath(userId, id),
          data: {
            type,
            message,
            resourceId,
            timestamp: { seconds: timestamp.seconds, nanoseconds: timestamp.nanoseconds },
          },
        },
      ];
    }
    if (event.type === 'notification.deleted')
      return event.ids.map((id) => ({ kind: 'delete', path: notificationPath(userId, id) }));
    return [];
  }

  /** Writes in batches; the last one carries the cursor, so it never passes an unwritten row. */
  private async commit(writes: readonly DocumentWrite[], cursor: MirrorCursor): Promise<void> {
    const cursorWrite: DocumentWrite = {
      kind: 'set',
      path: MIRROR_CURSOR_DOCUMENT,
      data: cursorData(cursor),
    };
    const serialized = JSON.stringify(cursorWrite.data);
    if (writes.length === 0) {
      if (serialized === this.writtenCursor) return;
      await this.options.store.commit([cursorWrite]);
      this.writtenCursor = serialized;
      return;
    }
    for (let start = 0; start < writes.length; start += WRITES_PER_BATCH) {
      const chunk = writes.slice(start, start + WRITES_PER_BATCH);
      const last = start + WRITES_PER_BATCH >= writes.length;
      await this.options.store.commit(last ? [...chunk, cursorWrite] : chunk);
    }
    this.writtenCursor = serialized;
  }
}
