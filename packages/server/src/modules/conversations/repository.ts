import { and, asc, desc, eq, inArray, isNotNull, lt, max, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import {
  companies,
  companyMembers,
  conversationMessages,
  conversationParticipants,
  conversations,
  users,
  valetMatches,
  valetProjects,
  type StoredAttachment,
} from '../../db/schema';
import type { BuyerSeatRow } from './buyer-pseudonyms';

export type MessageRow = typeof conversationMessages.$inferSelect;

/** The only place conversations' and messages' SQL lives. */
export function createConversationRepository(db: AppDatabase) {
  return {
    async create(
      tx: AppDatabase,
      values: {
        subject: string;
        companyId: number | null;
        contactRequestId: string | null;
        participantIds: readonly string[];
        now: Date;
        /** Names the others see instead of an account's own. */
        displayNames?: Readonly<Record<string, string>>;
      },
    ): Promise<string> {
      const [row] = await tx
        .insert(conversations)
        .values({
          subject: values.subject,
          companyId: values.companyId,
          contactRequestId: values.contactRequestId,
          createdAt: values.now,
          lastMessageAt: values.now,
        })
        .returning({ id: conversations.id });
      if (!row) throw new Error('the conversation was not stored');
      await tx.insert(conversationParticipants).values(
        [...new Set(values.participantIds)].map((userId) => ({
          conversationId: row.id,
          userId,
          joinedAt: values.now,
          displayName: values.displayNames?.[userId] ?? null,
        })),
      );
      return row.id;
    },

    /** Adds a participant; one who takes part already keeps their row. */
    async addParticipant(
      tx: AppDatabase,
      values: { conversationId: string; userId: string; displayName: string | null; now: Date },
    ): Promise<void> {
      await tx
        .insert(conversationParticipants)
        .values({
          conversationId: values.conversationId,
          userId: values.userId,
          joinedAt: values.now,
          displayName: values.displayName,
        })
        .onConflictDoNothing();
    },

    /** The people of a conversation with the name each is shown under there. */
    async participantNames(
      tx: AppDatabase,
      conversationId: string,
    ): Promise<{ userId: string; name: string }[]> {
      return tx
        .select({
          userId: conversationParticipants.userId,
          name: sql<string>`coalesce(${conversationParticipants.displayName}, ${users.name})`,
        })
        .from(conversationParticipants)
        .innerJoin(users, eq(users.id, conversationParticipants.userId))
        .where(eq(conversationParticipants.conversationId, conversationId));
    },

    /** Stores a message, moves the conversation up and counts it read by its sender. */
    async addMessage(
      tx: AppDatabase,
      values: {
        conversationId: string;
        senderId: string | null;
        body: string;
        now: Date;
        attachments?: StoredAttachment[];
      },
    ): Promise<MessageRow> {
      const [row] = await tx
        .insert(conversationMessages)
        .values({
          conversationId: values.conversationId,
          senderId: values.senderId,
          body: values.body,
          attachments: values.attachments ?? [],
          createdAt: values.now,
        })
        .returning();
      if (!row) throw new Error('the message was not stored');
      await tx
        .update(conversations)
        .set({ lastMessageAt: values.now })
        .where(eq(conversations.id, values.conversationId));
      if (values.senderId)
        await tx
          .update(conversationParticipants)
          .set({ lastReadMessageId: row.id })
          .where(
            and(
              eq(conversationParticipants.conversationId, values.conversationId),
              eq(conversationParticipants.userId, values.senderId),
            ),
          );
      return row;
    },

    /** The participants' ids, or null when `userId` is not one of them (or no such conversation). */
    async participantIdsFor(
      tx: AppDatabase,
      conversationId: string,
      userId: string,
    ): Promise<string[] | null> {
      const rows = await tx
        .select({ userId: conversationParticipants.userId })
        .from(conversationParticipants)
        .where(eq(conversationParticipants.conversationId, conversationId));
      const ids = rows.map((row) => row.userId);
      return ids.includes(userId) ? ids : null;
    },

    async participants(conversationIds: readonly string[]) {
      if (conversationIds.length === 0) return [];
      return db
        .select({
          conversationId: conversationParticipants.conversationId,
          id: users.id,
          name: sql<string>`coalesce(${conversationParticipants.displayName}, ${users.name})`,
          avatarPath: users.avatarPath,
          lastReadMessageId: conversationParticipants.lastReadMessageId,
        })
        .from(conversationParticipants)
        .innerJoin(users, eq(users.id, conversationParticipants.userId))
        .where(inArray(conversationParticipants.conversationId, [...conversationIds]))
        .orderBy(asc(conversationParticipants.joinedAt), asc(users.name));
    },

    /** A page of messages, newest first, older than `before` when given. */
    async messages(conversationId: string, before: bigint | null, limit: number) {
      return db
        .select()
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.conversationId, conversationId),
            before === null ? undefined : lt(conversationMessages.id, before),
          ),
        )
        .orderBy(desc(conversationMessages.id))
        .limit(limit);
    },

    /** Which of `paths` a message names (the rest were uploaded and never sent). */
    async usedAttachments(paths: readonly string[]): Promise<Set<string>> {
      const result = (await db.execute(sql`
        SELECT a->>'path' AS path
        FROM ${conversationMessages}, jsonb_array_elements(${conversationMessages.attachments}) a
        WHERE a->>'path' IN (${sql.join(
          paths.map((path) => sql`${path}`),
          sql`, `,
        )})`)) as unknown as { rows: { path: string }[] };
      return new Set(result.rows.map((row) => row.path));
    },

    /** The person's conversations, most recently active first, with unread counts and newest message. */
    async listFor(userId: string, limit: number) {
      const last = db
        .select({
          id: conversationMessages.id,
          senderId: conversationMessages.senderId,
          body: conversationMessages.body,
          attachments: conversationMessages.attachments,
          createdAt: conversationMessages.createdAt,
        })
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, conversations.id))
        .orderBy(desc(conversationMessages.id))
        .limit(1)
        .as('last');
      return db
        .select({
          id: conversations.id,
          subject: conversations.subject,
          lastMessageAt: conversations.lastMessageAt,
          unread: sql<number>`(SELECT count(*)::int FROM ${conversationMessages} m
            WHERE m.conversation_id = ${conversations.id}
              AND m.id > coalesce(${conversationParticipants.lastReadMessageId}, 0)
              AND m.sender_id IS DISTINCT FROM ${userId})`.mapWith(Number),
          last: {
            id: last.id,
            senderId: last.senderId,
            body: last.body,
            attachments: last.attachments,
            createdAt: last.createdAt,
          },
        })
        .from(conversationParticipants)
        .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
        .leftJoinLateral(last, sql`true`)
        .where(eq(conversationParticipants.userId, userId))
        .orderBy(desc(conversations.lastMessageAt), asc(conversations.id))
        .limit(limit);
    },

    /** Marks read up to the newest message; answers that message's id (null: none yet). */
    async markRead(
      tx: AppDatabase,
      conversationId: string,
      userId: string,
    ): Promise<bigint | null> {
      const [newest] = await tx
        .select({ id: sql<string | null>`max(${conversationMessages.id})::text` })
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, conversationId));
      const id = newest?.id ? BigInt(newest.id) : null;
      if (id !== null)
        await tx
          .update(conversationParticipants)
          .set({ lastReadMessageId: id })
          .where(
            and(
              eq(conversationParticipants.conversationId, conversationId),
              eq(conversationParticipants.userId, userId),
            ),
          );
      return id;
    },

    /** The conversation with the name of the company it is with (null: none, or gone). */
    async findWithCompany(conversationId: string) {
      const [row] = await db
        .select({
          id: conversations.id,
          subject: conversations.subject,
          companyId: conversations.companyId,
          companyName: companies.name,
        })
        .from(conversations)
        .leftJoin(companies, eq(companies.id, conversations.companyId))
        .where(eq(conversations.id, conversationId))
        .limit(1);
      return row ?? null;
    },

    /** When each participant who wrote in the conversation last did. */
    async lastMessageAtBySender(conversationId: string): Promise<Map<string, Date>> {
      const rows = await db
        .select({
          senderId: conversationMessages.senderId,
          at: max(conversationMessages.createdAt),
        })
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.conversationId, conversationId),
            isNotNull(conversationMessages.senderId),
          ),
        )
        .groupBy(conversationMessages.senderId);
      const last = new Map<string, Date>();
      for (const row of rows) if (row.senderId && row.at) last.set(row.senderId, row.at);
      return last;
    },

    /** The valet project whose release opened the conversation: its company and its buyer. */
    async valetProjectOf(conversationId: string) {
      const [row] = await db
        .select({
          projectId: valetMatches.projectId,
          companyId: valetMatches.companyId,
          buyerId: valetProjects.userId,
        })
        .from(valetMatches)
        .innerJoin(valetProjects, eq(valetProjects.id, valetMatches.projectId))
        .where(eq(valetMatches.conversationId, conversationId))
        .limit(1);
      return row ?? null;
    },

    /**
     * The valet buyers of the conversations that projects' releases opened: which project and
     * company each is about, whose project it is, and how far the company got with it.
     */
    async valetBuyerSeats(
      tx: AppDatabase,
      conversationIds: readonly string[],
    ): Promise<BuyerSeatRow[]> {
      if (conversationIds.length === 0) return [];
      const rows = await tx
        .select({
          conversationId: valetMatches.conversationId,
          projectId: valetMatches.projectId,
          companyId: valetMatches.companyId,
          buyerId: valetProjects.userId,
          contactName: valetProjects.name,
          status: valetMatches.status,
        })
        .from(valetMatches)
        .innerJoin(valetProjects, eq(valetProjects.id, valetMatches.projectId))
        .where(inArray(valetMatches.conversationId, [...new Set(conversationIds)]));
      return rows.flatMap(({ conversationId, buyerId, ...row }) =>
        conversationId && buyerId ? [{ ...row, conversationId, buyerId }] : [],
      );
    },

    /** The members of a company (who get its contact requests). */
    async companyMemberIds(tx: AppDatabase, companyId: number): Promise<string[]> {
      const rows = await tx
        .select({ userId: companyMembers.userId })
        .from(companyMembers)
        .where(eq(companyMembers.companyId, companyId));
      return rows.map((row) => row.userId);
    },
  };
}

export type ConversationRepository = ReturnType<typeof createConversationRepository>;
