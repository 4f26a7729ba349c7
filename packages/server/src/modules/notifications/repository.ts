import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { NotificationChannel } from '@atlas/api/options';
import type { AppDatabase } from '../../db/client';
import { emailPreferences, notificationPreferences, notifications, users } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** The only place notifications' and their preferences' SQL lives. */
export function createNotificationRepository(db: AppDatabase) {
  return {
    async insert(
      tx: AppDatabase,
      values: {
        userId: string;
        type: string;
        message: string;
        resourceId: string | null;
        createdAt: Date;
        digest: boolean;
      },
    ): Promise<NotificationRow> {
      const [row] = await tx.insert(notifications).values(values).returning();
      if (!row) throw new Error('the notification was not stored');
      return row;
    },

    async listLive(userId: string): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.deletedAt)))
        .orderBy(asc(notifications.createdAt), asc(notifications.id));
    },

    /** Marks the person's notifications deleted (and read); answers the ids that were live. */
    async softDelete(
      tx: AppDatabase,
      userId: string,
      ids: readonly string[],
      now: Date,
    ): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .update(notifications)
        .set({ deletedAt: now, readAt: sql`coalesce(${notifications.readAt}, ${now})` })
        .where(
          and(
            eq(notifications.userId, userId),
            inArray(notifications.id, [...ids]),
            isNull(notifications.deletedAt),
          ),
        )
        .returning({ id: notifications.id });
      return rows.map((row) => row.id);
    },

    /** Marks read the person's notifications about a resource (an opened conversation). */
    async markReadByResource(tx: AppDatabase, userId: string, resourceId: string, now: Date) {
      await tx
        .update(notifications)
        .set({ readAt: now })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.resourceId, resourceId),
            isNull(notifications.readAt),
          ),
        );
    },

    /** The channels a person chose, by type (types without a row use the default). */
    async channelsOf(tx: AppDatabase, userId: string): Promise<Map<string, NotificationChannel>> {
      const rows = await tx
        .select({ type: notificationPreferences.type, channel: notificationPreferences.channel })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return new Map(rows.map((row) => [row.type, row.channel]));
    },

    async userOfManageId(manageId: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: emailPreferences.userId })
        .from(emailPreferences)
        .where(eq(emailPreferences.manageId, manageId))
        .limit(1);
      return row?.userId ?? null;
    },

    async saveChannels(
      userId: string,
      channels: Readonly<Record<string, NotificationChannel>>,
      now: Date,
    ): Promise<void> {
      const values = Object.entries(channels).map(([type, channel]) => ({
        userId,
        type,
        channel,
        updatedAt: now,
      }));
      if (values.length === 0) return;
      await db
        .insert(notificationPreferences)
        .values(values)
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.type],
          set: { channel: sql`excluded.channel`, updatedAt: now },
        });
    },

    /**
     * Claims the digest's notifications created at or before `dueBefore` and still unread, marking
     * them e-mailed (SKIP LOCKED: two instances never mail the same one); with each person's
     * address, name and preferences key.
     */
    async claimDigest(tx: AppDatabase, dueBefore: Date, now: Date, limit: number) {
      const due = tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.digest, true),
            isNull(notifications.emailedAt),
            isNull(notifications.readAt),
            isNull(notifications.deletedAt),
            lte(notifications.createdAt, dueBefore),
          ),
        )
        .orderBy(asc(notifications.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await tx
        .update(notifications)
        .set({ emailedAt: now })
        .where(inArray(notifications.id, due))
        .returning({ id: notifications.id });
      const ids = claimed.map((row) => row.id);
      if (ids.length === 0) return [];
      return tx
        .select({
          id: notifications.id,
          userId: notifications.userId,
          type: notifications.type,
          message: notifications.message,
          createdAt: notifications.createdAt,
          email: users.email,
          name: users.name,
        })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(and(inArray(notifications.id, ids), lte(notifications.createdAt, dueBefore)))
        .orderBy(asc(notifications.userId), asc(notifications.createdAt));
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
