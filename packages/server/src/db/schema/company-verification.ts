import { sql } from 'drizzle-orm';
import {
  check,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  VERIFICATION_STATUSES,
  type VerificationChecklist,
  type VerificationStatus,
} from '@atlas/api/company-verification';
import { companies } from './companies';
import { inList } from './constraints';
import { countries } from './locations';
import { users } from './users';

/**
 * A company's request to be verified (issue 33, point 7) and what became of it. The company's
 * `verified` flag follows its one `approved` row; expiry turns that row `expired` once
 * `expires_at` has passed (an idempotent update, see modules/company-verification/expiry.ts).
 */
export const companyVerifications = pgTable(
  'company_verifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: VERIFICATION_STATUSES }).$type<VerificationStatus>().notNull(),
    registrationNumber: text('registration_number').notNull(),
    countryId: smallint('country_id')
      .notNull()
      .references(() => countries.id),
    /** The address at the company's domain that the e-mailed link proves. */
    email: text('email').notNull(),
    /** sha256 of the link's secret; kept once spent, so a replayed link says so. */
    emailTokenHash: text('email_token_hash').unique(),
    emailTokenExpiresAt: timestamp('email_token_expires_at', { withTimezone: true }),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    /** What staff ticked when they decided. */
    checklist: jsonb('checklist').$type<VerificationChecklist>(),
    /** Staff's reason for the decision, or for a revocation. */
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When an approved verification lapses (set on approval). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When it ended early or lapsed: revoked, expired or superseded. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('company_verifications_company_idx').on(t.companyId, t.createdAt),
    index('company_verifications_status_idx').on(t.status, t.createdAt),
    /** One request waits per company at a time. */
    uniqueIndex('company_verifications_pending_idx')
      .on(t.companyId)
      .where(sql`${t.status} = 'pending'`),
    /** One current verification per company. */
    uniqueIndex('company_verifications_approved_idx')
      .on(t.companyId)
      .where(sql`${t.status} = 'approved'`),
    /** The expiry job's lookup. */
    index('company_verifications_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'approved'`),
    check('company_verifications_status_check', inList(t.status, VERIFICATION_STATUSES)),
    check(
      'company_verifications_approved_expiry_check',
      sql`${t.status} <> 'approved' OR ${t.expiresAt} IS NOT NULL`,
    ),
  ],
);

/**
 * A document uploaded as evidence: private (never under the public /uploads), waiting for a
 * request until one names it (`verification_id`); unsent ones are swept after a day. Rows also
 * count uploads per account and address for the rate limits.
 */
export const companyVerificationDocuments = pgTable(
  'company_verification_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    verificationId: integer('verification_id').references(() => companyVerifications.id, {
      onDelete: 'cascade',
    }),
    /** The storage key (`verification/…`). */
    storageKey: text('storage_key').notNull().unique(),
    /** The file's name as uploaded, cleaned for display. */
    name: text('name').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ip: inet('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('company_verification_documents_company_idx').on(t.companyId, t.verificationId),
    index('company_verification_documents_request_idx').on(t.verificationId),
    index('company_verification_documents_uploader_idx').on(t.uploadedBy, t.createdAt),
    index('company_verification_documents_ip_idx').on(t.ip, t.createdAt),
  ],
);
