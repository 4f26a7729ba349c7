import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SortDirection, SortKey } from '@atlas/api/options';
import type { FilterSelection } from '@atlas/api/filters';
import type { Database } from '../../db/client';
import {
  cities,
  companies,
  companySearch,
  countries,
  focuses,
  industries,
  services,
} from '../../db/schema';
import {
  loadFacetIndex,
  type FacetIndex,
  type LoadFacetIndexOptions,
  type MembershipGroup,
} from './facet-index';
import { whereFor } from './filter-groups';
import { listingRelevance } from './relevance';

export interface CompanyPageQuery {
  page: number;
  perPage: number;
  sort: SortKey;
  order: SortDirection | undefined;
  filters: FilterSelection;
}

/** An office of a listed company in one of the places filtered by, as the page query reads it. */
export interface MatchingOfficeRow {
  cityId: number;
  cityName: string;
  citySlug: string;
  countryId: number;
  countryName: string;
  countrySlug: string;
  headquarter: boolean;
}

/**
 * The company's offices in the filtered cities or countries, headquarters first, as a JSON array
 * read in the page's own query; an empty array when the filters name no place.
 */
function matchingOfficesFor(filters: FilterSelection): SQL<MatchingOfficeRow[]> {
  const cityIds = filters.groups.cities ?? [];
  const countryIds = filters.groups.countries ?? [];
  const ids = (list: readonly number[]) =>
    sql.join(
      list.map((id) => sql`${id}`),
      sql`, `,
    );
  const conditions = [
    ...(cityIds.length > 0 ? [sql`office.city_id IN (${ids(cityIds)})`] : []),
    ...(countryIds.length > 0 ? [sql`office.country_id IN (${ids(countryIds)})`] : []),
  ];
  if (conditions.length === 0) return sql<MatchingOfficeRow[]>`'[]'::json`;
  return sql<MatchingOfficeRow[]>`(SELECT coalesce(json_agg(json_build_object(
      'cityId', office_city.id, 'cityName', office_city.name, 'citySlug', office_city.slug,
      'countryId', office_country.id, 'countryName', office_country.name,
      'countrySlug', office_country.slug, 'headquarter', office.is_headquarter)
      ORDER BY office.is_headquarter DESC, office_city.name), '[]'::json)
    FROM company_locations AS office
    JOIN cities AS office_city ON office_city.id = office.city_id
    JOIN countries AS office_country ON office_country.id = office.country_id
    WHERE office.company_id = ${companies.id} AND (${sql.join(conditions, sql` OR `)}))`;
}

export interface FacetRow {
  id: number;
  name: string;
  slug: string;
  count: number;
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
    async countListed(filters: FilterSelection = { groups: {}, flags: {} }): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(companySearch)
        .where(whereFor(filters));
      return row?.total ?? 0;
    },

    /** Companies per option of an array group (countries, cities, services, focuses, industries). */
    async countByMembership(
      group: 'countries' | 'cities' | 'services' | 'focuses' | 'industries',
      where: SQL | undefined,
      headquarterOnly: boolean,
    ): Promise<FacetRow[]> {
      const table = { countries, cities, services, focuses, industries }[group];
      const source =
        group === 'countries'
          ? headquarterOnly
            ? sql`ARRAY[${companySearch.hqCountryId}]`
            : sql`${companySearch.countryIds}`
          : group === 'cities'
            ? headquarterOnly
              ? sql`ARRAY[${companySearch.hqCityId}]`
              : sql`${companySearch.cityIds}`
            : group === 'services'
              ? sql`${companySearch.serviceIds}`
              : group === 'focuses'
                ? sql`${companySearch.focusIds}`
                : sql`${companySearch.industryIds}`;
      // Count first, over the search table alone, then name the few options that came out.
      const condition = where ? sql`WHERE ${where}` : sql``;
      return db
        .select({
          id: table.id,
          name: table.name,
          slug: table.slug,
          count: sql<number>`counted.facet_count`,
        })
        .from(
          sql`(SELECT facet_option.option_id AS facet_id, count(*)::int AS facet_count
            FROM ${companySearch} CROSS JOIN LATERAL unnest(${source}) AS facet_option(option_id)
            ${condition} GROUP BY facet_option.option_id) AS counted`,
        )
        .innerJoin(table, sql`${table.id} = counted.facet_id`)
        .orderBy(sql`counted.facet_count DESC`, asc(table.name));
    },

    /** Companies per value of a scalar column (team size, hourly rate, score level). */
    async countByValue(
      group: 'teamsizes' | 'hourlyrates' | 'profilescores',
      where: SQL | undefined,
    ): Promise<Map<number, number>> {
      const column = {
        teamsizes: companySearch.companySize,
        hourlyrates: companySearch.hourlyRate,
        profilescores: companySearch.scoreLevelRank,
      }[group];
      const rows = await db
        .select({ value: column, count: sql<number>`count(*)::int` })
        .from(companySearch)
        .where(where)
        .groupBy(column);
      return new Map(
        rows.flatMap((row) => (row.value === null ? [] : [[row.value, row.count] as const])),
      );
    },

    /** Companies at or above each threshold of a review column, in one scan. */
    async countAtLeast(
      group: 'reviewscount' | 'reviewsaverage',
      thresholds: readonly number[],
      where: SQL | undefined,
    ): Promise<Map<number, number>> {
      const column = group === 'reviewscount' ? companySearch.reviewCount : companySearch.rating;
      const columns = Object.fromEntries(
        thresholds.map((threshold) => [
          `t${threshold}`,
          sql<number>`(count(*) FILTER (WHERE ${column} >= ${threshold}))::int`,
        ]),
      );
      const [row] = await db.select(columns).from(companySearch).where(where);
      return new Map(
        thresholds.map((threshold) => [threshold, Number(row?.[`t${threshold}`] ?? 0)]),
      );
    },

    /** The names of some options of an array group, by id; an id that names nothing is left out. */
    async optionNames(
      group: MembershipGroup,
      ids: readonly number[],
    ): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const table = { countries, cities, services, focuses, industries }[group];
      const rows = await db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(inArray(table.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** company_search and the facet option tables in typed arrays (facet-index.ts). */
    loadFacetIndex(options?: LoadFacetIndexOptions): Promise<FacetIndex> {
      return loadFacetIndex(db, options);
    },

    /** The founding years among the matching companies. */
    async foundedYearRange(where: SQL | undefined): Promise<{ min: number; max: number } | null> {
      const [row] = await db
        .select({
          min: sql<number | null>`min(${companySearch.foundedYear})::int`,
          max: sql<number | null>`max(${companySearch.foundedYear})::int`,
        })
        .from(companySearch)
        .where(where);
      return row && row.min !== null && row.max !== null ? { min: row.min, max: row.max } : null;
    },

    /**
     * One page of the directory from the denormalised search table, services included (stored
     * there by refreshCompanySearch): one query per page. A service listing in the default order
     * is ordered by relevance (relevance.ts), and each row carries its share of the services.
     */
    async listPage(query: CompanyPageQuery) {
      const where = whereFor(query.filters);
      const relevance = where ? listingRelevance(query.sort, query.filters) : null;
      return db
        .select({
          id: companies.id,
          slug: companies.slug,
          name: companies.name,
          logoPath: companies.logoPath,
          summary: companies.summary,
          website: companies.website,
          foundedYear: companies.foundedYear,
          projectSize: companySearch.projectSize,
          companySize: companySearch.companySize,
          hourlyRate: companySearch.hourlyRate,
          rating: companySearch.rating,
          reviewCount: companySearch.reviewCount,
          verified: companySearch.verified,
          awardCount: companySearch.awardCount,
          score: companySearch.score,
          scoreLevel: companies.scoreLevel,
          scoreParts: companies.scoreParts,
          cityId: cities.id,
          cityName: cities.name,
          citySlug: cities.slug,
          countryId: countries.id,
          countryName: countries.name,
          countrySlug: countries.slug,
          services: companySearch.services,
          matchingOffices: matchingOfficesFor(query.filters),
          serviceShare: relevance ? relevance.share : sql<number | null>`NULL::int`,
        })
        .from(companySearch)
        .innerJoin(companies, eq(companies.id, companySearch.companyId))
        .innerJoin(cities, eq(cities.id, companySearch.hqCityId))
        .innerJoin(countries, eq(countries.id, companySearch.hqCountryId))
        .where(where && relevance ? relevance.within(where, query.page * query.perPage) : where)
        .orderBy(...(relevance ? relevance.order : orderFor(query.sort, query.order)))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
