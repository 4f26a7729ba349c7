import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  CLAIM_STATUSES,
  COMPANY_MEMBER_ROLES,
  JOIN_REQUEST_STATUSES,
  type ClaimStatus,
  type CompanyMemberRole,
  type JoinRequestStatus,
} from '@atlas/api/company-memberships';
import { companies } from './companies';
import { inList } from './constraints';
import { users } from './users';

/**
 * Someone claiming a listed company (issue 16). Proved by a link e-mailed to an address at the
 * company's web domain (`awaiting_email`, the link's secret stored only as a hash), or reviewed by
 * staff with the evidence given (`pending`).
 */
export const companyClaims = pgTable(
  'company_claims',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CLAIM_STATUSES }).$type<ClaimStatus>().notNull(),
    email: text('email').notNull(),
    jobTitle: text('job_title').notNull(),
    evidence: text('evidence'),
    /** Whether the e-mail is at the company's own web domain. */
    domainMatch: boolean('domain_match').notNull(),
    /** sha256 of the e-mailed link's secret (kept once spent, so a reused link says so). */
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_claims_status_idx').on(t.status, t.createdAt),
    index('company_claims_company_id_idx').on(t.companyId),
    index('company_claims_user_id_idx').on(t.userId),
    check('company_claims_status_check', inList(t.status, CLAIM_STATUSES)),
  ],
);

/**
 * An owner's invitation by e-mail: single use, expiring, and only the invited address may accept
 * it. The link's secret is stored only as a hash.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: COMPANY_MEMBER_ROLES }).$type<CompanyMemberRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_invitations_company_id_idx').on(t.companyId),
    check('company_invitations_role_check', inList(t.role, COMPANY_MEMBER_ROLES)),
  ],
);

/** Someone asking a claimed company's owners to let them in. */
export const companyJoinRequests = pgTable(
  'company_join_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: COMPANY_MEMBER_ROLES }).$type<CompanyMemberRole>().notNull(),
    message: text('message'),
    status: text('status', { enum: JOIN_REQUEST_STATUSES })
      .$type<JoinRequestStatus>()
      .notNull()
      .default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_join_requests_company_idx').on(t.companyId, t.status),
    /** One waiting request per person and company. */
    uniqueIndex('company_join_requests_pending_idx')
      .on(t.companyId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    check('company_join_requests_role_check', inList(t.role, COMPANY_MEMBER_ROLES)),
    check('company_join_requests_status_check', inList(t.status, JOIN_REQUEST_STATUSES)),
  ],
);
