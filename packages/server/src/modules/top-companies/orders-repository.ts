import { and, asc, count, desc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { PaymentOrderStatus, SponsorshipStatus } from '@atlas/api/sponsorship';
import type { AppDatabase } from '../../db/client';
import {
  analyticsEvents,
  auditLog,
  cities,
  citySponsorshipPages,
  companies,
  companyMembers,
  invoices,
  paymentEvents,
  services,
  sponsorshipOrders,
  sponsorships,
  users,
} from '../../db/schema';
import { activeAt, type SponsorshipActor } from './repository';

/** How long a pending order holds its places while the buyer is on the checkout page. */
export const PENDING_HOLD_MS = 60 * 60 * 1000;

export type OrderRow = typeof sponsorshipOrders.$inferSelect;
export type SponsorshipRow = typeof sponsorships.$inferSelect;

/** The SQL of purchases, payment events and invoices (issue 22). */
export function createOrdersRepository(db: AppDatabase) {
  async function audit(
    target: AppDatabase,
    actor: SponsorshipActor,
    action: string,
    entity: 'sponsorship' | 'sponsorship_order',
    entityId: string,
    changes: Record<string, unknown>,
  ) {
    await target.insert(auditLog).values({
      actorUserId: actor.userId,
      actorLabel: actor.label,
      action,
      entity,
      entityId,
      changes,
    });
  }

  /** Places of a page taken at `now`: active sponsorships and other orders still at checkout. */
  async function placesTaken(
    target: AppDatabase,
    pageIds: number[],
    now: Date,
    exceptOrder: string | null,
  ) {
    if (pageIds.length === 0) return new Map<number, number>();
    const holdSince = new Date(now.getTime() - PENDING_HOLD_MS).toISOString();
    const rows = await target
      .select({ pageId: sponsorships.pageId, total: count() })
      .from(sponsorships)
      .leftJoin(sponsorshipOrders, eq(sponsorshipOrders.id, sponsorships.orderId))
      .where(
        and(
          inArray(sponsorships.pageId, pageIds),
          exceptOrder === null
            ? undefined
            : or(sql`${sponsorships.orderId} IS NULL`, ne(sponsorships.orderId, exceptOrder)),
          or(
            activeAt(now),
            and(
              eq(sponsorships.status, 'pending'),
              eq(sponsorshipOrders.status, 'pending'),
              gte(sponsorshipOrders.createdAt, sql`${holdSince}::timestamptz`),
            ),
          ),
        ),
      )
      .groupBy(sponsorships.pageId);
    return new Map(rows.map((row) => [row.pageId, row.total]));
  }

  return {
    audit,
    placesTaken,

    async findOrder(target: AppDatabase, id: string, lock = false) {
      const query = target.select().from(sponsorshipOrders).where(eq(sponsorshipOrders.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async findOrderByKey(userId: string, key: string) {
      const [row] = await db
        .select()
        .from(sponsorshipOrders)
        .where(
          and(eq(sponsorshipOrders.userId, userId), eq(sponsorshipOrders.idempotencyKey, key)),
        );
      return row ?? null;
    },

    /** Stores the order with its pending sponsorships; null when the key was used already. */
    async insertOrder(
      values: {
        companyId: number;
        userId: string;
        idempotencyKey: string;
        months: number;
        amountCents: number;
        currency: string;
        provider: string;
        createdAt: Date;
        pageIds: number[];
        endsAt: Date;
      },
      actor: SponsorshipActor,
    ): Promise<OrderRow | null> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .insert(sponsorshipOrders)
          .values({
            companyId: values.companyId,
            userId: values.userId,
            idempotencyKey: values.idempotencyKey,
            months: values.months,
            amountCents: values.amountCents,
            currency: values.currency,
            provider: values.provider,
            createdAt: values.createdAt,
          })
          .onConflictDoNothing()
          .returning();
        if (!order) return null;
        const rows = await tx
          .insert(sponsorships)
          .values(
            values.pageIds.map((pageId) => ({
              companyId: values.companyId,
              pageId,
              status: 'pending' as const,
              startsAt: values.createdAt,
              endsAt: values.endsAt,
              orderId: order.id,
            })),
          )
          .returning({ id: sponsorships.id, pageId: sponsorships.pageId });
        await audit(tx, actor, 'sponsorship_order.create', 'sponsorship_order', order.id, {
          company_id: values.companyId,
          page_ids: values.pageIds,
          months: values.months,
          amount_cents: values.amountCents,
          sponsorship_ids: rows.map((row) => row.id),
        });
        return order;
      });
    },

    async setCheckout(
      id: string,
      checkout: { checkoutId: string; url: string } | null,
      reason?: string,
    ) {
      await db
        .update(sponsorshipOrders)
        .set(
          checkout
            ? { providerCheckoutId: checkout.checkoutId, checkoutUrl: checkout.url }
            : {
                status: 'declined',
                reason: reason ?? 'The payment provider could not be reached.',
              },
        )
        .where(eq(sponsorshipOrders.id, id));
    },

    /** Records a webhook event; false when the same event was recorded before. */
    async recordEvent(
      target: AppDatabase,
      values: {
        provider: string;
        eventId: string;
        type: string;
        orderId: string | null;
        payload: Record<string, unknown>;
        receivedAt: Date;
        /** A mismatch with its order, and what did not match (issue 34). */
        mismatch?: string;
      },
    ): Promise<boolean> {
      const { mismatch, ...event } = values;
      const [row] = await target
        .insert(paymentEvents)
        .values(mismatch === undefined ? event : { ...event, status: 'mismatch', reason: mismatch })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return row !== undefined;
    },

    async updateOrder(
      target: AppDatabase,
      id: string,
      changes: Partial<{
        status: PaymentOrderStatus;
        reason: string | null;
        paidAt: Date;
        customerRef: string | null;
        paymentRef: string;
      }>,
    ) {
      await target.update(sponsorshipOrders).set(changes).where(eq(sponsorshipOrders.id, id));
    },

    async sponsorshipsOfOrder(target: AppDatabase, orderId: string) {
      return target
        .select({
          id: sponsorships.id,
          pageId: sponsorships.pageId,
          status: sponsorships.status,
          startsAt: sponsorships.startsAt,
          endsAt: sponsorships.endsAt,
          cityId: cities.id,
          cityName: cities.name,
          citySlug: cities.slug,
          serviceId: services.id,
          serviceName: services.name,
          serviceSlug: services.slug,
        })
        .from(sponsorships)
        .innerJoin(citySponsorshipPages, eq(citySponsorshipPages.id, sponsorships.pageId))
        .innerJoin(cities, eq(cities.id, citySponsorshipPages.cityId))
        .innerJoin(services, eq(services.id, citySponsorshipPages.serviceId))
        .where(eq(sponsorships.orderId, orderId))
        .orderBy(asc(sponsorships.id));
    },

    async setSponsorship(
      target: AppDatabase,
      id: number,
      changes: Partial<{
        status: SponsorshipStatus;
        confirmedAt: Date;
        startsAt: Date;
        endsAt: Date;
        autoRenew: boolean;
        renewalFailure: string | null;
      }>,
      actor: SponsorshipActor,
      action: string,
    ) {
      const [before] = await target
        .select()
        .from(sponsorships)
        .where(eq(sponsorships.id, id))
        .for('update');
      if (!before) return null;
      const [row] = await target
        .update(sponsorships)
        .set(changes)
        .where(eq(sponsorships.id, id))
        .returning();
      const diff: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(changes)) {
        const old = before[key as keyof typeof before];
        const show = (item: unknown) => (item instanceof Date ? item.toISOString() : item);
        diff[key] = [show(old), show(value)];
      }
      await audit(target, actor, action, 'sponsorship', String(id), diff);
      return row ?? null;
    },

    /**
     * Issues the next invoice number of the year without gaps: numbering is serialised by a
     * transaction-scoped advisory lock, so two payments at once get consecutive numbers.
     */
    async insertInvoice(
      target: AppDatabase,
      values: {
        companyId: number;
        orderId: string | null;
        lines: { description: string; amount_cents: number }[];
        currency: string;
        paymentRef: string | null;
        issuedAt: Date;
        prefix: string;
      },
    ) {
      const year = values.issuedAt.getUTCFullYear();
      await target.execute(sql`SELECT pg_advisory_xact_lock(hashtext('invoice-numbers'))`);
      const stem = `${values.prefix}-${year}-`;
      const [last] = await target
        .select({ number: invoices.number })
        .from(invoices)
        .where(sql`${invoices.number} LIKE ${`${stem}%`}`)
        .orderBy(desc(invoices.number))
        .limit(1);
      const next = last ? Number(last.number.slice(stem.length)) + 1 : 1;
      const [row] = await target
        .insert(invoices)
        .values({
          number: `${stem}${String(next).padStart(6, '0')}`,
          companyId: values.companyId,
          orderId: values.orderId,
          lines: values.lines,
          amountCents: values.lines.reduce((sum, line) => sum + line.amount_cents, 0),
          currency: values.currency,
          paymentRef: values.paymentRef,
          issuedAt: values.issuedAt,
        })
        .returning();
      if (!row) throw new Error('the invoice was not stored');
      return row;
    },

    async invoicesOf(companyId: number) {
      return db
        .select()
        .from(invoices)
        .where(eq(invoices.companyId, companyId))
        .orderBy(desc(invoices.issuedAt), desc(invoices.id));
    },

    async invoiceOf(companyId: number, id: number) {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)));
      return row ?? null;
    },

    /** The company's sponsorships that were paid for or granted, newest first. */
    async sponsorshipsOfCompany(companyId: number) {
      return db
        .select({
          id: sponsorships.id,
          pageId: sponsorships.pageId,
          status: sponsorships.status,
          startsAt: sponsorships.startsAt,
          endsAt: sponsorships.endsAt,
          confirmedAt: sponsorships.confirmedAt,
          autoRenew: sponsorships.autoRenew,
          renewalFailure: sponsorships.renewalFailure,
          cityId: cities.id,
          cityName: cities.name,
          citySlug: cities.slug,
          serviceId: services.id,
          serviceName: services.name,
          serviceSlug: services.slug,
          months: sponsorshipOrders.months,
        })
        .from(sponsorships)
        .innerJoin(citySponsorshipPages, eq(citySponsorshipPages.id, sponsorships.pageId))
        .innerJoin(cities, eq(cities.id, citySponsorshipPages.cityId))
        .innerJoin(services, eq(services.id, citySponsorshipPages.serviceId))
        .leftJoin(sponsorshipOrders, eq(sponsorshipOrders.id, sponsorships.orderId))
        .where(
          and(eq(sponsorships.companyId, companyId), sql`${sponsorships.confirmedAt} IS NOT NULL`),
        )
        .orderBy(desc(sponsorships.startsAt), desc(sponsorships.id));
    },

    /**
     * How many of each named event the company had in [from, to), counting only those of one
     * TOP 10 page when `pageId` is given (its sponsored place's impressions and clicks).
     */
    async eventCounts<Name extends string>(
      companyId: number,
      names: readonly Name[],
      from: Date,
      to: Date,
      pageId?: number,
    ): Promise<Record<Name, number>> {
      const rows = await db
        .select({ name: analyticsEvents.name, total: count() })
        .from(analyticsEvents)
        .where(
          and(
            eq(analyticsEvents.companyId, companyId),
            inArray(analyticsEvents.name, [...names]),
            gte(analyticsEvents.occurredAt, from),
            sql`${analyticsEvents.occurredAt} < ${to.toISOString()}::timestamptz`,
            pageId === undefined
              ? undefined
              : sql`${analyticsEvents.props}->>'page_id' = ${String(pageId)}`,
          ),
        )
        .groupBy(analyticsEvents.name);
      const counts = Object.fromEntries(names.map((name) => [name, 0])) as Record<Name, number>;
      for (const row of rows) if (row.name in counts) counts[row.name as Name] = row.total;
      return counts;
    },

    /** Active sponsorships that renew and end before `until`, with the order's saved customer. */
    async dueForRenewal(now: Date, until: Date) {
      return db
        .select({
          id: sponsorships.id,
          companyId: sponsorships.companyId,
          pageId: sponsorships.pageId,
          endsAt: sponsorships.endsAt,
          months: sponsorshipOrders.months,
          currency: sponsorshipOrders.currency,
          customerRef: sponsorshipOrders.customerRef,
          orderId: sponsorshipOrders.id,
          cityName: cities.name,
          serviceName: services.name,
        })
        .from(sponsorships)
        .innerJoin(sponsorshipOrders, eq(sponsorshipOrders.id, sponsorships.orderId))
        .innerJoin(citySponsorshipPages, eq(citySponsorshipPages.id, sponsorships.pageId))
        .innerJoin(cities, eq(cities.id, citySponsorshipPages.cityId))
        .innerJoin(services, eq(services.id, citySponsorshipPages.serviceId))
        .where(
          and(activeAt(now), eq(sponsorships.autoRenew, true), lte(sponsorships.endsAt, until)),
        )
        .orderBy(asc(sponsorships.endsAt));
    },

    /** Active rows whose period is over: marked ended. */
    async overdue(now: Date) {
      return db
        .select({ id: sponsorships.id })
        .from(sponsorships)
        .where(and(eq(sponsorships.status, 'active'), lte(sponsorships.endsAt, now)));
    },

    /** What an invoice says about the company it bills. */
    async billedCompany(companyId: number) {
      const [row] = await db
        .select({
          name: companies.name,
          website: companies.website,
          address: sql<
            string | null
          >`(SELECT hq.address FROM company_locations AS hq WHERE hq.company_id = "companies"."id" AND hq.is_headquarter LIMIT 1)`,
        })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row ?? null;
    },

    /** The e-mail addresses of a company's members, and its name and slug. */
    async membersOf(companyId: number) {
      return db
        .select({
          email: users.email,
          name: users.name,
          company: companies.name,
          companySlug: companies.slug,
        })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(eq(companyMembers.companyId, companyId));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
