import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { AwardEdition } from '@atlas/api/options';
import type { AwardVoteStatus } from '@atlas/api/awards';
import type { AppDatabase } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import {
  auditLog,
  awardCategories,
  awardEditions,
  awardNominees,
  awardVoteTokens,
  awardVotes,
  companies,
  companyMembers,
  users,
} from '../../db/schema';

/** The SQL of public voting (issue 20): votes, their one-time links, who may vote where. */
export function createVotingRepository(db: AppDatabase) {
  return {
    /** A nominee with its category and edition, or null. */
    async nominee(nomineeId: number) {
      const [row] = await db
        .select({
          id: awardNominees.id,
          companyName: companies.name,
          categoryId: awardCategories.id,
          categoryName: awardCategories.name,
          edition: awardCategories.edition,
          winnersPublishedAt: awardEditions.winnersPublishedAt,
        })
        .from(awardNominees)
        .innerJoin(companies, eq(companies.id, awardNominees.companyId))
        .innerJoin(awardCategories, eq(awardCategories.id, awardNominees.categoryId))
        .innerJoin(awardEditions, eq(awardEditions.year, awardCategories.edition))
        .where(eq(awardNominees.id, nomineeId))
        .limit(1);
      return row ?? null;
    },

    /**
     * The accounts that are members of a company nominated in the category (they cannot vote
     * there), with their addresses: the service compares mailboxes, not spellings.
     */
    async membersOfNomineesIn(categoryId: number) {
      return db
        .selectDistinct({ userId: users.id, email: users.email })
        .from(awardNominees)
        .innerJoin(companyMembers, eq(companyMembers.companyId, awardNominees.companyId))
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(eq(awardNominees.categoryId, categoryId));
    },

    /** The vote of a mailbox (its voter identity) in a category, or null. */
    async voteOf(categoryId: number, identity: string) {
      const [row] = await db
        .select()
        .from(awardVotes)
        .where(and(eq(awardVotes.categoryId, categoryId), eq(awardVotes.voterIdentity, identity)))
        .limit(1);
      return row ?? null;
    },

    /** Confirmed votes (counted or held) from one network in one category since a moment. */
    async recentFromNetwork(
      categoryId: number,
      network: string,
      since: Date,
      exceptVoteId: number | null,
    ) {
      return db.$count(
        awardVotes,
        and(
          eq(awardVotes.categoryId, categoryId),
          eq(awardVotes.network, network),
          inArray(awardVotes.status, ['counted', 'held']),
          gt(awardVotes.updatedAt, since),
          exceptVoteId === null ? undefined : ne(awardVotes.id, exceptVoteId),
        ),
      );
    },

    async insertVote(
      target: AppDatabase,
      values: {
        categoryId: number;
        nomineeId: number;
        email: string;
        identity: string;
        userId: string | null;
        status: AwardVoteStatus;
        reason: string | null;
        network: string;
        at: Date;
        confirmed: boolean;
      },
    ): Promise<number> {
      const [row] = await target
        .insert(awardVotes)
        .values({
          categoryId: values.categoryId,
          nomineeId: values.nomineeId,
          voterEmail: values.email,
          voterIdentity: values.identity,
          userId: values.userId,
          status: values.status,
          reason: values.reason,
          network: values.network,
          createdAt: values.at,
          updatedAt: values.at,
          confirmedAt: values.confirmed ? values.at : null,
        })
        // A vote of the same mailbox in the category that landed meanwhile (a double click).
        .onConflictDoNothing()
        .returning({ id: awardVotes.id });
      if (!row)
        throw new HttpError(
          409,
          'You have already voted in this category. You can change your vote until voting ends.',
        );
      return row.id;
    },

    async updateVote(
      target: AppDatabase,
      voteId: number,
      values: {
        nomineeId: number;
        status: AwardVoteStatus;
        reason: string | null;
        network: string;
        at: Date;
        confirmed: boolean;
      },
    ) {
      await target
        .update(awardVotes)
        .set({
          nomineeId: values.nomineeId,
          status: values.status,
          reason: values.reason,
          network: values.network,
          updatedAt: values.at,
          ...(values.confirmed ? { confirmedAt: values.at } : {}),
        })
        .where(eq(awardVotes.id, voteId));
    },

    async insertToken(
      target: AppDatabase,
      values: { tokenHash: string; voteId: number; nomineeId: number; expiresAt: Date },
    ) {
      await target.insert(awardVoteTokens).values(values);
    },

    async token(tokenHash: string) {
      const [row] = await db
        .select()
        .from(awardVoteTokens)
        .where(eq(awardVoteTokens.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    async vote(voteId: number) {
      const [row] = await db.select().from(awardVotes).where(eq(awardVotes.id, voteId)).limit(1);
      return row ?? null;
    },

    /** Marks a link used; false when it was used meanwhile (a double click). */
    async useToken(target: AppDatabase, tokenHash: string, at: Date): Promise<boolean> {
      const rows = await target
        .update(awardVoteTokens)
        .set({ usedAt: at })
        .where(
          and(eq(awardVoteTokens.tokenHash, tokenHash), sql`${awardVoteTokens.usedAt} IS NULL`),
        )
        .returning({ tokenHash: awardVoteTokens.tokenHash });
      return rows.length === 1;
    },

    async votesOf(edition: AwardEdition, identity: string) {
      return db
        .select({
          categoryId: awardVotes.categoryId,
          nomineeId: awardVotes.nomineeId,
          status: awardVotes.status,
        })
        .from(awardVotes)
        .innerJoin(awardCategories, eq(awardCategories.id, awardVotes.categoryId))
        .where(and(eq(awardCategories.edition, edition), eq(awardVotes.voterIdentity, identity)));
    },

    async audit(
      target: AppDatabase,
      entry: {
        userId: string | null;
        label: string;
        action: string;
        voteId: number;
        changes: Record<string, unknown>;
      },
    ) {
      await target.insert(auditLog).values({
        actorUserId: entry.userId,
        actorLabel: entry.label,
        action: entry.action,
        entity: 'award_vote',
        entityId: String(entry.voteId),
        changes: entry.changes,
      });
    },
  };
}

export type VotingRepository = ReturnType<typeof createVotingRepository>;
