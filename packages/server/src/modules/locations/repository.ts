import { asc, eq, inArray } from 'drizzle-orm';
import type { AppDatabase, Database } from '../../db/client';
import { cities, citySponsorshipPages, countries, services } from '../../db/schema';
import { idNameSlug, type NamedTable } from '../../lib/named-table';

/** The `{ id, name, slug }` of the row of `table` with this slug, or null. */
async function findBySlug(db: AppDatabase, table: NamedTable, slug: string) {
  const [row] = await db.select(idNameSlug(table)).from(table).where(eq(table.slug, slug)).limit(1);
  return row ?? null;
}

export function createLocationRepository(database: Database) {
  const { db } = database;
  return {
    async findCountry(id: number) {
      const [country] = await db.select().from(countries).where(eq(countries.id, id)).limit(1);
      return country ?? null;
    },

    async findCountryBySlug(slug: string) {
      return findBySlug(db, countries, slug);
    },

    /** A city with its country. */
    async findCityBySlug(slug: string) {
      const [row] = await db
        .select({
          id: cities.id,
          name: cities.name,
          slug: cities.slug,
          countryId: countries.id,
          countryName: countries.name,
          countrySlug: countries.slug,
        })
        .from(cities)
        .innerJoin(countries, eq(countries.id, cities.countryId))
        .where(eq(cities.slug, slug))
        .limit(1);
      return row
        ? {
            city: { id: row.id, name: row.name, slug: row.slug },
            country: { id: row.countryId, name: row.countryName, slug: row.countrySlug },
          }
        : null;
    },

    async findServiceBySlug(slug: string) {
      return findBySlug(db, services, slug);
    },

    async citiesOf(countryId: number) {
      return db
        .select(idNameSlug(cities))
        .from(cities)
        .where(eq(cities.countryId, countryId))
        .orderBy(asc(cities.name));
    },

    async sponsorshipPagesOf(cityIds: number[]) {
      if (cityIds.length === 0) return [];
      return db
        .select({
          id: citySponsorshipPages.id,
          cityId: citySponsorshipPages.cityId,
          serviceId: services.id,
          serviceName: services.name,
          serviceSlug: services.slug,
        })
        .from(citySponsorshipPages)
        .innerJoin(services, eq(services.id, citySponsorshipPages.serviceId))
        .where(inArray(citySponsorshipPages.cityId, cityIds))
        .orderBy(asc(services.name));
    },
  };
}

export type LocationRepository = ReturnType<typeof createLocationRepository>;
