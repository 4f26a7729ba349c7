import { COMPANY_SIZES } from '@atlas/api/options';
import type { CompanySizeId } from '@atlas/api/options';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { inList } from './constraints';
import { services } from './taxonomy';

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** How the reviewer was verified. */
export const REVIEW_VERIFICATIONS = [
  'email_domain',
  'linkedin',
  'google',
  'invited',
  'organic',
] as const;
export type ReviewVerification = (typeof REVIEW_VERIFICATIONS)[number];

const rating = (name: string) =>
  numeric(name, { precision: 2, scale: 1, mode: 'number' }).notNull();
const ratingCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} BETWEEN 1 AND 5`);

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    /** Overall rating 1.0..5.0 in steps of 0.5. */
    rating: rating('rating'),
    qualityRating: rating('quality_rating'),
    scheduleRating: rating('schedule_rating'),
    costRating: rating('cost_rating'),
    willingnessToReferRating: rating('willingness_to_refer_rating'),
    title: text('title').notNull(),
    /** The project summary. */
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    /** e.g. "$10,000 to $49,999". */
    costRange: text('cost_range'),
    /** e.g. "Mar 2023 - Ongoing". */
    duration: text('duration'),
    serviceId: smallint('service_id').references(() => services.id, { onDelete: 'set null' }),
    reviewerName: text('reviewer_name').notNull(),
    reviewerRole: text('reviewer_role'),
    reviewerCompany: text('reviewer_company'),
    reviewerCompanySize: integer('reviewer_company_size').$type<CompanySizeId>(),
    verification: text('verification', { enum: REVIEW_VERIFICATIONS }).notNull().default('organic'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** The company's public reply. */
    reply: text('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('reviews_company_id_status_idx').on(t.companyId, t.status, t.publishedAt.desc()),
    index('reviews_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('reviews_status_check', inList(t.status, REVIEW_STATUSES)),
    check('reviews_verification_check', inList(t.verification, REVIEW_VERIFICATIONS)),
    check(
      'reviews_reviewer_company_size_check',
      inList(
        t.reviewerCompanySize,
        COMPANY_SIZES.map((size) => size.id),
      ),
    ),
    check(
      'reviews_published_at_check',
      sql`${t.status} <> 'published' OR ${t.publishedAt} IS NOT NULL`,
    ),
    check('reviews_helpful_count_check', sql`${t.helpfulCount} >= 0`),
    ratingCheck('reviews_rating_check', t.rating),
    ratingCheck('reviews_quality_rating_check', t.qualityRating),
    ratingCheck('reviews_schedule_rating_check', t.scheduleRating),
    ratingCheck('reviews_cost_rating_check', t.costRating),
    ratingCheck('reviews_willingness_to_refer_rating_check', t.willingnessToReferRating),
  ],
);
