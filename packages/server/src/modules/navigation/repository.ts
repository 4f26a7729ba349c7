import { asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { AppDatabase, Database } from '../../db/client';
import {
  cities,
  companySearch,
  countries,
  regions,
  serviceGroups,
  services,
} from '../../db/schema';
import { idNameSlug, type NamedTable, type NotNullColumn } from '../../lib/named-table';

/** Every row of a menu's tabs (regions, service groups) as `{ id, name, slug }`, in menu order. */
function inMenuOrder(db: AppDatabase, table: NamedTable & { position: NotNullColumn<number> }) {
  return db.select(idNameSlug(table)).from(table).orderBy(asc(table.position), asc(table.id));
}

/** The reads behind the header's mega-menus. */
export function createNavigationRepository(database: Database) {
  const { db } = database;
  return {
    async regions() {
      return inMenuOrder(db, regions);
    },

    /** Every country that is the headquarters of at least one company, busiest first. */
    async countriesByCompanies() {
      return db
        .select({
          id: countries.id,
          name: countries.name,
          slug: countries.slug,
          regionId: countries.regionId,
          companyCount: count(companySearch.companyId),
        })
        .from(companySearch)
        .innerJoin(countries, eq(countries.id, companySearch.hqCountryId))
        .groupBy(countries.id)
        .orderBy(desc(count(companySearch.companyId)), asc(countries.name));
    },

    /** Every city that is the headquarters of at least one company, busiest first. */
    async citiesByCompanies() {
      return db
        .select({
          id: cities.id,
          name: cities.name,
          slug: cities.slug,
          regionId: countries.regionId,
          companyCount: count(companySearch.companyId),
        })
        .from(companySearch)
        .innerJoin(cities, eq(cities.id, companySearch.hqCityId))
        .innerJoin(countries, eq(countries.id, cities.countryId))
        .groupBy(cities.id, countries.regionId)
        .orderBy(desc(count(companySearch.companyId)), asc(cities.name));
    },

    async serviceGroups() {
      return inMenuOrder(db, serviceGroups);
    },

    /** Top-level services (children are reached from their parent's listing), in menu order. */
    async parentServices() {
      return db
        .select({
          id: services.id,
          name: services.name,
          slug: services.slug,
          groupId: services.groupId,
        })
        .from(services)
        .where(isNull(services.parentId))
        .orderBy(asc(services.position), asc(services.name));
    },
  };
}

export type NavigationRepository = ReturnType<typeof createNavigationRepository>;
