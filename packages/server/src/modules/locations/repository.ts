import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, citySponsorshipPages, countries, services } from '../../db/schema';

export function createLocationRepository(database: Database) {
  const { db } = database;
  return {
    async findCountry(id: number) {
      const [country] = await db.select().from(countries).where(eq(countries.id, id)).limit(1);
      return country ?? null;
    },

    async findCountryBySlug(slug: string) {
      const [country] = await db
        .select({ id: countries.id, name: countries.name, slug: countries.slug })
        .from(countries)
        .where(eq(countries.slug, slug))
        .limit(1);
      return country ?? null;
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
      const [service] = await db
        .select({ id: services.id, name: services.name, slug: services.slug })
        .from(services)
        .where(eq(services.slug, slug))
        .limit(1);
      return service ?? null;
    },

    async citiesOf(countryId: number) {
      return db
        .select({ id: cities.id, name: cities.name, slug: cities.slug })
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
