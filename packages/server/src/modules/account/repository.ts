import { and, asc, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import {
  auditLog,
  awardVotes,
  companies,
  companyClaims,
  companyMembers,
  companySubmissions,
  contactRequests,
  conversationMessages,
  conversationParticipants,
  conversations,
  emailChanges,
  emailPreferences,
  notificationPreferences,
  notifications,
  oauthIdentities,
  reviewHelpfulVotes,
  reviews,
  savedSearches,
  sessions,
  users,
  valetProjects,
} from '../../db/schema';

/** What a reviewer who deleted their account is stored as (the profile shows "Anonymous reviewer"). */
export const DELETED_PERSON = 'Deleted account';

/** Companies the person owns alone (nobody else is an owner of them). */
async function companiesOwnedAlone(target: AppDatabase, userId: string) {
  const owned = await target
    .select({ id: companies.id, name: companies.name })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.role, 'owner')));
  if (owned.length === 0) return [];
  const owners = await target
    .select({ companyId: companyMembers.companyId, n: count() })
    .from(companyMembers)
    .where(
      and(
        inArray(
          companyMembers.companyId,
          owned.map((company) => company.id),
        ),
        eq(companyMembers.role, 'owner'),
      ),
    )
    .groupBy(companyMembers.companyId);
  const alone = new Set(owners.filter((row) => row.n <= 1).map((row) => row.companyId));
  return owned.filter((company) => alone.has(company.id));
}

/** Every SQL statement of the account settings (issue 19): name, avatar, e-mail, sessions, export, deletion. */
export function createAccountRepository(db: AppDatabase) {
  return {
    async setName(userId: string, name: string) {
      const [user] = await db.update(users).set({ name }).where(eq(users.id, userId)).returning();
      return user ?? null;
    },

    /** Sets the avatar and answers the one it replaced. */
    async setAvatar(userId: string, avatarPath: string | null) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ avatarPath: users.avatarPath })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        const [user] = await tx
          .update(users)
          .set({ avatarPath })
          .where(eq(users.id, userId))
          .returning();
        return { user: user ?? null, replaced: before?.avatarPath ?? null };
      });
    },

    async providersOf(userId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ provider: oauthIdentities.provider })
        .from(oauthIdentities)
        .where(eq(oauthIdentities.userId, userId))
        .orderBy(oauthIdentities.provider);
      return rows.map((row) => row.provider);
    },

    /** The newest e-mail change of the person that can still be followed. */
    async pendingEmailChange(userId: string, now: Date) {
      const [row] = await db
        .select({ newEmail: emailChanges.newEmail })
        .from(emailChanges)
        .where(
          and(
            eq(emailChanges.userId, userId),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, now),
          ),
        )
        .orderBy(sql`${emailChanges.createdAt} desc`)
        .limit(1);
      return row?.newEmail ?? null;
    },

    /** A new change request; older open ones of the person are spent (only the newest link works). */
    async createEmailChange(values: {
      userId: string;
      newEmail: string;
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
    }) {
      await db
        .update(emailChanges)
        .set({ usedAt: values.createdAt })
        .where(and(eq(emailChanges.userId, values.userId), isNull(emailChanges.usedAt)));
      const [row] = await db.insert(emailChanges).values(values).returning();
      if (!row) throw new Error('the e-mail change was not stored');
      return row;
    },

    async findEmailChange(id: string) {
      const [row] = await db.select().from(emailChanges).where(eq(emailChanges.id, id)).limit(1);
      return row ?? null;
    },

    /** Spends the change; false when it was spent meanwhile (a concurrent second use). */
    async spendEmailChange(id: string, now: Date): Promise<boolean> {
      const spent = await db
        .update(emailChanges)
        .set({ usedAt: now })
        .where(and(eq(emailChanges.id, id), isNull(emailChanges.usedAt)))
        .returning({ id: emailChanges.id });
      return spent.length === 1;
    },

    /** Moves the account to the address (verified by the link); false when another account has it. */
    async moveToEmail(userId: string, email: string, now: Date): Promise<boolean> {
      const moved = await db
        .update(users)
        .set({ email, emailVerifiedAt: now })
        .where(
          and(
            eq(users.id, userId),
            sql`not exists (select 1 from ${users} other where lower(other.email) = lower(${email}) and other.id <> ${userId})`,
          ),
        )
        .returning({ id: users.id });
      return moved.length === 1;
    },

    /** The account (other than `exceptUserId`) that uses the address, if any. */
    async otherAccountWith(email: string, exceptUserId: string) {
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, exceptUserId)))
        .limit(1);
      return row ?? null;
    },

    // Sessions.

    async liveSessionsOf(userId: string, now: Date) {
      return db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
        })
        .from(sessions)
        .where(
          and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        )
        .orderBy(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt}) desc`);
    },

    /** Ends one session of the person; false when it is not theirs or has ended already. */
    async revokeSessionOf(userId: string, sessionId: string, now: Date): Promise<boolean> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)),
        )
        .returning({ id: sessions.id });
      return ended.length === 1;
    },

    /** Ends every live session of the person except `keep`; answers the ids that ended. */
    async revokeOtherSessions(userId: string, keep: string, now: Date): Promise<string[]> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keep)))
        .returning({ id: sessions.id });
      return ended.map((row) => row.id);
    },

    // Deletion.

    /**
     * Deletes the account in one transaction: published reviews stay, anonymised; unpublished
     * ones go; the personal fields of what stays for others (votes, messages to companies,
     * projects) are blanked; the user row goes, and with it (by cascade) sessions, tokens,
     * preferences, saved searches, notifications, memberships and conversation seats. Answers the
     * avatar to delete from storage and the sessions that ended, or the companies that would be
     * left without an owner (and then changes nothing).
     */
    async deleteAccount(userId: string, now: Date) {
      return db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!user) return null;
        // Under the membership rows' locks, so no co-owner leaves between the check and the delete.
        await tx
          .select({ companyId: companyMembers.companyId })
          .from(companyMembers)
          .where(eq(companyMembers.userId, userId))
          .for('update');
        const ownedAlone = await companiesOwnedAlone(tx, userId);
        if (ownedAlone.length > 0) return { ownedAlone, avatarPath: null, endedSessions: [] };
        const ended = await tx
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        await tx
          .delete(reviews)
          .where(and(eq(reviews.reviewerUserId, userId), ne(reviews.status, 'published')));
        await tx
          .update(reviews)
          .set({
            reviewerName: DELETED_PERSON,
            showReviewerName: false,
            reviewerEmail: null,
            network: null,
            confirmationTokenHash: null,
            reviewerUserId: null,
          })
          .where(eq(reviews.reviewerUserId, userId));
        await tx
          .delete(reviewHelpfulVotes)
          .where(eq(reviewHelpfulVotes.voterKey, `user:${userId}`));
        // Votes keep counting; who cast them is forgotten (the mailbox is unique per category).
        await tx
          .update(awardVotes)
          .set({
            voterEmail: sql`'deleted-' || ${awardVotes.id}`,
            voterIdentity: sql`'deleted-' || ${awardVotes.id}`,
            userId: null,
            updatedAt: now,
          })
          .where(eq(awardVotes.userId, userId));
        await tx
          .update(contactRequests)
          .set({ name: DELETED_PERSON, email: '', ip: null, userId: null })
          .where(eq(contactRequests.userId, userId));
        await tx
          .update(valetProjects)
          .set({ name: DELETED_PERSON, email: '', phone: '', website: '', role: '', userId: null })
          .where(eq(valetProjects.userId, userId));
        await tx.delete(users).where(eq(users.id, userId));
        await tx.insert(auditLog).values({
          actorUserId: null,
          actorLabel: 'account holder',
          action: 'account.delete',
          entity: 'user',
          entityId: userId,
          changes: { deleted_at: now.toISOString() },
          createdAt: now,
        });
        return {
          ownedAlone,
          avatarPath: user.avatarPath,
          endedSessions: ended.map((row) => row.id),
        };
      });
    },

    // The export: the person's own rows, as they would read them.

    async exportRows(userId: string) {
      const [account] = await db.select().from(users).where(eq(users.id, userId));
      if (!account) return null;
      const [preferences] = await db
        .select()
        .from(emailPreferences)
        .where(eq(emailPreferences.userId, userId));
      const channelRows = await db
        .select({ type: notificationPreferences.type, channel: notificationPreferences.channel })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      const sessionRows = await db
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt));
      const searchRows = await db
        .select({
          name: savedSearches.name,
          path: savedSearches.path,
          query: savedSearches.query,
          alert: savedSearches.alert,
          createdAt: savedSearches.createdAt,
        })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(asc(savedSearches.createdAt));
      const reviewRows = await db
        .select({
          id: reviews.id,
          company: companies.name,
          status: reviews.status,
          rating: reviews.rating,
          title: reviews.title,
          summary: reviews.summary,
          body: reviews.body,
          reviewerName: reviews.reviewerName,
          reviewerRole: reviews.reviewerRole,
          reviewerCompany: reviews.reviewerCompany,
          createdAt: reviews.createdAt,
          publishedAt: reviews.publishedAt,
          reply: reviews.reply,
        })
        .from(reviews)
        .innerJoin(companies, eq(companies.id, reviews.companyId))
        .where(eq(reviews.reviewerUserId, userId))
        .orderBy(asc(reviews.createdAt));
      const helpfulRows = await db
        .select({ reviewId: reviewHelpfulVotes.reviewId, createdAt: reviewHelpfulVotes.createdAt })
        .from(reviewHelpfulVotes)
        .where(eq(reviewHelpfulVotes.voterKey, `user:${userId}`));
      const voteRows = await db
        .select({
          categoryId: awardVotes.categoryId,
          nomineeId: awardVotes.nomineeId,
          status: awardVotes.status,
          createdAt: awardVotes.createdAt,
          confirmedAt: awardVotes.confirmedAt,
        })
        .from(awardVotes)
        .where(eq(awardVotes.userId, userId));
      const seats = await db
        .select({
          id: conversations.id,
          subject: conversations.subject,
          createdAt: conversations.createdAt,
        })
        .from(conversationParticipants)
        .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
        .where(eq(conversationParticipants.userId, userId))
        .orderBy(asc(conversations.createdAt));
      const conversationIds = seats.map((seat) => seat.id);
      // Names as the conversation showed them (a buyer may appear as "the buyer").
      const messageRows =
        conversationIds.length === 0
          ? []
          : await db
              .select({
                conversationId: conversationMessages.conversationId,
                senderId: conversationMessages.senderId,
                sender: sql<
                  string | null
                >`coalesce(${conversationParticipants.displayName}, ${users.name})`,
                body: conversationMessages.body,
                attachments: conversationMessages.attachments,
                createdAt: conversationMessages.createdAt,
              })
              .from(conversationMessages)
              .leftJoin(users, eq(users.id, conversationMessages.senderId))
              .leftJoin(
                conversationParticipants,
                and(
                  eq(conversationParticipants.conversationId, conversationMessages.conversationId),
                  eq(conversationParticipants.userId, conversationMessages.senderId),
                ),
              )
              .where(inArray(conversationMessages.conversationId, conversationIds))
              .orderBy(asc(conversationMessages.id));
      const contactRows = await db
        .select({
          company: companies.name,
          name: contactRequests.name,
          email: contactRequests.email,
          subject: contactRequests.subject,
          message: contactRequests.message,
          budget: contactRequests.budget,
          createdAt: contactRequests.createdAt,
        })
        .from(contactRequests)
        .leftJoin(companies, eq(companies.id, contactRequests.companyId))
        .where(eq(contactRequests.userId, userId))
        .orderBy(asc(contactRequests.createdAt));
      const notificationRows = await db
        .select({
          type: notifications.type,
          message: notifications.message,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
          deletedAt: notifications.deletedAt,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt));
      const membershipRows = await db
        .select({
          company: companies.name,
          slug: companies.slug,
          role: companyMembers.role,
          createdAt: companyMembers.createdAt,
        })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(eq(companyMembers.userId, userId));
      const claimRows = await db
        .select({
          company: companies.name,
          status: companyClaims.status,
          email: companyClaims.email,
          jobTitle: companyClaims.jobTitle,
          evidence: companyClaims.evidence,
        })
        .from(companyClaims)
        .innerJoin(companies, eq(companies.id, companyClaims.companyId))
        .where(eq(companyClaims.userId, userId));
      const submissionRows = await db
        .select({
          name: companySubmissions.name,
          website: companySubmissions.website,
          email: companySubmissions.email,
          summary: companySubmissions.summary,
          status: companySubmissions.status,
          createdAt: companySubmissions.createdAt,
        })
        .from(companySubmissions)
        .where(eq(companySubmissions.userId, userId));
      const projectRows = await db
        .select({
          title: valetProjects.title,
          description: valetProjects.description,
          status: valetProjects.status,
          name: valetProjects.name,
          email: valetProjects.email,
          phone: valetProjects.phone,
          website: valetProjects.website,
          role: valetProjects.role,
          createdAt: valetProjects.createdAt,
        })
        .from(valetProjects)
        .where(eq(valetProjects.userId, userId));
      return {
        account,
        preferences: preferences ?? null,
        channelRows,
        sessionRows,
        searchRows,
        reviewRows,
        helpfulRows,
        voteRows,
        seats,
        messageRows,
        contactRows,
        notificationRows,
        membershipRows,
        claimRows,
        submissionRows,
        projectRows,
      };
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
