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
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_ORDER_STATUSES, type PaymentOrderStatus } from '@atlas/api/sponsorship';
import { companies } from './companies';
import { inList } from './constraints';
import { users } from './users';

/**
 * One purchase of TOP 10 sponsorships (issue 22): the pages and the period a member chose, and
 * where its payment stands with the provider. Its sponsorships are created pending with it and
 * turn active when the provider's signed webhook confirms the payment.
 */
export const sponsorshipOrders = pgTable(
  'sponsorship_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A retried "continue to payment" (same key, same person) finds this order again. */
    idempotencyKey: text('idempotency_key').notNull(),
    months: smallint('months').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_ORDER_STATUSES })
      .$type<PaymentOrderStatus>()
      .notNull()
      .default('pending'),
    /** `stand-in` or the real provider's name. */
    provider: text('provider').notNull(),
    providerCheckoutId: text('provider_checkout_id'),
    checkoutUrl: text('checkout_url'),
    /** The provider's saved customer (card) that renewals charge; null when none was saved. */
    customerRef: text('customer_ref'),
    paymentRef: text('payment_ref'),
    /** Why it was declined or refunded, as the provider or our check said it. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    unique('sponsorship_orders_key_unique').on(t.userId, t.idempotencyKey),
    index('sponsorship_orders_company_idx').on(t.companyId, t.createdAt),
    check('sponsorship_orders_status_check', inList(t.status, PAYMENT_ORDER_STATUSES)),
    check('sponsorship_orders_months_check', sql`${t.months} BETWEEN 1 AND 12`),
    check('sponsorship_orders_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * What became of a webhook event: `recorded` as it came (acted on when it applied), or
 * `mismatch` when its amount, currency or checkout differ from its order's, so it changed
 * nothing and staff were alerted (issue 34).
 */
export const PAYMENT_EVENT_STATUSES = ['recorded', 'mismatch'] as const;
export type PaymentEventStatus = (typeof PAYMENT_EVENT_STATUSES)[number];

/**
 * Every webhook event a provider sent, once: a repeated delivery finds its row and changes
 * nothing (webhooks may repeat or arrive out of order).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: uuid('order_id').references(() => sponsorshipOrders.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: PAYMENT_EVENT_STATUSES })
      .$type<PaymentEventStatus>()
      .notNull()
      .default('recorded'),
    /** What did not match the order, for a mismatch. */
    reason: text('reason'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('payment_events_provider_event_unique').on(t.provider, t.eventId),
    check('payment_events_status_check', inList(t.status, PAYMENT_EVENT_STATUSES)),
  ],
);

/**
 * An invoice for a paid order or a renewal, numbered without gaps per year ("AA-2026-000042");
 * its PDF is drawn from this row whenever it is asked for, so it never goes stale or missing.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    number: text('number').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => sponsorshipOrders.id, { onDelete: 'set null' }),
    /** What was bought, one line per page and period. */
    lines: jsonb('lines').$type<{ description: string; amount_cents: number }[]>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    paymentRef: text('payment_ref'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('invoices_company_idx').on(t.companyId, t.issuedAt)],
);
