import { REVIEW_STATUSES } from '@atlas/api/endpoints/review-queue';
import { REVIEW_REPORT_STATUSES } from '@atlas/api/endpoints/company-reviews';
import { COMPANY_SIZES } from '@atlas/api/options';
import type { CompanySizeId } from '@atlas/api/options';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { inList } from './constraints';
import { services } from './taxonomy';
import { users } from './users';

export { REVIEW_STATUSES, type ReviewStatus } from '@atlas/api/endpoints/review-queue';

/** How the reviewer was verified. */
export const REVIEW_VERIFICATIONS = [
  'email_domain',
  'linkedin',
  'google',
  'invited',
  'organic',
] as const;
export type ReviewVerification = (typeof REVIEW_VERIFICATIONS)[number];

/** Why a review waits for a moderator instead of following the normal path. */
export const REVIEW_HOLD_REASONS = ['own_domain', 'duplicate', 'burst'] as const;
export type ReviewHoldReason = (typeof REVIEW_HOLD_REASONS)[number];

/**
 * A company's invitation to a client to review it. The link carries the id and a signature;
 * the review written through it is labelled as invited.
 */
export const reviewInvitations = pgTable(
  'review_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('review_invitations_company_id_idx').on(t.companyId, t.createdAt.desc())],
);

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
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** When the project started (the day is not shown). */
    projectStartedOn: date('project_started_on', { mode: 'string' }),
    /** What the reviewer allows to be shown publicly. */
    showReviewerName: boolean('show_reviewer_name').notNull().default(true),
    showReviewerCompany: boolean('show_reviewer_company').notNull().default(true),
    /** The signed-in account that wrote it, when there was one. */
    reviewerUserId: uuid('reviewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Never shown; used for confirmation links and the own-domain rule. */
    reviewerEmail: text('reviewer_email'),
    /** Set when the reviewer confirmed by the e-mail link (or signed in). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** A hash of the single-use confirmation token sent by e-mail. */
    confirmationTokenHash: text('confirmation_token_hash').unique(),
    invitationId: uuid('invitation_id').references(() => reviewInvitations.id, {
      onDelete: 'set null',
    }),
    /** The submitter's network (an IPv4 /24 or IPv6 /48 prefix), for the burst rule. */
    network: text('network'),
    /** A client-chosen key so a retried submission does not create a second review. */
    idempotencyKey: text('idempotency_key').unique(),
    /** A digest of what the request asked for: a retry with the same key must ask the same. */
    requestHash: text('request_hash'),
    holdReasons: text('hold_reasons', { enum: REVIEW_HOLD_REASONS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    moderationReason: text('moderation_reason'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: text('moderated_by'),
  },
  (t) => [
    index('reviews_company_id_status_idx').on(t.companyId, t.status, t.publishedAt.desc()),
    index('reviews_company_helpful_idx')
      .on(t.companyId, t.helpfulCount.desc(), t.publishedAt.desc())
      .where(sql`${t.status} = 'published'`),
    index('reviews_network_created_at_idx').on(t.network, t.createdAt),
    index('reviews_reviewer_user_id_idx').on(t.reviewerUserId),
    index('reviews_reviewer_email_lower_idx').on(sql`lower(${t.reviewerEmail})`),
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
    check(
      'reviews_hold_reasons_check',
      sql`${t.holdReasons} <@ ARRAY[${sql.raw(REVIEW_HOLD_REASONS.map((r) => `'${r}'`).join(', '))}]::text[]`,
    ),
    ratingCheck('reviews_rating_check', t.rating),
    ratingCheck('reviews_quality_rating_check', t.qualityRating),
    ratingCheck('reviews_schedule_rating_check', t.scheduleRating),
    ratingCheck('reviews_cost_rating_check', t.costRating),
    ratingCheck('reviews_willingness_to_refer_rating_check', t.willingnessToReferRating),
  ],
);

/** One person's "this review was helpful" (a user id, or a hash of a visitor's network). */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    voterKey: text('voter_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voterKey] })],
);

/**
 * A company's report of one of its published reviews to staff (issue 19): at most one waits per
 * review; staff uphold it (the review is rejected) or dismiss it, with a note the reporter reads.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: REVIEW_REPORT_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    decisionNote: text('decision_note'),
  },
  (t) => [
    check('review_reports_status_check', inList(t.status, REVIEW_REPORT_STATUSES)),
    uniqueIndex('review_reports_one_open_idx')
      .on(t.reviewId)
      .where(sql`${t.status} = 'open'`),
    index('review_reports_status_idx').on(t.status, t.createdAt),
  ],
);
