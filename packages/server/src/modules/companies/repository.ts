import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SortDirection, SortKey } from '@atlas/api/options';
import type { Database } from '../../db/client';
import {
  cities,
  companies,
  companySearch,
  companyServices,
  countries,
  services,
} from '../../db/schema';

export interface CompanyPageQuery {
  page: number;
  perPage: number;
  sort: SortKey;
  order: SortDirection | undefined;
}

/** The ORDER BY of each sorting key; every order ends on the id so pages never overlap. */
export function orderFor(sort: SortKey, order: SortDirection | undefined): SQL[] {
  const direction = (column: Parameters<typeof asc>[0], fallback: SortDirection) =>
    (order ?? fallback) === 'asc' ? asc(column) : desc(column);
  const byScore = [desc(companySearch.score), asc(companySearch.companyId)];
  switch (sort) {
    case 'score':
      return byScore;
    case 'verified':
      return [desc(companySearch.verified), ...byScore];
    case 'awards':
      return [desc(companySearch.awardCount), ...byScore];
    case 'rating':
      return [
        sql`${companySearch.rating} DESC NULLS LAST`,
        desc(companySearch.reviewCount),
        asc(companySearch.companyId),
      ];
    case 'name':
      return [direction(companySearch.nameSort, 'asc'), asc(companySearch.companyId)];
    case 'employees':
      return [direction(companySearch.companySize, 'desc'), ...byScore];
    case 'price':
      return [
        (order ?? 'asc') === 'asc'
          ? sql`${companySearch.hourlyRate} ASC NULLS LAST`
          : sql`${companySearch.hourlyRate} DESC NULLS LAST`,
        ...byScore,
      ];
  }
}

export function createCompanyRepository(database: Database) {
  const { db } = database;
  return {
    async countListed(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(companySearch);
      return row?.total ?? 0;
    },

    /** One page of the directory from the denormalised search table, plus each company's services. */
    async listPage(query: CompanyPageQuery) {
      const rows = await db
        .select({
          id: companies.id,
          slug: companies.slug,
          name: companies.name,
          logoPath: companies.logoPath,
          summary: companies.summary,
          foundedYear: companies.foundedYear,
          projectSize: companySearch.projectSize,
          companySize: companySearch.companySize,
          hourlyRate: companySearch.hourlyRate,
          rating: companySearch.rating,
          reviewCount: companySearch.reviewCount,
          verified: companySearch.verified,
          sponsored: companySearch.sponsored,
          awardCount: companySearch.awardCount,
          score: companySearch.score,
          scoreLevel: companies.scoreLevel,
          cityId: cities.id,
          cityName: cities.name,
          citySlug: cities.slug,
          countryId: countries.id,
          countryName: countries.name,
          countrySlug: countries.slug,
        })
        .from(companySearch)
        .innerJoin(companies, eq(companies.id, companySearch.companyId))
        .innerJoin(cities, eq(cities.id, companySearch.hqCityId))
        .innerJoin(countries, eq(countries.id, companySearch.hqCountryId))
        .orderBy(...orderFor(query.sort, query.order))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);

      const ids = rows.map((row) => row.id);
      const shares =
        ids.length === 0
          ? []
          : await db
              .select({
                companyId: companyServices.companyId,
                id: services.id,
                name: services.name,
                slug: services.slug,
                percentage: companyServices.percentage,
              })
              .from(companyServices)
              .innerJoin(services, eq(services.id, companyServices.serviceId))
              .where(inArray(companyServices.companyId, ids))
              .orderBy(
                asc(companyServices.companyId),
                desc(companyServices.percentage),
                asc(services.name),
              );

      const servicesByCompany = new Map<
        number,
        { id: number; name: string; slug: string; percentage: number }[]
      >();
      for (const share of shares) {
        const list = servicesByCompany.get(share.companyId) ?? [];
        list.push({
          id: share.id,
          name: share.name,
          slug: share.slug,
          percentage: share.percentage,
        });
        servicesByCompany.set(share.companyId, list);
      }
      return rows.map((row) => ({ ...row, services: servicesByCompany.get(row.id) ?? [] }));
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
