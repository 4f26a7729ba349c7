import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  VALET_BUYER_DECISIONS,
  VALET_MATCH_STATUSES,
  VALET_PROJECT_STATUSES,
  VALET_UPLOAD_KINDS,
  type ValetBuyerDecision,
  type ValetMatchStatus,
  type ValetProjectStatus,
  type ValetUploadKind,
} from '@atlas/api/valet';
import { companies } from './companies';
import { inList } from './constraints';
import { conversations } from './realtime';
import { users } from './users';

/**
 * A file uploaded for a project submission (issue 18): a brief document, a voice note or a
 * quote's attachment. A submission may only name paths recorded here.
 */
export const valetUploads = pgTable(
  'valet_uploads',
  {
    /** The storage key (`valet/…`). */
    path: text('path').primaryKey(),
    kind: text('kind', { enum: VALET_UPLOAD_KINDS }).$type<ValetUploadKind>().notNull(),
    /** The file's name as uploaded, cleaned for display. */
    name: text('name').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: inet('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('valet_uploads_kind_check', inList(t.kind, VALET_UPLOAD_KINDS))],
);

/** A buyer's project as the wizard submitted it (SPEC §3 "Project submission payload"). */
export const valetProjects = pgTable(
  'valet_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status', { enum: VALET_PROJECT_STATUSES }).$type<ValetProjectStatus>().notNull(),
    /** The buyer's account: set when the address is proved (at once for its verified owner). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The signed-in person who submitted it, when somebody was. */
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    originalDescription: text('original_description').notNull().default(''),
    name: text('name').notNull(),
    email: text('email').notNull(),
    website: text('website').notNull().default(''),
    phone: text('phone').notNull().default(''),
    role: text('role').notNull().default(''),
    companyCountryId: smallint('company_country_id'),
    companyCityId: integer('company_city_id'),
    serviceIds: smallint('service_ids').array().notNull(),
    focusIds: smallint('focus_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int2[]`),
    countryIds: smallint('country_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int2[]`),
    cityIds: integer('city_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int4[]`),
    projectStart: text('project_start').notNull(),
    projectStage: text('project_stage').notNull(),
    /** Null: the budget is left open. */
    budgetMin: integer('budget_min'),
    budgetMax: integer('budget_max'),
    voiceRecordingPath: text('voice_recording_path'),
    files: text('files')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    miscMeta: jsonb('misc_meta')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The e-mailed link's secret, hashed; it works again and again until it expires. */
    tokenHash: text('token_hash').notNull().unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestHash: text('request_hash').notNull(),
    ip: inet('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The first release: the promised hour counts from here. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** The company whose quote the buyer accepted (issue 33), and when. */
    hiredCompanyId: integer('hired_company_id').references(() => companies.id, {
      onDelete: 'set null',
    }),
    hiredAt: timestamp('hired_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('valet_projects_user_id_idx').on(t.userId, t.createdAt),
    index('valet_projects_status_idx').on(t.status, t.createdAt),
    check('valet_projects_status_check', inList(t.status, VALET_PROJECT_STATUSES)),
    check(
      'valet_projects_budget_check',
      sql`(${t.budgetMin} IS NULL) = (${t.budgetMax} IS NULL) AND (${t.budgetMin} IS NULL OR ${t.budgetMin} <= ${t.budgetMax})`,
    ),
  ],
);

/**
 * A company matched to a project: scored and explained by the matching engine, on the shortlist
 * or kept as one of the next best, and, once the buyer released the brief to it, its answer.
 */
export const valetMatches = pgTable(
  'valet_matches',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => valetProjects.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 1 is the best match. */
    rank: smallint('rank').notNull(),
    score: real('score').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    /** On the shortlist the buyer sees first (else one of the next best). */
    shortlisted: boolean('shortlisted').notNull(),
    /** Who put it there: the engine or staff. */
    source: text('source').notNull().default('engine'),
    status: text('status', { enum: VALET_MATCH_STATUSES }).$type<ValetMatchStatus>().notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** The company's first answer of any kind (accept, decline, question, quote). */
    firstAnswerAt: timestamp('first_answer_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    conversationId: uuid('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    quoteAmount: integer('quote_amount'),
    quoteTimeline: text('quote_timeline'),
    quoteMessage: text('quote_message'),
    quoteAttachmentPath: text('quote_attachment_path'),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    /** The key of the last quote sent: a retry of it changes nothing. */
    quoteIdempotencyKey: text('quote_idempotency_key'),
    /** The buyer's decision on the quote (issue 33): accepted (hired) or declined, with a reason. */
    buyerDecision: text('buyer_decision', {
      enum: VALET_BUYER_DECISIONS,
    }).$type<ValetBuyerDecision>(),
    buyerDecisionReason: text('buyer_decision_reason'),
    buyerDecidedAt: timestamp('buyer_decided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.companyId] }),
    index('valet_matches_company_idx')
      .on(t.companyId, t.releasedAt.desc())
      .where(sql`${t.releasedAt} IS NOT NULL`),
    check('valet_matches_status_check', inList(t.status, VALET_MATCH_STATUSES)),
    check(
      'valet_matches_buyer_decision_check',
      sql`${t.buyerDecision} IS NULL OR ${inList(t.buyerDecision, VALET_BUYER_DECISIONS)}`,
    ),
  ],
);
