import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AwardEdition } from '@atlas/api/options';
import type { AppDatabase } from '../../db/client';
import {
  auditLog,
  awardApplications,
  awardCategories,
  awardEditions,
  awardJuryScores,
  awardNominees,
  awardVotes,
  companies,
  companyMembers,
  companySearch,
  awardResults,
  regions,
  services,
  users,
} from '../../db/schema';
import { refreshCompanies } from '../../db/company-search';

const voteColumns = {
  id: awardVotes.id,
  category: awardCategories.name,
  nominee: companies.name,
  status: awardVotes.status,
  reason: awardVotes.reason,
  network: awardVotes.network,
  createdAt: awardVotes.createdAt,
};

/** The SQL of the staff's awards pages (issue 20). */
export function createAwardsAdminRepository(db: AppDatabase) {
  const votes = () =>
    db
      .select(voteColumns)
      .from(awardVotes)
      .innerJoin(awardCategories, eq(awardCategories.id, awardVotes.categoryId))
      .innerJoin(awardNominees, eq(awardNominees.id, awardVotes.nomineeId))
      .innerJoin(companies, eq(companies.id, awardNominees.companyId));

  return {
    async counts(edition: AwardEdition) {
      const [row] = await db
        .select({
          categories: sql<number>`count(DISTINCT ${awardCategories.id})::int`,
          nominees: sql<number>`count(${awardNominees.id})::int`,
        })
        .from(awardCategories)
        .leftJoin(awardNominees, eq(awardNominees.categoryId, awardCategories.id))
        .where(eq(awardCategories.edition, edition));
      const pending = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(awardApplications)
        .innerJoin(awardCategories, eq(awardCategories.id, awardApplications.categoryId))
        .where(and(eq(awardCategories.edition, edition), eq(awardApplications.status, 'pending')));
      return {
        categories: row?.categories ?? 0,
        nominees: row?.nominees ?? 0,
        pendingApplications: pending[0]?.count ?? 0,
      };
    },

    /** The day's votes (by their last change) grouped by network and status. */
    async byNetwork(edition: AwardEdition, from: Date, to: Date) {
      return db
        .select({
          network: awardVotes.network,
          pending: sql<number>`count(*) FILTER (WHERE ${awardVotes.status} = 'pending')::int`,
          counted: sql<number>`count(*) FILTER (WHERE ${awardVotes.status} = 'counted')::int`,
          held: sql<number>`count(*) FILTER (WHERE ${awardVotes.status} = 'held')::int`,
          discarded: sql<number>`count(*) FILTER (WHERE ${awardVotes.status} = 'discarded')::int`,
          total: sql<number>`count(*)::int`,
        })
        .from(awardVotes)
        .innerJoin(awardCategories, eq(awardCategories.id, awardVotes.categoryId))
        .where(
          and(
            eq(awardCategories.edition, edition),
            gte(awardVotes.updatedAt, from),
            lt(awardVotes.updatedAt, to),
          ),
        )
        .groupBy(awardVotes.network)
        .orderBy(desc(sql`count(*)`), asc(awardVotes.network));
    },

    async byHour(edition: AwardEdition, from: Date, to: Date) {
      return db
        .select({
          hour: sql<number>`extract(hour FROM ${awardVotes.updatedAt} AT TIME ZONE 'UTC')::int`,
          votes: sql<number>`count(*)::int`,
        })
        .from(awardVotes)
        .innerJoin(awardCategories, eq(awardCategories.id, awardVotes.categoryId))
        .where(
          and(
            eq(awardCategories.edition, edition),
            gte(awardVotes.updatedAt, from),
            lt(awardVotes.updatedAt, to),
          ),
        )
        .groupBy(sql`1`)
        .orderBy(sql`1`);
    },

    /** Every held vote of the edition (whatever its day): staff decide them. */
    async held(edition: AwardEdition) {
      return votes()
        .where(and(eq(awardCategories.edition, edition), eq(awardVotes.status, 'held')))
        .orderBy(asc(awardVotes.createdAt))
        .limit(500);
    },

    async discarded(edition: AwardEdition, from: Date, to: Date) {
      return votes()
        .where(
          and(
            eq(awardCategories.edition, edition),
            eq(awardVotes.status, 'discarded'),
            gte(awardVotes.updatedAt, from),
            lt(awardVotes.updatedAt, to),
          ),
        )
        .orderBy(asc(awardVotes.updatedAt))
        .limit(500);
    },

    async voteRow(id: number) {
      const [row] = await db
        .select({ ...voteColumns, edition: awardCategories.edition })
        .from(awardVotes)
        .innerJoin(awardCategories, eq(awardCategories.id, awardVotes.categoryId))
        .innerJoin(awardNominees, eq(awardNominees.id, awardVotes.nomineeId))
        .innerJoin(companies, eq(companies.id, awardNominees.companyId))
        .where(eq(awardVotes.id, id))
        .limit(1);
      return row ?? null;
    },

    async decideVote(
      tx: AppDatabase,
      id: number,
      decision: { status: 'counted' | 'discarded'; reason: string; at: Date },
      actor: { userId: string | null; label: string },
    ): Promise<boolean> {
      const rows = await tx
        .update(awardVotes)
        .set({ status: decision.status, reason: decision.reason, updatedAt: decision.at })
        .where(and(eq(awardVotes.id, id), eq(awardVotes.status, 'held')))
        .returning({ id: awardVotes.id });
      if (rows.length === 0) return false;
      await tx.insert(auditLog).values({
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: decision.status === 'counted' ? 'award_vote.count' : 'award_vote.discard',
        entity: 'award_vote',
        entityId: String(id),
        changes: { status: ['held', decision.status], reason: decision.reason },
      });
      return true;
    },

    async nomineeEdition(nomineeId: number) {
      const [row] = await db
        .select({ edition: awardCategories.edition, published: awardEditions.winnersPublishedAt })
        .from(awardNominees)
        .innerJoin(awardCategories, eq(awardCategories.id, awardNominees.categoryId))
        .innerJoin(awardEditions, eq(awardEditions.year, awardCategories.edition))
        .where(eq(awardNominees.id, nomineeId))
        .limit(1);
      return row ?? null;
    },

    async setJuryScore(nomineeId: number, juror: string, score: number): Promise<number> {
      await db
        .insert(awardJuryScores)
        .values({ nomineeId, juror, score })
        .onConflictDoUpdate({
          target: [awardJuryScores.nomineeId, awardJuryScores.juror],
          set: { score },
        });
      return db.$count(awardJuryScores, eq(awardJuryScores.nomineeId, nomineeId));
    },

    /**
     * Marks the winners (rank within the category's slots) and writes the directory's summary,
     * award_results, for every nominee of the edition; the edition becomes published.
     */
    async markWinners(tx: AppDatabase, edition: AwardEdition, at: Date) {
      await tx.execute(sql`
        UPDATE award_nominees n SET status = CASE WHEN n.rank <= c.winner_slots THEN 'winner' ELSE 'nominee' END
        FROM award_categories c
        WHERE c.id = n.category_id AND c.edition = ${edition}`);
      await tx.execute(sql`
        INSERT INTO award_results (company_id, edition, service_id, result)
        SELECT n.company_id, c.edition, c.service_id,
          CASE WHEN bool_or(n.status = 'winner') THEN 'winner' ELSE 'nominee' END
        FROM award_nominees n JOIN award_categories c ON c.id = n.category_id
        WHERE c.edition = ${edition}
        GROUP BY n.company_id, c.edition, c.service_id
        ON CONFLICT (company_id, edition, service_id) DO UPDATE SET result = EXCLUDED.result`);
      await tx
        .update(awardEditions)
        .set({ winnersPublishedAt: at })
        .where(eq(awardEditions.year, edition));
    },

    async winners(tx: AppDatabase, edition: AwardEdition) {
      return tx
        .select({
          companyId: awardNominees.companyId,
          companyName: companies.name,
          category: awardCategories.name,
          categorySlug: awardCategories.slug,
        })
        .from(awardNominees)
        .innerJoin(awardCategories, eq(awardCategories.id, awardNominees.categoryId))
        .innerJoin(companies, eq(companies.id, awardNominees.companyId))
        .where(and(eq(awardCategories.edition, edition), eq(awardNominees.status, 'winner')));
    },

    async nomineeCompanies(tx: AppDatabase, edition: AwardEdition) {
      const rows = await tx
        .selectDistinct({ companyId: awardNominees.companyId })
        .from(awardNominees)
        .innerJoin(awardCategories, eq(awardCategories.id, awardNominees.categoryId))
        .where(eq(awardCategories.edition, edition));
      return rows.map((row) => row.companyId);
    },

    async membersOf(tx: AppDatabase, companyIds: readonly number[]) {
      if (companyIds.length === 0) return [];
      return tx
        .select({ userId: companyMembers.userId, companyId: companyMembers.companyId })
        .from(companyMembers)
        .where(inArray(companyMembers.companyId, [...companyIds]));
    },

    async service(slug: string) {
      const [row] = await db
        .select({ id: services.id, name: services.name, slug: services.slug })
        .from(services)
        .where(eq(services.slug, slug))
        .limit(1);
      return row ?? null;
    },

    async region(slug: string) {
      const [row] = await db
        .select({ id: regions.id, name: regions.name, slug: regions.slug })
        .from(regions)
        .where(eq(regions.slug, slug))
        .limit(1);
      return row ?? null;
    },

    async editionRow(edition: AwardEdition) {
      const [row] = await db
        .select({ published: awardEditions.winnersPublishedAt })
        .from(awardEditions)
        .where(eq(awardEditions.year, edition))
        .limit(1);
      return row ?? null;
    },

    /** A new category; null when the edition has one with that slug already. */
    async insertCategory(
      values: {
        edition: AwardEdition;
        slug: string;
        name: string;
        serviceId: number;
        regionId: number | null;
        winnerSlots: number;
      },
      actor: { userId: string | null; label: string },
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(awardCategories)
          .values(values)
          .onConflictDoNothing()
          .returning({
            id: awardCategories.id,
            slug: awardCategories.slug,
            name: awardCategories.name,
          });
        if (!row) return null;
        await tx.insert(auditLog).values({
          actorUserId: actor.userId,
          actorLabel: actor.label,
          action: 'award_category.create',
          entity: 'award_category',
          entityId: String(row.id),
          changes: { ...values },
        });
        return row;
      });
    },

    async categoryRow(id: number) {
      const [row] = await db
        .select({
          id: awardCategories.id,
          edition: awardCategories.edition,
          serviceId: awardCategories.serviceId,
          regionId: awardCategories.regionId,
          published: awardEditions.winnersPublishedAt,
        })
        .from(awardCategories)
        .innerJoin(awardEditions, eq(awardEditions.year, awardCategories.edition))
        .where(eq(awardCategories.id, id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Nominates the best-scored companies of the directory that offer the service (with an office
     * in the region, when given) and are not nominated in the category yet; the directory's
     * summary gets them as nominees. Returns the companies added.
     */
    async nominateTopRanked(
      tx: AppDatabase,
      category: { id: number; edition: AwardEdition; serviceId: number; regionId: number | null },
      count: number,
    ): Promise<number[]> {
      const inRegion =
        category.regionId === null
          ? undefined
          : sql`${companySearch.countryIds} && ARRAY(SELECT id FROM countries WHERE region_id = ${category.regionId})::int2[]`;
      const picked = await tx
        .select({ companyId: companySearch.companyId })
        .from(companySearch)
        .where(
          and(
            sql`${companySearch.serviceIds} @> ARRAY[${category.serviceId}]::int2[]`,
            inRegion,
            sql`NOT EXISTS (SELECT 1 FROM award_nominees n
              WHERE n.category_id = ${category.id} AND n.company_id = ${companySearch.companyId})`,
          ),
        )
        .orderBy(desc(companySearch.score), asc(companySearch.companyId))
        .limit(count);
      const ids = picked.map((row) => row.companyId);
      if (ids.length === 0) return ids;
      await tx.insert(awardNominees).values(
        ids.map((companyId) => ({
          categoryId: category.id,
          companyId,
          source: 'ranking' as const,
        })),
      );
      await tx
        .insert(awardResults)
        .values(
          ids.map((companyId) => ({
            companyId,
            edition: category.edition,
            serviceId: category.serviceId,
            result: 'nominee' as const,
          })),
        )
        .onConflictDoNothing();
      return ids;
    },

    /** The edition's categories by name, each with its nominees and the votes cast (any state). */
    async categoryList(edition: AwardEdition) {
      const categories = await db
        .select({
          id: awardCategories.id,
          slug: awardCategories.slug,
          name: awardCategories.name,
          winnerSlots: awardCategories.winnerSlots,
        })
        .from(awardCategories)
        .where(eq(awardCategories.edition, edition))
        .orderBy(asc(awardCategories.name));
      if (categories.length === 0) return [];
      const nominees = await db
        .select({
          id: awardNominees.id,
          categoryId: awardNominees.categoryId,
          company: companies.name,
          source: awardNominees.source,
          votes: sql<number>`(SELECT count(*)::int FROM award_votes v WHERE v.nominee_id = ${awardNominees.id})`,
        })
        .from(awardNominees)
        .innerJoin(companies, eq(companies.id, awardNominees.companyId))
        .where(
          inArray(
            awardNominees.categoryId,
            categories.map((category) => category.id),
          ),
        )
        .orderBy(asc(companies.name));
      return categories.map((category) => {
        const own = nominees.filter((nominee) => nominee.categoryId === category.id);
        return {
          id: category.id,
          slug: category.slug,
          name: category.name,
          winner_slots: category.winnerSlots,
          votes: own.reduce((sum, nominee) => sum + nominee.votes, 0),
          nominees: own.map(({ categoryId: _category, ...nominee }) => nominee),
        };
      });
    },

    /** The edition's story and weights, audited; false when the winners are out already. */
    async updateEdition(
      edition: AwardEdition,
      values: { story: string; juryWeight: number; votesWeight: number; reviewsWeight: number },
      actor: { userId: string | null; label: string },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(awardEditions)
          .where(eq(awardEditions.year, edition))
          .for('update');
        if (!before || before.winnersPublishedAt) return false;
        await tx.update(awardEditions).set(values).where(eq(awardEditions.year, edition));
        await tx.insert(auditLog).values({
          actorUserId: actor.userId,
          actorLabel: actor.label,
          action: 'award_edition.update',
          entity: 'award_edition',
          entityId: String(edition),
          changes: {
            weights: [
              [before.juryWeight, before.votesWeight, before.reviewsWeight],
              [values.juryWeight, values.votesWeight, values.reviewsWeight],
            ],
            story_changed: before.story !== values.story,
          },
        });
        return true;
      });
    },

    async setWinnerSlots(
      id: number,
      winnerSlots: number,
      actor: { userId: string | null; label: string },
    ) {
      await db.transaction(async (tx) => {
        await tx.update(awardCategories).set({ winnerSlots }).where(eq(awardCategories.id, id));
        await tx.insert(auditLog).values({
          actorUserId: actor.userId,
          actorLabel: actor.label,
          action: 'award_category.update',
          entity: 'award_category',
          entityId: String(id),
          changes: { winner_slots: winnerSlots },
        });
      });
    },

    /**
     * Removes a category (`nomineeId` null) or one nominee, unless a vote was cast in it: answers
     * whether it was removed. The companies it named are returned for the directory's summary.
     */
    async remove(
      target: { categoryId: number } | { nomineeId: number },
      actor: { userId: string | null; label: string },
    ): Promise<{ removed: boolean; companyIds: number[] }> {
      return db.transaction(async (tx) => {
        const byCategory = 'categoryId' in target;
        const where = byCategory
          ? eq(awardNominees.categoryId, target.categoryId)
          : eq(awardNominees.id, target.nomineeId);
        const voted = await tx.$count(
          awardVotes,
          byCategory
            ? eq(awardVotes.categoryId, target.categoryId)
            : eq(awardVotes.nomineeId, target.nomineeId),
        );
        if (voted > 0) return { removed: false, companyIds: [] };
        const named = await tx
          .select({ companyId: awardNominees.companyId })
          .from(awardNominees)
          .where(where);
        if (byCategory)
          await tx.delete(awardCategories).where(eq(awardCategories.id, target.categoryId));
        else await tx.delete(awardNominees).where(eq(awardNominees.id, target.nomineeId));
        await tx.insert(auditLog).values({
          actorUserId: actor.userId,
          actorLabel: actor.label,
          action: byCategory ? 'award_category.delete' : 'award_nominee.delete',
          entity: byCategory ? 'award_category' : 'award_nominee',
          entityId: String(byCategory ? target.categoryId : target.nomineeId),
          changes: { companies: named.map((row) => row.companyId) },
        });
        const companyIds = named.map((row) => row.companyId);
        await refreshCompanies(tx, companyIds);
        return { removed: true, companyIds };
      });
    },

    /** The e-mail addresses of the members of `companyIds`, with their names. */
    async memberAddresses(tx: AppDatabase, companyIds: readonly number[]) {
      if (companyIds.length === 0) return [];
      return tx
        .select({
          companyId: companyMembers.companyId,
          email: users.email,
          name: users.name,
        })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(inArray(companyMembers.companyId, [...companyIds]));
    },

    async auditPublish(
      tx: AppDatabase,
      edition: number,
      actor: { userId: string | null; label: string },
      changes: Record<string, unknown>,
    ) {
      await tx.insert(auditLog).values({
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: 'award_edition.publish',
        entity: 'award_edition',
        entityId: String(edition),
        changes,
      });
    },
  };
}

export type AwardsAdminRepository = ReturnType<typeof createAwardsAdminRepository>;
