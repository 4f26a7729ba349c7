import { and, asc, eq, gt, inArray, ne, notExists, sql } from 'drizzle-orm';
import { alias, PgTransaction } from 'drizzle-orm/pg-core';
import type { RealtimeEvent } from '@atlas/api/entities/realtime';
import type { AppDatabase } from '../../db/client';
import { selectRows } from '../../db/rows';
import {
  conversationParticipants,
  presence,
  presenceConnections,
  realtimeEvents,
  sessions,
  valetMatches,
  valetProjects,
} from '../../db/schema';

/** An event for one person, before it is stored. */
export interface NewRealtimeEvent {
  userId: string;
  event: RealtimeEvent;
}

export interface StoredRealtimeEvent {
  id: bigint;
  type: string;
  data: Record<string, unknown>;
}

/**
 * The people whose event lock each open transaction holds (advisory transaction locks last
 * until its end, so asking again only costs a round trip).
 */
const lockedUsers = new WeakMap<object, Set<string>>();

/** The only place the realtime event log's and presence's SQL lives. */
export function createRealtimeRepository(db: AppDatabase) {
  return {
    /**
     * Stores events in the caller's transaction. Each person's rows are written under a
     * transaction-scoped advisory lock of that person (taken in a fixed order, so two writers
     * never wait on each other in a circle): ids of one person commit in increasing order, so
     * a stream that resumes after id N cannot miss a row that commits later with a smaller id.
     */
    async record(tx: AppDatabase, events: readonly NewRealtimeEvent[], now: Date): Promise<void> {
      if (events.length === 0) return;
      // Outside a transaction a lock ends with its statement: nothing is remembered then.
      const locked = lockedUsers.get(tx) ?? new Set<string>();
      if (tx instanceof PgTransaction) lockedUsers.set(tx, locked);
      const keys = [...new Set(events.map((item) => item.userId))]
        .filter((userId) => !locked.has(userId))
        .sort()
        .map((userId) => `rt:${userId}`);
      // One statement takes them all, in the sorted order (PostgreSQL evaluates the volatile
      // lock calls after the sort); a lock this transaction holds already is not asked again.
      if (keys.length > 0)
        await tx.execute(sql`
          SELECT pg_advisory_xact_lock(hashtextextended(k, 0))
          FROM unnest(${sql.param(keys)}::text[]) WITH ORDINALITY AS t(k, ord)
          ORDER BY ord`);
      for (const key of keys) locked.add(key.slice(3));
      await tx.insert(realtimeEvents).values(
        events.map((item) => ({
          userId: item.userId,
          type: item.event.type,
          data: { ...item.event },
          createdAt: now,
        })),
      );
    },

    /**
     * The events of many streams in one query: for each `(userId, afterId)` cursor, that
     * person's events after it, oldest first, at most `limit` each; rows name their cursor by
     * its index in `cursors`.
     */
    async eventsAfterMany(
      cursors: readonly { userId: string; afterId: bigint }[],
      limit: number,
    ): Promise<(StoredRealtimeEvent & { cursor: number })[]> {
      if (cursors.length === 0) return [];
      const userIds = cursors.map((cursor) => cursor.userId);
      const afterIds = cursors.map((cursor) => cursor.afterId.toString());
      const rows = await selectRows<{
        cursor: string;
        id: string;
        type: string;
        data: Record<string, unknown>;
      }>(
        db,
        sql`
        SELECT c.ord - 1 AS cursor, e.id::text AS id, e.type, e.data
        FROM unnest(${sql.param(userIds)}::uuid[], ${sql.param(afterIds)}::bigint[]) WITH ORDINALITY AS c(user_id, after_id, ord)
        CROSS JOIN LATERAL (
          SELECT ${realtimeEvents.id} AS id, ${realtimeEvents.type} AS type, ${realtimeEvents.data} AS data
          FROM ${realtimeEvents}
          WHERE ${realtimeEvents.userId} = c.user_id AND ${realtimeEvents.id} > c.after_id
          ORDER BY ${realtimeEvents.id}
          LIMIT ${limit}
        ) e
        ORDER BY c.ord, e.id`,
      );
      return rows.map((row) => ({
        cursor: Number(row.cursor),
        id: BigInt(row.id),
        type: row.type,
        data: row.data,
      }));
    },

    /** The id of a person's newest event (0 when none): where a fresh stream starts. */
    async latestEventId(userId: string): Promise<bigint> {
      const [row] = await db
        .select({ id: sql<string | null>`max(${realtimeEvents.id})::text` })
        .from(realtimeEvents)
        .where(eq(realtimeEvents.userId, userId));
      return row?.id ? BigInt(row.id) : 0n;
    },

    /**
     * Everyone who shares a conversation with the person (they see the person's online dot),
     * but not through the conversations of the person's valet projects: there the company's
     * people know the buyer by a pseudonym, and a dot that flips with the person's would name
     * them (conversations/buyer-pseudonyms.ts).
     */
    async counterparts(tx: AppDatabase, userId: string): Promise<string[]> {
      const mine = alias(conversationParticipants, 'mine');
      const rows = await tx
        .selectDistinct({ userId: conversationParticipants.userId })
        .from(mine)
        .innerJoin(
          conversationParticipants,
          and(
            eq(conversationParticipants.conversationId, mine.conversationId),
            ne(conversationParticipants.userId, mine.userId),
          ),
        )
        .where(
          and(
            eq(mine.userId, userId),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(valetMatches)
                .innerJoin(valetProjects, eq(valetProjects.id, valetMatches.projectId))
                .where(
                  and(
                    eq(valetMatches.conversationId, mine.conversationId),
                    eq(valetProjects.userId, mine.userId),
                  ),
                ),
            ),
          ),
        );
      return rows.map((row) => row.userId);
    },

    /** Sets the flag; true when it changed (the caller announces it). */
    async setOnline(tx: AppDatabase, userId: string, isOnline: boolean, now: Date) {
      const rows = await tx
        .insert(presence)
        .values({ userId, isOnline, changedAt: now })
        .onConflictDoUpdate({
          target: presence.userId,
          set: { isOnline, changedAt: now },
          setWhere: ne(presence.isOnline, isOnline),
        })
        .returning({ userId: presence.userId });
      return rows.length > 0;
    },

    /** This instance holds `streams` open streams of the person, as of `now`. */
    async holdConnection(
      tx: AppDatabase,
      instanceId: string,
      userId: string,
      streams: number,
      now: Date,
    ) {
      await tx
        .insert(presenceConnections)
        .values({ instanceId, userId, streams, seenAt: now })
        .onConflictDoUpdate({
          target: [presenceConnections.instanceId, presenceConnections.userId],
          set: { streams, seenAt: now },
        });
    },

    async releaseConnection(tx: AppDatabase, instanceId: string, userId: string) {
      await tx
        .delete(presenceConnections)
        .where(
          and(
            eq(presenceConnections.instanceId, instanceId),
            eq(presenceConnections.userId, userId),
          ),
        );
    },

    async releaseAllConnections(tx: AppDatabase, userId: string) {
      await tx.delete(presenceConnections).where(eq(presenceConnections.userId, userId));
    },

    /** Whether any instance holds a stream of the person seen after `freshAfter`. */
    async hasFreshConnection(tx: AppDatabase, userId: string, freshAfter: Date) {
      const [row] = await tx
        .select({ userId: presenceConnections.userId })
        .from(presenceConnections)
        .where(
          and(eq(presenceConnections.userId, userId), gt(presenceConnections.seenAt, freshAfter)),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * The heartbeat of an instance: its connections are fresh as of `now`, and any of these
     * people marked offline (a beacon from another tab) is online again; answers those.
     */
    async refreshConnections(
      tx: AppDatabase,
      instanceId: string,
      held: readonly { userId: string; streams: number }[],
      now: Date,
    ): Promise<string[]> {
      if (held.length === 0) return [];
      await tx
        .insert(presenceConnections)
        .values(held.map((item) => ({ instanceId, ...item, seenAt: now })))
        .onConflictDoUpdate({
          target: [presenceConnections.instanceId, presenceConnections.userId],
          set: { streams: sql`excluded.streams`, seenAt: now },
        });
      const rows = await tx
        .insert(presence)
        .values(held.map((item) => ({ userId: item.userId, isOnline: true, changedAt: now })))
        .onConflictDoUpdate({
          target: presence.userId,
          set: { isOnline: true, changedAt: now },
          setWhere: eq(presence.isOnline, false),
        })
        .returning({ userId: presence.userId });
      return rows.map((row) => row.userId);
    },

    /**
     * People marked online whose every connection went stale (their instance died): marked
     * offline, and answered so their counterparts hear it. Stale rows are deleted.
     */
    async sweepStale(tx: AppDatabase, staleBefore: Date, now: Date): Promise<string[]> {
      await tx
        .delete(presenceConnections)
        .where(sql`${presenceConnections.seenAt} <= ${staleBefore}`);
      const rows = await tx
        .update(presence)
        .set({ isOnline: false, changedAt: now })
        .where(
          and(
            eq(presence.isOnline, true),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(presenceConnections)
                .where(eq(presenceConnections.userId, presence.userId)),
            ),
          ),
        )
        .returning({ userId: presence.userId });
      return rows.map((row) => row.userId);
    },

    /**
     * Notification events of everyone after `afterId`, oldest first (the Firestore mirror's
     * cursor over the log), with the time each was stored.
     */
    async notificationEventsAfter(afterId: bigint, limit: number) {
      return db
        .select({
          id: realtimeEvents.id,
          userId: realtimeEvents.userId,
          data: realtimeEvents.data,
          createdAt: realtimeEvents.createdAt,
        })
        .from(realtimeEvents)
        .where(
          and(
            gt(realtimeEvents.id, afterId),
            inArray(realtimeEvents.type, ['notification.created', 'notification.deleted']),
          ),
        )
        .orderBy(asc(realtimeEvents.id))
        .limit(limit);
    },

    /**
     * Presence flags changed after (`changedAt`, `userId`), in that order (the Firestore mirror's
     * second cursor).
     */
    async presenceChangedAfter(changedAt: Date, userId: string, limit: number) {
      return db
        .select({
          userId: presence.userId,
          isOnline: presence.isOnline,
          changedAt: presence.changedAt,
        })
        .from(presence)
        .where(
          sql`(${presence.changedAt}, ${presence.userId}) > (${changedAt.toISOString()}::timestamptz, ${userId}::uuid)`,
        )
        .orderBy(asc(presence.changedAt), asc(presence.userId))
        .limit(limit);
    },

    async isOnline(userIds: readonly string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .select({ userId: presence.userId })
        .from(presence)
        .where(and(inArray(presence.userId, [...userIds]), eq(presence.isOnline, true)));
      return new Set(rows.map((row) => row.userId));
    },

    /** Of these sessions, the ones that ended (signed out, revoked or expired). */
    async endedSessions(sessionIds: readonly string[], now: Date): Promise<Set<string>> {
      if (sessionIds.length === 0) return new Set();
      const live = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            inArray(sessions.id, [...sessionIds]),
            sql`${sessions.revokedAt} IS NULL`,
            gt(sessions.expiresAt, now),
          ),
        );
      const liveIds = new Set(live.map((row) => row.id));
      return new Set(sessionIds.filter((id) => !liveIds.has(id)));
    },
  };
}

export type RealtimeRepository = ReturnType<typeof createRealtimeRepository>;
