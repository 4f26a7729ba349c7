import {
  COMPANY_SIZES,
  HOURLY_RATES,
  PROFILE_SCORE_LEVELS,
  PROJECT_SIZES,
} from '@atlas/api/options';
import type {
  CompanySizeId,
  HourlyRateId,
  ProfileScoreLevel,
  ProjectSize,
} from '@atlas/api/options';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { ScoreParts } from '../score';
import { inList } from './constraints';
import { cities, countries } from './locations';
import { clientTypes, focuses, industries, services } from './taxonomy';

/** SPEC §3 "Company profile" plus the directory's own fields. */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    logoPath: text('logo_path'),
    summary: text('summary'),
    website: text('website'),
    email: text('email'),
    emails: text('emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** HTML. */
    description: text('description'),
    /** Minimum project size in US dollars, one of PROJECT_SIZES; null is "Undisclosed". */
    projectSize: integer('project_size').$type<ProjectSize>(),
    /** One of COMPANY_SIZES' ids. */
    companySize: integer('company_size').$type<CompanySizeId>().notNull(),
    /** One of HOURLY_RATES' ids; null is "Undisclosed". */
    hourlyRate: integer('hourly_rate').$type<HourlyRateId>(),
    foundedYear: smallint('founded_year'),
    verified: boolean('verified').notNull().default(false),
    /** Average rating of published reviews, null without any. Kept by refreshCompanyStats. */
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    /** computeCompanyScore(), 0..1000. Kept by refreshCompanyStats. */
    score: integer('score').notNull().default(0),
    scoreLevel: text('score_level', { enum: PROFILE_SCORE_LEVELS })
      .$type<ProfileScoreLevel>()
      .notNull()
      .default('very-poor'),
    /**
     * The points of each part of the score (computeCompanyScore), shown as "Why this rank?".
     * Null until the company is first scored (rows from before migration 0006).
     */
    scoreParts: jsonb('score_parts').$type<ScoreParts>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check(
      'companies_company_size_check',
      inList(
        t.companySize,
        COMPANY_SIZES.map((size) => size.id),
      ),
    ),
    check(
      'companies_hourly_rate_check',
      inList(
        t.hourlyRate,
        HOURLY_RATES.map((rate) => rate.id),
      ),
    ),
    check('companies_project_size_check', inList(t.projectSize, PROJECT_SIZES)),
    check('companies_score_level_check', inList(t.scoreLevel, PROFILE_SCORE_LEVELS)),
    check('companies_score_check', sql`${t.score} BETWEEN 0 AND 1000`),
    check('companies_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('companies_review_count_check', sql`${t.reviewCount} >= 0`),
    check('companies_founded_year_check', sql`${t.foundedYear} BETWEEN 1800 AND 2100`),
  ],
);

const percentageCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_percentage_check`, sql`${column} BETWEEN 1 AND 100`);

export const companyServices = pgTable(
  'company_services',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    serviceId: smallint('service_id')
      .notNull()
      .references(() => services.id),
    /** Share of the company's work, 1..100; a company's shares sum to 100. */
    percentage: smallint('percentage').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.serviceId] }),
    index('company_services_service_id_idx').on(t.serviceId),
    percentageCheck('company_services', t.percentage),
  ],
);

export const companyFocuses = pgTable(
  'company_focuses',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    focusId: smallint('focus_id')
      .notNull()
      .references(() => focuses.id),
    percentage: smallint('percentage').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.focusId] }),
    index('company_focuses_focus_id_idx').on(t.focusId),
    percentageCheck('company_focuses', t.percentage),
  ],
);

export const companyIndustries = pgTable(
  'company_industries',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    industryId: smallint('industry_id')
      .notNull()
      .references(() => industries.id),
    percentage: smallint('percentage').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.industryId] }),
    index('company_industries_industry_id_idx').on(t.industryId),
    percentageCheck('company_industries', t.percentage),
  ],
);

export const companyClientTypes = pgTable(
  'company_client_types',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    clientTypeId: smallint('client_type_id')
      .notNull()
      .references(() => clientTypes.id),
    percentage: smallint('percentage').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.clientTypeId] }),
    index('company_client_types_client_type_id_idx').on(t.clientTypeId),
    percentageCheck('company_client_types', t.percentage),
  ],
);

/**
 * Offices. Exactly one headquarters per company: at most one through the partial unique index
 * below, at least one through a deferred constraint trigger (migration 0001), so the headquarters
 * can be moved inside a transaction: clear the old flag first, then set the new one.
 */
export const companyLocations = pgTable(
  'company_locations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    countryId: smallint('country_id')
      .notNull()
      .references(() => countries.id),
    cityId: integer('city_id').notNull(),
    address: text('address'),
    postcode: text('postcode'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phone: text('phone'),
    phoneValidated: boolean('phone_validated').notNull().default(false),
    isHeadquarter: boolean('is_headquarter').notNull().default(false),
  },
  (t) => [
    index('company_locations_company_id_idx').on(t.companyId),
    index('company_locations_city_id_idx').on(t.cityId),
    uniqueIndex('company_locations_one_headquarter_idx')
      .on(t.companyId)
      .where(sql`${t.isHeadquarter}`),
    foreignKey({
      name: 'company_locations_city_in_country_fk',
      columns: [t.cityId, t.countryId],
      foreignColumns: [cities.id, cities.countryId],
    }),
    check('company_locations_latitude_check', sql`${t.latitude} BETWEEN -90 AND 90`),
    check('company_locations_longitude_check', sql`${t.longitude} BETWEEN -180 AND 180`),
  ],
);

export const PORTFOLIO_ITEM_KINDS = ['image', 'video'] as const;
export type PortfolioItemKind = (typeof PORTFOLIO_ITEM_KINDS)[number];

export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    imagePath: text('image_path').notNull(),
    videoUrl: text('video_url'),
    kind: text('kind', { enum: PORTFOLIO_ITEM_KINDS }).notNull().default('image'),
    description: text('description'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    index('portfolio_items_company_id_idx').on(t.companyId, t.position),
    check('portfolio_items_kind_check', inList(t.kind, PORTFOLIO_ITEM_KINDS)),
    check(
      'portfolio_items_video_url_check',
      sql`${t.kind} <> 'video' OR ${t.videoUrl} IS NOT NULL`,
    ),
  ],
);

/** The profile's FAQ answers (SPEC §3 faqs), one row per company. */
export const companyFaqs = pgTable('company_faqs', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  founder: text('founder'),
  projectsYear: text('projects_year'),
  projectCost: text('project_cost'),
  values: text('values'),
});
