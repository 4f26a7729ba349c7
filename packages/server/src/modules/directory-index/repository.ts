import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { companySearch, countries, regions, serviceGroups, services } from '../../db/schema';

/**
 * Companies per option, counted the way a listing counts them (`/companies/{slug}` lists every
 * company with a location in the country, or offering the service), so an index page's number
 * is the number of results its link shows.
 */
async function countsBy(db: AppDatabase, column: SQL): Promise<Map<number, number>> {
  const rows = await db
    .select({
      id: sql<number>`option_id`,
      count: sql<number>`count(*)::int`,
    })
    .from(sql`${companySearch} CROSS JOIN LATERAL unnest(${column}) AS listed(option_id)`)
    .groupBy(sql`option_id`);
  return new Map(rows.map((row) => [Number(row.id), Number(row.count)]));
}

export function createDirectoryIndexRepository(db: AppDatabase) {
  return {
    async countriesByRegion() {
      const [rows, counts] = await Promise.all([
        db
          .select({
            regionId: regions.id,
            regionName: regions.name,
            regionSlug: regions.slug,
            id: countries.id,
            name: countries.name,
            slug: countries.slug,
            imageWebp: countries.imageMainWebp,
            imageOriginal: countries.imageMainOriginal,
          })
          .from(countries)
          .innerJoin(regions, eq(regions.id, countries.regionId))
          .orderBy(asc(regions.position), asc(regions.id), asc(countries.name)),
        countsBy(db, sql`${companySearch.countryIds}`),
      ]);
      return { rows, counts };
    },

    async servicesByGroup() {
      const [rows, counts] = await Promise.all([
        db
          .select({
            groupId: serviceGroups.id,
            groupName: serviceGroups.name,
            groupSlug: serviceGroups.slug,
            id: services.id,
            name: services.name,
            slug: services.slug,
            parentId: services.parentId,
          })
          .from(services)
          .innerJoin(serviceGroups, eq(serviceGroups.id, services.groupId))
          .orderBy(
            asc(serviceGroups.position),
            asc(serviceGroups.id),
            asc(services.position),
            asc(services.name),
          ),
        countsBy(db, sql`${companySearch.serviceIds}`),
      ]);
      return { rows, counts };
    },
  };
}

export type DirectoryIndexRepository = ReturnType<typeof createDirectoryIndexRepository>;
