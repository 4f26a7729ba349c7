import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AwardEdition } from '@atlas/api/options';
import type { AppDatabase } from '../../db/client';
import {
  awardCategories,
  awardEditions,
  awardNominees,
  companies,
  regions,
  services,
} from '../../db/schema';

export type EditionRow = typeof awardEditions.$inferSelect;

const nomineeColumns = {
  id: awardNominees.id,
  categoryId: awardNominees.categoryId,
  status: awardNominees.status,
  source: awardNominees.source,
  juryPart: awardNominees.juryPart,
  votesPart: awardNominees.votesPart,
  reviewsPart: awardNominees.reviewsPart,
  finalScore: awardNominees.finalScore,
  votesCounted: awardNominees.votesCounted,
  rank: awardNominees.rank,
  companyId: companies.id,
  companyName: companies.name,
  companySlug: companies.slug,
  companyLogoPath: companies.logoPath,
};

const categoryColumns = {
  id: awardCategories.id,
  edition: awardCategories.edition,
  slug: awardCategories.slug,
  name: awardCategories.name,
  winnerSlots: awardCategories.winnerSlots,
  serviceSlug: services.slug,
  serviceName: services.name,
  regionName: regions.name,
};

export type NomineeRow = Awaited<ReturnType<AwardsRepository['nomineesOf']>>[number];
export type CategoryRow = Awaited<ReturnType<AwardsRepository['categoriesOf']>>[number];

/** The only place the SQL of the awards' public pages lives (issue 20). */
export function createAwardsRepository(db: AppDatabase) {
  const categoryQuery = () =>
    db
      .select(categoryColumns)
      .from(awardCategories)
      .innerJoin(services, eq(services.id, awardCategories.serviceId))
      .leftJoin(regions, eq(regions.id, awardCategories.regionId));

  return {
    async edition(year: AwardEdition): Promise<EditionRow | null> {
      const [row] = await db
        .select()
        .from(awardEditions)
        .where(eq(awardEditions.year, year))
        .limit(1);
      return row ?? null;
    },

    async editions(): Promise<EditionRow[]> {
      return db.select().from(awardEditions).orderBy(asc(awardEditions.year));
    },

    async categoriesOf(year: AwardEdition) {
      return categoryQuery()
        .where(eq(awardCategories.edition, year))
        .orderBy(asc(awardCategories.name), asc(awardCategories.id));
    },

    async category(year: AwardEdition, slug: string) {
      const [row] = await categoryQuery()
        .where(and(eq(awardCategories.edition, year), eq(awardCategories.slug, slug)))
        .limit(1);
      return row ?? null;
    },

    /** Nominees of the categories, best first once ranked, then by name. */
    async nomineesOf(categoryIds: readonly number[]) {
      if (categoryIds.length === 0) return [];
      return db
        .select(nomineeColumns)
        .from(awardNominees)
        .innerJoin(companies, eq(companies.id, awardNominees.companyId))
        .where(inArray(awardNominees.categoryId, [...categoryIds]))
        .orderBy(
          asc(awardNominees.categoryId),
          sql`${awardNominees.rank} ASC NULLS LAST`,
          asc(companies.name),
        );
    },

    /** Every category page (edition, slug) and every nominated company's slug, for the sitemap. */
    async sitemapRows() {
      const categories = await db
        .select({ edition: awardCategories.edition, slug: awardCategories.slug })
        .from(awardCategories)
        .orderBy(asc(awardCategories.edition), asc(awardCategories.slug));
      const nominated = await db
        .selectDistinct({ slug: companies.slug })
        .from(awardNominees)
        .innerJoin(companies, eq(companies.id, awardNominees.companyId))
        .orderBy(asc(companies.slug));
      return { categories, companies: nominated.map((row) => row.slug) };
    },

    async companyBySlug(slug: string) {
      const [row] = await db
        .select({
          id: companies.id,
          name: companies.name,
          slug: companies.slug,
          logoPath: companies.logoPath,
        })
        .from(companies)
        .where(eq(companies.slug, slug))
        .limit(1);
      return row ?? null;
    },

    /** A company's nominations, newest edition first (one edition when given). */
    async nominationsOf(companyId: number, year?: AwardEdition) {
      return db
        .select({
          edition: awardCategories.edition,
          categorySlug: awardCategories.slug,
          categoryName: awardCategories.name,
          serviceSlug: services.slug,
          ...nomineeColumns,
        })
        .from(awardNominees)
        .innerJoin(companies, eq(companies.id, awardNominees.companyId))
        .innerJoin(awardCategories, eq(awardCategories.id, awardNominees.categoryId))
        .innerJoin(services, eq(services.id, awardCategories.serviceId))
        .where(
          and(
            eq(awardNominees.companyId, companyId),
            year === undefined ? undefined : eq(awardCategories.edition, year),
          ),
        )
        .orderBy(desc(awardCategories.edition), asc(awardCategories.name));
    },
  };
}

export type AwardsRepository = ReturnType<typeof createAwardsRepository>;
