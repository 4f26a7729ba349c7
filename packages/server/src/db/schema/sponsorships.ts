import { SPONSORSHIP_STATUSES, type SponsorshipStatus } from '@atlas/api/sponsorship';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { inList } from './constraints';
import { citySponsorshipPages } from './locations';
import { sponsorshipOrders } from './payments';

/**
 * A company's paid slot above the organic ten of one TOP 10 page (a service in a city, issue 22).
 * It counts only while `status` is active and the clock is inside [starts_at, ends_at): "active
 * between confirmed payment and its end date" (modules/top-companies/repository.ts `activeAt`).
 * `confirmed_at` is when the payment was confirmed; a pending row has none yet.
 */
export const sponsorships = pgTable(
  'sponsorships',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => citySponsorshipPages.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SPONSORSHIP_STATUSES })
      .$type<SponsorshipStatus>()
      .notNull()
      .default('pending'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The purchase it came from; null for one granted by staff or the CLI. */
    orderId: uuid('order_id').references(() => sponsorshipOrders.id, { onDelete: 'set null' }),
    /** Renewed for another period at its end; cancelling turns it off, the slot runs to its end. */
    autoRenew: boolean('auto_renew').notNull().default(true),
    /** Why the last renewal did not happen (a declined card), shown to the company. */
    renewalFailure: text('renewal_failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('sponsorships_page_idx').on(t.pageId, t.status, t.endsAt),
    index('sponsorships_company_idx').on(t.companyId, t.status),
    index('sponsorships_order_idx').on(t.orderId),
    check('sponsorships_status_check', inList(t.status, SPONSORSHIP_STATUSES)),
    check('sponsorships_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'sponsorships_active_confirmed_check',
      sql`${t.status} <> 'active' OR ${t.confirmedAt} IS NOT NULL`,
    ),
  ],
);
