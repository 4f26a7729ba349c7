import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '@atlas/api/company-submissions';
import { companies } from './companies';
import { inList } from './constraints';
import { countries } from './locations';
import { services } from './taxonomy';
import { users } from './users';

/**
 * Staff (issue 16): the people who review submissions in /admin. Granted only by
 * `pnpm staff grant EMAIL` (src/staff-cli.ts), never through the API.
 */
export const staffMembers = pgTable('staff_members', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Who granted it, for the record ("cli:<user>"). */
  grantedBy: text('granted_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A new company as a signed-in user submitted it, waiting for staff (SPEC §3 submit store). */
export const companySubmissions = pgTable(
  'company_submissions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SUBMISSION_STATUSES })
      .$type<SubmissionStatus>()
      .notNull()
      .default('pending'),
    name: text('name').notNull(),
    website: text('website').notNull(),
    email: text('email').notNull(),
    summary: text('summary').notNull(),
    companySize: integer('company_size').notNull(),
    countryId: smallint('country_id')
      .notNull()
      .references(() => countries.id),
    cityId: integer('city_id').notNull(),
    serviceId: smallint('service_id')
      .notNull()
      .references(() => services.id),
    /** The rejection's reason (e-mailed), or a note on approval. */
    reason: text('reason'),
    /** The company approval created. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** A client-chosen key so a retried submit does not create a second submission. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** A digest of what the request asked for: a retry with the same key must ask the same. */
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_submissions_status_idx').on(t.status, t.createdAt),
    index('company_submissions_user_id_idx').on(t.userId),
    check('company_submissions_status_check', inList(t.status, SUBMISSION_STATUSES)),
  ],
);

/** Who changed what, when (issue 16): submissions' decisions, staff grants, memberships. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The user who acted; null for the CLI (see `actorLabel`). */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    /** e.g. "company_submission.approve", "staff.grant". */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** What changed: `{ field: [before, after] }` or the values involved. */
    changes: jsonb('changes')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt)],
);
