import { sql } from 'drizzle-orm';
import {
  check,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { inList } from './constraints';
import { users } from './users';

/**
 * A message from a visitor: to a company (its inbox; the contact button on a profile) or, with no
 * company, to the Agency Atlas team (the /contact page).
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null: a message to the team through /contact. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** The sender's account when signed in. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The /contact form's topic; company requests leave it empty. */
    subject: text('subject'),
    message: text('message').notNull(),
    /** A budget as the visitor chose it, e.g. "$10,000 - $49,999". */
    budget: text('budget'),
    ip: inet('ip'),
    /** A client-chosen key so a retried submit does not create a second request. */
    idempotencyKey: text('idempotency_key').unique(),
    /** A digest of what the request asked for: a retry with the same key must ask the same. */
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When someone at the company opened it in the inbox. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('contact_requests_company_id_idx').on(t.companyId, t.createdAt.desc())],
);

export const MAIL_JOB_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailJobStatus = (typeof MAIL_JOB_STATUSES)[number];

/**
 * The mail queue: a message is stored in the same transaction as what caused it, then sent by
 * the queue worker, which retries with backoff until it gives up (`failed`). See mail/queue.ts.
 */
export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the mail is about, for operations ("contact_request", "review_confirmation" …). */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: MAIL_JOB_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_jobs_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('mail_jobs_status_check', inList(t.status, MAIL_JOB_STATUSES)),
    check('mail_jobs_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
