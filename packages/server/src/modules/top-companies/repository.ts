import { and, asc, count, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { SponsorshipStatus } from '@atlas/api/sponsorship';
import type { AppDatabase } from '../../db/client';
import {
  auditLog,
  cities,
  citySponsorshipPages,
  companies,
  companyLocations,
  companyMembers,
  companySearch,
  companyServices,
  services,
  sponsorships,
} from '../../db/schema';
import type { FilterSelection } from '@atlas/api/filters';
import { whereFor } from '../companies/filter-groups';
import { rankPoints, serviceRelevance } from '../companies/relevance';

/** Who changed a sponsorship: a user, or a named process (the CLI, the payments webhook). */
export interface SponsorshipActor {
  userId: string | null;
  label: string;
}

/**
 * "Active only between confirmed payment and end date": an active row whose payment is
 * confirmed, from the later of its start and the confirmation until its end.
 */
export function activeAt(now: Date): SQL {
  return sql`${sponsorships.status} = 'active'
    AND ${sponsorships.confirmedAt} IS NOT NULL
    AND greatest(${sponsorships.startsAt}, ${sponsorships.confirmedAt}) <= ${now.toISOString()}::timestamptz
    AND ${sponsorships.endsAt} > ${now.toISOString()}::timestamptz`;
}

/** The filters of a TOP 10 page: an office in the city, and the service when there is one. */
export function pageSelection(cityId: number, serviceId: number | null): FilterSelection {
  return {
    groups: { cities: [cityId], ...(serviceId === null ? {} : { services: [serviceId] }) },
    flags: {},
  };
}

/** The only place the SQL of TOP 10 pages and sponsorships lives (issue 22). */
export function createTopCompaniesRepository(db: AppDatabase) {
  async function audit(
    target: AppDatabase,
    actor: SponsorshipActor,
    action: string,
    sponsorshipId: number,
    changes: Record<string, unknown>,
  ) {
    await target.insert(auditLog).values({
      actorUserId: actor.userId,
      actorLabel: actor.label,
      action,
      entity: 'sponsorship',
      entityId: String(sponsorshipId),
      changes,
    });
  }

  return {
    async findPage(cityId: number, serviceId: number) {
      const [row] = await db
        .select({ id: citySponsorshipPages.id })
        .from(citySponsorshipPages)
        .where(
          and(
            eq(citySponsorshipPages.cityId, cityId),
            eq(citySponsorshipPages.serviceId, serviceId),
          ),
        )
        .limit(1);
      return row?.id ?? null;
    },

    /** The page's active sponsors at `now`, the longest-standing first (the rotation's order). */
    async activeSponsorIds(pageId: number, now: Date): Promise<number[]> {
      const rows = await db
        .selectDistinctOn([sponsorships.companyId], {
          companyId: sponsorships.companyId,
          since: sponsorships.id,
        })
        .from(sponsorships)
        .where(and(eq(sponsorships.pageId, pageId), activeAt(now)))
        .orderBy(asc(sponsorships.companyId), asc(sponsorships.id));
      return rows.sort((a, b) => a.since - b.since).map((row) => row.companyId);
    },

    /**
     * The company's place in the page's organic order (rank points on a service's page, score
     * otherwise, as every listing orders: companies/relevance.ts), or null when it is not listed
     * there (no office in the city, or not offering the service).
     */
    async organicRank(
      companyId: number,
      cityId: number,
      serviceId: number | null,
    ): Promise<number | null> {
      // The listing's own filter SQL, so "on this page" means what the ten were read with.
      const selection = pageSelection(cityId, serviceId);
      const inPage = whereFor(selection) ?? sql`true`;
      const relevance = serviceRelevance(selection);
      const [own] = await db
        .select({ score: companySearch.score, share: relevance?.share ?? sql<number>`0` })
        .from(companySearch)
        .where(and(eq(companySearch.companyId, companyId), inPage));
      if (!own) return null;
      const ahead = relevance
        ? relevance.ahead(inPage, {
            points: rankPoints(own.score, own.share),
            score: own.score,
            companyId,
          })
        : and(
            inPage,
            or(
              gt(companySearch.score, own.score),
              and(eq(companySearch.score, own.score), lt(companySearch.companyId, companyId)),
            ),
          );
      const [counted] = await db.select({ total: count() }).from(companySearch).where(ahead);
      return (counted?.total ?? 0) + 1;
    },

    async insertSponsorship(
      values: {
        companyId: number;
        pageId: number;
        status: SponsorshipStatus;
        startsAt: Date;
        endsAt: Date;
        confirmedAt: Date | null;
      },
      actor: SponsorshipActor,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(sponsorships).values(values).returning();
        if (!row) throw new Error('the sponsorship was not stored');
        await audit(tx, actor, 'sponsorship.create', row.id, {
          company_id: row.companyId,
          page_id: row.pageId,
          status: row.status,
          starts_at: row.startsAt.toISOString(),
          ends_at: row.endsAt.toISOString(),
        });
        return row;
      });
    },

    async setStatus(
      id: number,
      status: SponsorshipStatus,
      actor: SponsorshipActor,
      confirmedAt?: Date,
    ) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(sponsorships)
          .where(eq(sponsorships.id, id))
          .for('update');
        if (!before) return null;
        const [row] = await tx
          .update(sponsorships)
          .set({ status, ...(confirmedAt ? { confirmedAt } : {}) })
          .where(eq(sponsorships.id, id))
          .returning();
        await audit(tx, actor, `sponsorship.${status}`, id, {
          status: [before.status, status],
          ...(confirmedAt
            ? {
                confirmed_at: [
                  before.confirmedAt?.toISOString() ?? null,
                  confirmedAt.toISOString(),
                ],
              }
            : {}),
        });
        return row ?? null;
      });
    },

    /**
     * The company the person manages now (issue 33): `current` (their remembered company) while
     * they are its member, else the first they joined; null when they run none.
     */
    async memberCompany(userId: string, current?: string) {
      const [row] = await db
        .select({ id: companies.id, name: companies.name, slug: companies.slug })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(eq(companyMembers.userId, userId))
        .orderBy(
          sql`${companies.slug} = ${current ?? null} desc nulls last`,
          asc(companyMembers.createdAt),
        )
        .limit(1);
      return row ?? null;
    },

    /** Whether the person is a member of the company. */
    async isMemberOf(userId: string, companyId: number) {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(companyMembers)
        .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)))
        .limit(1);
      return row !== undefined;
    },

    /** What the eligibility rule looks at (eligibility.ts). */
    async eligibilityFacts(companyId: number) {
      const [row] = await db
        .select({
          verified: companies.verified,
          logoPath: companies.logoPath,
          summary: companies.summary,
          description: companies.description,
          website: companies.website,
          // Written out with aliases: in a one-table select drizzle leaves columns unqualified,
          // and an inner table's "id" would shadow the company's.
          serviceCount: sql<number>`(SELECT count(*)::int FROM company_services AS cs WHERE cs.company_id = "companies"."id")`,
          headquartersAddress: sql<
            string | null
          >`(SELECT hq.address FROM company_locations AS hq WHERE hq.company_id = "companies"."id" AND hq.is_headquarter LIMIT 1)`,
          publishedReviews: sql<number>`(SELECT count(*)::int FROM reviews AS r WHERE r.company_id = "companies"."id" AND r.status = 'published')`,
        })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row ?? null;
    },

    /**
     * The pages of the cities the company has an office in, for services it offers, with the
     * number of active sponsorships of each at `now` (and whether one is the company's own).
     */
    async promotablePages(companyId: number, now: Date) {
      const pages = await db
        .selectDistinct({
          id: citySponsorshipPages.id,
          cityId: cities.id,
          cityName: cities.name,
          citySlug: cities.slug,
          serviceId: services.id,
          serviceName: services.name,
          serviceSlug: services.slug,
        })
        .from(citySponsorshipPages)
        .innerJoin(cities, eq(cities.id, citySponsorshipPages.cityId))
        .innerJoin(services, eq(services.id, citySponsorshipPages.serviceId))
        .innerJoin(
          companyLocations,
          and(
            eq(companyLocations.cityId, citySponsorshipPages.cityId),
            eq(companyLocations.companyId, companyId),
          ),
        )
        .innerJoin(
          companyServices,
          and(
            eq(companyServices.serviceId, citySponsorshipPages.serviceId),
            eq(companyServices.companyId, companyId),
          ),
        )
        .orderBy(asc(cities.name), asc(services.name));
      if (pages.length === 0) return [];
      const active = await db
        .select({
          pageId: sponsorships.pageId,
          total: count(),
          own: sql<number>`(count(*) FILTER (WHERE ${sponsorships.companyId} = ${companyId}))::int`,
        })
        .from(sponsorships)
        .where(
          and(
            inArray(
              sponsorships.pageId,
              pages.map((page) => page.id),
            ),
            activeAt(now),
          ),
        )
        .groupBy(sponsorships.pageId);
      const byPage = new Map(active.map((row) => [row.pageId, row]));
      return pages.map((page) => ({
        ...page,
        activeCount: byPage.get(page.id)?.total ?? 0,
        ownActive: (byPage.get(page.id)?.own ?? 0) > 0,
      }));
    },

    async countActiveOf(companyId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(sponsorships)
        .where(and(eq(sponsorships.companyId, companyId), activeAt(now)));
      return row?.total ?? 0;
    },
  };
}

export type TopCompaniesRepository = ReturnType<typeof createTopCompaniesRepository>;
