import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ReviewSort } from '@atlas/api/entities/review';
import type { Database } from '../../db/client';
import {
  awardResults,
  cities,
  clientTypes,
  companies,
  companyClientTypes,
  companyFaqs,
  companyFocuses,
  companyIndustries,
  companyLocations,
  companyServices,
  countries,
  focuses,
  industries,
  portfolioItems,
  reviewHelpfulVotes,
  reviews,
  services,
  sponsorships,
} from '../../db/schema';
import { idNameSlug, type NamedTable, type NotNullColumn } from '../../lib/named-table';
import { systemClock, type Clock } from '../../plugins/clock';
import { activeAt } from '../top-companies/repository';

export type CompanyRow = typeof companies.$inferSelect;

/** The table linking companies to a taxonomy's options, with each option's share of the work. */
type LinkTable = PgTable & {
  companyId: NotNullColumn<number>;
  percentage: NotNullColumn<number>;
};

/**
 * A company's share of each option of one taxonomy (services, focuses, industries, client
 * types), largest first: `links` is the link table, `optionId` its column naming the option
 * (e.g. `companyServices.serviceId`).
 */
function taxonomyShares(
  db: Database['db'],
  companyId: number,
  links: LinkTable,
  optionId: AnyPgColumn,
  options: NamedTable,
) {
  return db
    .select({ ...idNameSlug(options), percentage: links.percentage })
    .from(links)
    .innerJoin(options, eq(options.id, optionId))
    .where(eq(links.companyId, companyId))
    .orderBy(desc(links.percentage), asc(options.name));
}

/** The only place the profile pages' SQL lives. */
export function createProfileRepository(database: Database, clock: Clock = systemClock) {
  const { db } = database;

  return {
    async findCompanyBySlug(slug: string): Promise<CompanyRow | null> {
      const [row] = await db.select().from(companies).where(eq(companies.slug, slug)).limit(1);
      return row ?? null;
    },

    /** Everything listed on a profile besides the company row, read in parallel. */
    async profileParts(companyId: number) {
      const [
        serviceRows,
        focusRows,
        industryRows,
        clientTypeRows,
        portfolio,
        locations,
        faqs,
        awards,
        sponsoring,
      ] = await Promise.all([
        taxonomyShares(db, companyId, companyServices, companyServices.serviceId, services),
        taxonomyShares(db, companyId, companyFocuses, companyFocuses.focusId, focuses),
        taxonomyShares(db, companyId, companyIndustries, companyIndustries.industryId, industries),
        taxonomyShares(
          db,
          companyId,
          companyClientTypes,
          companyClientTypes.clientTypeId,
          clientTypes,
        ),
        db
          .select()
          .from(portfolioItems)
          .where(eq(portfolioItems.companyId, companyId))
          .orderBy(asc(portfolioItems.position), asc(portfolioItems.id)),
        db
          .select({
            id: companyLocations.id,
            address: companyLocations.address,
            postcode: companyLocations.postcode,
            phone: companyLocations.phone,
            headquarter: companyLocations.isHeadquarter,
            cityId: cities.id,
            cityName: cities.name,
            citySlug: cities.slug,
            countryId: countries.id,
            countryName: countries.name,
            countrySlug: countries.slug,
          })
          .from(companyLocations)
          .innerJoin(cities, eq(cities.id, companyLocations.cityId))
          .innerJoin(countries, eq(countries.id, companyLocations.countryId))
          .where(eq(companyLocations.companyId, companyId))
          .orderBy(desc(companyLocations.isHeadquarter), asc(countries.name), asc(cities.name)),
        db.select().from(companyFaqs).where(eq(companyFaqs.companyId, companyId)).limit(1),
        db
          .select({
            edition: awardResults.edition,
            result: awardResults.result,
            serviceId: services.id,
            serviceName: services.name,
            serviceSlug: services.slug,
          })
          .from(awardResults)
          .innerJoin(services, eq(services.id, awardResults.serviceId))
          .where(eq(awardResults.companyId, companyId))
          .orderBy(desc(awardResults.edition), asc(awardResults.result), asc(services.name)),
        // A TOP 10 sponsorship running now (issue 22).
        db
          .select({ id: sponsorships.id })
          .from(sponsorships)
          .where(and(eq(sponsorships.companyId, companyId), activeAt(clock.now())))
          .limit(1),
      ]);
      return {
        services: serviceRows,
        focuses: focusRows,
        industries: industryRows,
        clientTypes: clientTypeRows,
        portfolio,
        locations,
        faqs: faqs[0] ?? null,
        awards,
        sponsoring: sponsoring.length > 0,
      };
    },

    /** One page of a company's published reviews. */
    async publishedReviews(companyId: number, sort: ReviewSort, limit: number, offset: number) {
      const order =
        sort === 'helpful'
          ? [desc(reviews.helpfulCount), desc(reviews.publishedAt), desc(reviews.id)]
          : [desc(reviews.publishedAt), desc(reviews.id)];
      return db
        .select({
          review: reviews,
          serviceName: services.name,
          serviceSlug: services.slug,
        })
        .from(reviews)
        .leftJoin(services, eq(services.id, reviews.serviceId))
        .where(and(eq(reviews.companyId, companyId), eq(reviews.status, 'published')))
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
    },

    /** How many published reviews gave each whole star, and the exact average. */
    async ratingBreakdown(companyId: number) {
      const rows = await db
        .select({
          stars: sql<number>`floor(${reviews.rating})::int`.as('stars'),
          count: sql<number>`count(*)::int`,
          sum: sql<number>`sum(${reviews.rating})::float8`,
        })
        .from(reviews)
        .where(and(eq(reviews.companyId, companyId), eq(reviews.status, 'published')))
        .groupBy(sql`floor(${reviews.rating})`);
      return rows.map((row) => ({
        stars: Number(row.stars),
        count: Number(row.count),
        sum: Number(row.sum),
      }));
    },

    async publishedReview(id: number) {
      const [row] = await db
        .select({ id: reviews.id, helpfulCount: reviews.helpfulCount })
        .from(reviews)
        .where(and(eq(reviews.id, id), eq(reviews.status, 'published')))
        .limit(1);
      return row ?? null;
    },

    /**
     * Records one "helpful" vote and bumps the count in the same transaction; a second vote with
     * the same key changes nothing. Null when no published review has this id.
     */
    async voteHelpful(reviewId: number, voterKey: string) {
      return db.transaction(async (tx) => {
        const [review] = await tx
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'published')))
          .for('update')
          .limit(1);
        if (!review) return null;
        const inserted = await tx
          .insert(reviewHelpfulVotes)
          .values({ reviewId, voterKey })
          .onConflictDoNothing()
          .returning({ reviewId: reviewHelpfulVotes.reviewId });
        const counted = inserted.length > 0;
        const [updated] = counted
          ? await tx
              .update(reviews)
              .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
              .where(eq(reviews.id, reviewId))
              .returning({ helpfulCount: reviews.helpfulCount })
          : await tx
              .select({ helpfulCount: reviews.helpfulCount })
              .from(reviews)
              .where(eq(reviews.id, reviewId));
        return { counted, helpfulCount: updated?.helpfulCount ?? 0 };
      });
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
