import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AwardEdition } from '@atlas/api/options';
import type { AppDatabase } from '../../db/client';
import {
  auditLog,
  awardApplications,
  awardCategories,
  awardEditions,
  awardNominees,
  awardResults,
  companies,
  companyMembers,
} from '../../db/schema';

/** The SQL of the awards questionnaire (issue 20): applications and their decisions. */
export function createQuestionnaireRepository(db: AppDatabase) {
  return {
    /** The newest edition whose winners are not out: companies apply to it. */
    async openEdition() {
      const [row] = await db
        .select({ year: awardEditions.year })
        .from(awardEditions)
        .where(isNull(awardEditions.winnersPublishedAt))
        .orderBy(desc(awardEditions.year))
        .limit(1);
      return row?.year ?? null;
    },

    async categoriesOf(edition: AwardEdition) {
      return db
        .select({ id: awardCategories.id, name: awardCategories.name })
        .from(awardCategories)
        .where(eq(awardCategories.edition, edition))
        .orderBy(asc(awardCategories.name));
    },

    async companiesOf(userId: string) {
      return db
        .select({ id: companies.id, name: companies.name, slug: companies.slug })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(eq(companyMembers.userId, userId))
        .orderBy(asc(companies.name));
    },

    async applicationsOf(userId: string) {
      return db
        .select({
          id: awardApplications.id,
          company: companies.name,
          category: awardCategories.name,
          status: awardApplications.status,
        })
        .from(awardApplications)
        .innerJoin(companies, eq(companies.id, awardApplications.companyId))
        .innerJoin(awardCategories, eq(awardCategories.id, awardApplications.categoryId))
        .innerJoin(companyMembers, eq(companyMembers.companyId, awardApplications.companyId))
        .where(eq(companyMembers.userId, userId))
        .orderBy(desc(awardApplications.createdAt));
    },

    async isMember(userId: string, companyId: number) {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(companyMembers)
        .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)))
        .limit(1);
      return row !== undefined;
    },

    async category(categoryId: number) {
      const [row] = await db
        .select({
          id: awardCategories.id,
          edition: awardCategories.edition,
          serviceId: awardCategories.serviceId,
          published: awardEditions.winnersPublishedAt,
        })
        .from(awardCategories)
        .innerJoin(awardEditions, eq(awardEditions.year, awardCategories.edition))
        .where(eq(awardCategories.id, categoryId))
        .limit(1);
      return row ?? null;
    },

    async isNominated(categoryId: number, companyId: number) {
      const [row] = await db
        .select({ id: awardNominees.id })
        .from(awardNominees)
        .where(
          and(eq(awardNominees.categoryId, categoryId), eq(awardNominees.companyId, companyId)),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Stores an application; null when the company applied for the category already. */
    async insert(values: {
      categoryId: number;
      companyId: number;
      userId: string;
      evidence: string;
    }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(awardApplications)
          .values(values)
          .onConflictDoNothing()
          .returning({ id: awardApplications.id, status: awardApplications.status });
        if (!row) return null;
        await tx.insert(auditLog).values({
          actorUserId: values.userId,
          actorLabel: 'member',
          action: 'award_application.create',
          entity: 'award_application',
          entityId: String(row.id),
          changes: { company: values.companyId, category: values.categoryId },
        });
        return row;
      });
    },

    async pendingOf(edition: AwardEdition) {
      return db
        .select({
          id: awardApplications.id,
          company: companies.name,
          category: awardCategories.name,
          evidence: awardApplications.evidence,
          status: awardApplications.status,
        })
        .from(awardApplications)
        .innerJoin(companies, eq(companies.id, awardApplications.companyId))
        .innerJoin(awardCategories, eq(awardCategories.id, awardApplications.categoryId))
        .where(and(eq(awardCategories.edition, edition), eq(awardApplications.status, 'pending')))
        .orderBy(asc(awardApplications.createdAt))
        .limit(200);
    },

    async application(id: number) {
      const [row] = await db
        .select({
          id: awardApplications.id,
          status: awardApplications.status,
          categoryId: awardApplications.categoryId,
          companyId: awardApplications.companyId,
        })
        .from(awardApplications)
        .where(eq(awardApplications.id, id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Accepting nominates the company (source questionnaire) and adds it to the directory's
     * summary as a nominee; both happen with the decision or not at all.
     */
    async decide(
      tx: AppDatabase,
      id: number,
      accept: boolean,
      application: { categoryId: number; companyId: number },
      category: { edition: AwardEdition; serviceId: number },
      actor: { userId: string | null; label: string },
    ): Promise<boolean> {
      const rows = await tx
        .update(awardApplications)
        .set({ status: accept ? 'accepted' : 'rejected' })
        .where(and(eq(awardApplications.id, id), eq(awardApplications.status, 'pending')))
        .returning({ id: awardApplications.id });
      if (rows.length === 0) return false;
      if (accept) {
        await tx
          .insert(awardNominees)
          .values({
            categoryId: application.categoryId,
            companyId: application.companyId,
            source: 'questionnaire',
          })
          .onConflictDoNothing();
        await tx
          .insert(awardResults)
          .values({
            companyId: application.companyId,
            edition: category.edition,
            serviceId: category.serviceId,
            result: 'nominee',
          })
          .onConflictDoNothing();
      }
      await tx.insert(auditLog).values({
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: accept ? 'award_application.accept' : 'award_application.reject',
        entity: 'award_application',
        entityId: String(id),
        changes: { status: ['pending', accept ? 'accepted' : 'rejected'] },
      });
      return true;
    },
  };
}

export type QuestionnaireRepository = ReturnType<typeof createQuestionnaireRepository>;
