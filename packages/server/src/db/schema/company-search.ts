import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, smallint, text } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** One service of a company in a listing: its share of the company's work. */
export interface ListedServiceShare {
  id: number;
  name: string;
  slug: string;
  percentage: number;
}

/**
 * The denormalised listing table (ARCHITECTURE.md "Data"): one row per company with every filter
 * as a small integer or an int2[]/int4[] array, so a listing or a facet count is one scan of one
 * table. Never written directly: refreshCompanySearch() rebuilds rows from the normalised tables,
 * in the same transaction as the change.
 */
export const companySearch = pgTable(
  'company_search',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** lower(name): the "Company Name" sort. */
    nameSort: text('name_sort').notNull(),
    slug: text('slug').notNull(),
    hqCountryId: smallint('hq_country_id').notNull(),
    hqCityId: integer('hq_city_id').notNull(),
    /** Countries of all locations, headquarters included, distinct and ascending. */
    countryIds: smallint('country_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int2[]`),
    cityIds: integer('city_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int4[]`),
    serviceIds: smallint('service_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int2[]`),
    focusIds: smallint('focus_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int2[]`),
    industryIds: smallint('industry_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int2[]`),
    clientTypeIds: smallint('client_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int2[]`),
    /** COMPANY_SIZES id (the largest is 10000, which fits a smallint). */
    companySize: smallint('company_size').notNull(),
    /** HOURLY_RATES id; null is "Undisclosed". */
    hourlyRate: smallint('hourly_rate'),
    /** PROJECT_SIZES value (up to 250000, hence int); null is "Undisclosed". */
    projectSize: integer('project_size'),
    foundedYear: smallint('founded_year'),
    reviewCount: integer('review_count').notNull(),
    /** Average of published reviews; null without any. */
    rating: real('rating'),
    score: integer('score').notNull(),
    /** scoreLevelRank(): very-poor 1 … excellent 8, so "better than" is a comparison. */
    scoreLevelRank: smallint('score_level_rank').notNull(),
    verified: boolean('verified').notNull(),
    /** At least one award won (a nomination alone does not count). */
    awarded: boolean('awarded').notNull(),
    /** Number of awards won. */
    awardCount: smallint('award_count').notNull(),
    /**
     * The company's services as a listing card shows them (largest share first), so a page of
     * the listing is one read of this table: no per-page services query.
     */
    services: jsonb('services')
      .$type<ListedServiceShare[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    index('company_search_country_ids_idx').using('gin', t.countryIds),
    index('company_search_city_ids_idx').using('gin', t.cityIds),
    index('company_search_service_ids_idx').using('gin', t.serviceIds),
    index('company_search_focus_ids_idx').using('gin', t.focusIds),
    index('company_search_industry_ids_idx').using('gin', t.industryIds),
    index('company_search_client_type_ids_idx').using('gin', t.clientTypeIds),
    // One index per listing order (modules/companies/repository.ts orderFor), each ending on the
    // id, so any page of any order is an index scan rather than a sort of the whole table. `DESC`
    // in an ORDER BY means NULLS FIRST, and an index only serves an order whose null placement
    // matches, hence nullsFirst() on the descending keys.
    index('company_search_score_idx').on(t.score.desc().nullsFirst(), t.companyId),
    index('company_search_verified_idx').on(
      t.verified.desc().nullsFirst(),
      t.score.desc().nullsFirst(),
      t.companyId,
    ),
    index('company_search_awards_idx').on(
      t.awardCount.desc().nullsFirst(),
      t.score.desc().nullsFirst(),
      t.companyId,
    ),
    index('company_search_rating_idx').on(
      t.rating.desc().nullsLast(),
      t.reviewCount.desc().nullsFirst(),
      t.companyId,
    ),
    index('company_search_name_idx').on(t.nameSort, t.companyId),
    index('company_search_company_size_asc_idx').on(
      t.companySize.asc(),
      t.score.desc().nullsFirst(),
      t.companyId,
    ),
    index('company_search_company_size_desc_idx').on(
      t.companySize.desc().nullsFirst(),
      t.score.desc().nullsFirst(),
      t.companyId,
    ),
    index('company_search_hourly_rate_asc_idx').on(
      t.hourlyRate.asc().nullsLast(),
      t.score.desc().nullsFirst(),
      t.companyId,
    ),
    index('company_search_hourly_rate_desc_idx').on(
      t.hourlyRate.desc().nullsLast(),
      t.score.desc().nullsFirst(),
      t.companyId,
    ),
    index('company_search_hq_country_id_idx').on(t.hqCountryId),
    index('company_search_hq_city_id_idx').on(t.hqCityId),
  ],
);
