import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, companies, companySearch, countries, services } from '../../db/schema';

/** The listing paths that have companies, and the company profiles, for the sitemap. */
export function createSeoRepository(database: Database) {
  const { db } = database;

  /** Slugs of the options of an array column that at least one company has. */
  async function usedSlugs(
    table: typeof services | typeof countries | typeof cities,
    source: ReturnType<typeof sql>,
  ): Promise<string[]> {
    const rows = await db
      .select({ slug: table.slug })
      .from(table)
      .where(
        sql`${table.id} IN (SELECT DISTINCT used.id FROM ${companySearch} CROSS JOIN LATERAL unnest(${source}) AS used(id))`,
      )
      .orderBy(asc(table.slug));
    return rows.map((row) => row.slug);
  }

  /** service × place pairs with companies, as slugs. */
  async function usedPairs(
    place: typeof countries | typeof cities,
    placeSource: ReturnType<typeof sql>,
  ) {
    const rows = await db
      .select({ service: services.slug, place: place.slug })
      .from(
        sql`(SELECT DISTINCT s.id AS service_id, p.id AS place_id
          FROM ${companySearch}
          CROSS JOIN LATERAL unnest(${companySearch.serviceIds}) AS s(id)
          CROSS JOIN LATERAL unnest(${placeSource}) AS p(id)) AS pairs`,
      )
      .innerJoin(services, sql`${services.id} = pairs.service_id`)
      .innerJoin(place, sql`${place.id} = pairs.place_id`)
      .orderBy(asc(services.slug), asc(place.slug));
    return rows.map((row) => `${row.service}/${row.place}`);
  }

  return {
    async listingSegments(): Promise<string[]> {
      const [serviceSlugs, countrySlugs, citySlugs, serviceCountries, serviceCities] =
        await Promise.all([
          usedSlugs(services, sql`${companySearch.serviceIds}`),
          usedSlugs(countries, sql`${companySearch.countryIds}`),
          usedSlugs(cities, sql`${companySearch.cityIds}`),
          usedPairs(countries, sql`${companySearch.countryIds}`),
          usedPairs(cities, sql`${companySearch.cityIds}`),
        ]);
      return [
        ...serviceSlugs,
        ...countrySlugs,
        ...citySlugs,
        ...serviceCountries,
        ...serviceCities,
      ];
    },

    async companyCount(): Promise<number> {
      return db.$count(companies);
    },

    /** Company slugs and last changes, in id order, one sitemap page at a time. */
    async companyPage(offset: number, limit: number) {
      return db
        .select({ slug: companies.slug, updatedAt: companies.updatedAt })
        .from(companies)
        .orderBy(asc(companies.id))
        .limit(limit)
        .offset(offset);
    },
  };
}
export type SeoRepository = ReturnType<typeof createSeoRepository>;
