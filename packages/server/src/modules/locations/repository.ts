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
