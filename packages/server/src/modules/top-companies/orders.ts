import type {
  CompanySponsorship,
  CompanySponsorships,
  CreateSponsorshipOrderBody,
  SponsorshipOrder,
} from '@atlas/api/endpoints/sponsorship-orders';
import {
  MAX_SPONSORED_SLOTS,
  SPONSORSHIP_CURRENCY,
  SPONSORSHIP_PRICE_CENTS_PER_MONTH,
  formatPrice,
} from '@atlas/api/sponsorship';
import type { Clock } from '../../plugins/clock';
import { HttpError } from '../../plugins/errors';
import type { AppDatabase } from '../../db/client';
import type { MailQueue } from '../../mail/queue';
import type { PaymentsProvider } from '../../payments/port';
import { sponsorshipEligibility } from './eligibility';
import type { TopCompaniesRepository, SponsorshipActor } from './repository';
import type { OrderRow, OrdersRepository } from './orders-repository';
import { renewalFailedMail } from './mail';
import { createOrderPayments } from './order-payments';
import { addMonths } from '../../lib/calendar';
import { formatDay } from './periods';
import type { InvoiceDocument } from './invoice-pdf';

/** A renewal is charged this long before the period ends, so a failure still leaves a warning. */
export const RENEW_AHEAD_MS = 3 * 24 * 60 * 60 * 1000;

const RENEWALS: SponsorshipActor = { userId: null, label: 'renewals' };

export interface OrdersServiceOptions {
  db: AppDatabase;
  repository: TopCompaniesRepository;
  orders: OrdersRepository;
  provider: PaymentsProvider;
  clock: Clock;
  mailQueue: MailQueue;
  publicUrl: string;
  brandName: string;
  /** Where staff are alerted of a payment that does not match its order (CONTACT_EMAIL). */
  staffEmail: string;
}

/**
 * Buying TOP 10 sponsorships (issue 22): orders, the provider's webhooks, renewals and invoices.
 * A sponsorship is active only between its confirmed payment and its end date; every change is
 * audited; webhooks are recorded once, so a repeated or late delivery changes nothing.
 */
export function createOrdersService(options: OrdersServiceOptions) {
  const { db, repository, orders, provider, clock, mailQueue, publicUrl, brandName } = options;
  const invoicePrefix =
    brandName
      .split(/\s+/)
      .map((word) => word[0] ?? '')
      .join('')
      .toUpperCase()
      .replace(/[^A-Z]/g, '') || 'INV';
  const payments = createOrderPayments({ ...options, invoicePrefix });

  async function present(order: OrderRow): Promise<SponsorshipOrder> {
    const pages = await orders.sponsorshipsOfOrder(db, order.id);
    return {
      id: order.id,
      status: order.status,
      months: order.months,
      amount_cents: order.amountCents,
      currency: order.currency,
      checkout_url: order.status === 'pending' ? order.checkoutUrl : null,
      reason: order.reason,
      pages: pages.map((page) => ({
        page_id: page.pageId,
        city: { id: page.cityId, name: page.cityName, slug: page.citySlug },
        service: { id: page.serviceId, name: page.serviceName, slug: page.serviceSlug },
        status: page.status,
      })),
      created_at: order.createdAt.toISOString(),
      paid_at: order.paidAt?.toISOString() ?? null,
    };
  }

  /** The order of a key once its checkout address is there (a racing twin may still be asking). */
  async function settledTwin(userId: string, key: string): Promise<OrderRow> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const twin = await orders.findOrderByKey(userId, key);
      if (twin && (twin.checkoutUrl || twin.status !== 'pending')) return twin;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new HttpError(503, 'The payment is still being prepared: try again in a moment.');
  }

  async function memberOrder(userId: string, orderId: string): Promise<OrderRow> {
    const order = await orders.findOrder(db, orderId);
    // Any of the person's companies: one who runs several may have bought for either.
    if (!order || !(await repository.isMemberOf(userId, order.companyId)))
      throw new HttpError(404, 'There is no such order.');
    return order;
  }

  async function presentSponsorship(
    companyId: number,
    row: Awaited<ReturnType<OrdersRepository['sponsorshipsOfCompany']>>[number],
    now: Date,
  ): Promise<CompanySponsorship> {
    const from = row.confirmedAt && row.confirmedAt > row.startsAt ? row.confirmedAt : row.startsAt;
    const to = row.endsAt < now ? row.endsAt : now;
    const [slot, organic, rank] = await Promise.all([
      orders.eventCounts(
        companyId,
        ['sponsored_impression', 'sponsored_click'],
        from,
        to,
        row.pageId,
      ),
      orders.eventCounts(companyId, ['profile_view', 'website_click'], from, to),
      repository.organicRank(companyId, row.cityId, row.serviceId),
    ]);
    return {
      id: row.id,
      page_id: row.pageId,
      city: { id: row.cityId, name: row.cityName, slug: row.citySlug },
      service: { id: row.serviceId, name: row.serviceName, slug: row.serviceSlug },
      status: row.status,
      running: row.status === 'active' && from <= now && row.endsAt > now,
      starts_at: from.toISOString(),
      ends_at: row.endsAt.toISOString(),
      auto_renew: row.autoRenew,
      months: row.months,
      renewal_failure: row.renewalFailure,
      organic_rank: rank,
      impressions: slot.sponsored_impression,
      clicks: slot.sponsored_click,
      organic: { profile_views: organic.profile_view, website_clicks: organic.website_click },
    };
  }

  return {
    async create(
      user: { id: string; email: string },
      body: CreateSponsorshipOrderBody,
      /** The person's current company (issue 33), which the order is for. */
      current?: string,
    ): Promise<SponsorshipOrder> {
      const company = await repository.memberCompany(user.id, current);
      if (!company) throw new HttpError(404, 'You have no company yet.');
      const replay = await orders.findOrderByKey(user.id, body.idempotency_key);
      if (replay) return present(await settledTwin(user.id, body.idempotency_key));

      const facts = await repository.eligibilityFacts(company.id);
      const eligibility = facts ? sponsorshipEligibility(facts) : null;
      if (!eligibility?.eligible)
        throw new HttpError(
          409,
          `company: ${company.name} cannot sponsor yet (missing: ${eligibility?.missing.join(', ') ?? 'a profile'})`,
          [{ field: 'company', message: `${company.name} cannot sponsor yet` }],
        );
      const now = clock.now();
      const promotable = new Map(
        (await repository.promotablePages(company.id, now)).map((page) => [page.id, page]),
      );
      const taken = await orders.placesTaken(db, body.page_ids, now, null);
      for (const pageId of body.page_ids) {
        const page = promotable.get(pageId);
        const problem = !page
          ? `page ${pageId} is not a page your company can sponsor`
          : page.ownActive
            ? `you sponsor ${page.serviceName} in ${page.cityName} already`
            : (taken.get(pageId) ?? 0) >= MAX_SPONSORED_SLOTS
              ? `${page.serviceName} in ${page.cityName} has no place left`
              : null;
        if (problem)
          throw new HttpError(409, `page_ids: ${problem}`, [
            { field: 'page_ids', message: problem },
          ]);
      }

      const amountCents = SPONSORSHIP_PRICE_CENTS_PER_MONTH * body.months * body.page_ids.length;
      const order = await orders.insertOrder(
        {
          companyId: company.id,
          userId: user.id,
          idempotencyKey: body.idempotency_key,
          months: body.months,
          amountCents,
          currency: SPONSORSHIP_CURRENCY,
          provider: provider.name,
          createdAt: now,
          pageIds: body.page_ids,
          endsAt: addMonths(now, body.months),
        },
        { userId: user.id, label: user.email },
      );
      // A twin with the same key stored its order first: answer that one.
      if (!order) return present(await settledTwin(user.id, body.idempotency_key));

      const names = body.page_ids
        .map((id) => promotable.get(id))
        .map((page) => (page ? `${page.serviceName} in ${page.cityName}` : ''))
        .join(', ');
      const back = `${publicUrl}/top-companies/promote/join?order=${order.id}`;
      try {
        const checkout = await provider.createCheckout({
          reference: order.id,
          amountCents,
          currency: SPONSORSHIP_CURRENCY,
          description: `${brandName} TOP 10 sponsorship, ${body.months} ${body.months === 1 ? 'month' : 'months'}: ${names} (${formatPrice(amountCents)})`,
          customerEmail: user.email,
          successUrl: `${back}&result=paid`,
          cancelUrl: `${back}&result=cancelled`,
        });
        await orders.setCheckout(order.id, checkout);
      } catch (error) {
        await orders.setCheckout(order.id, null);
        throw new HttpError(
          503,
          `The payment provider could not be reached: ${error instanceof Error ? error.message : 'try again later'}`,
        );
      }
      const stored = await orders.findOrder(db, order.id);
      if (!stored) throw new Error('the order disappeared');
      return present(stored);
    },

    async get(userId: string, orderId: string): Promise<SponsorshipOrder> {
      return present(await memberOrder(userId, orderId));
    },

    /** A verified webhook delivery (order-payments.ts). */
    handle: payments.handle,

    async listForCompany(company: { id: number; slug: string }): Promise<CompanySponsorships> {
      const now = clock.now();
      const rows = await orders.sponsorshipsOfCompany(company.id);
      const sponsorships = await Promise.all(
        rows.map((row) => presentSponsorship(company.id, row, now)),
      );
      const invoiceRows = await orders.invoicesOf(company.id);
      return {
        sponsorships,
        invoices: invoiceRows.map((invoice) => ({
          id: invoice.id,
          number: invoice.number,
          issued_at: invoice.issuedAt.toISOString(),
          amount_cents: invoice.amountCents,
          currency: invoice.currency,
          pdf_path: `/companies/${encodeURIComponent(company.slug)}/invoices/${invoice.id}/pdf`,
        })),
      };
    },

    /** An invoice of the company, ready to draw; null when it has no such invoice. */
    async invoiceDocument(companyId: number, invoiceId: number): Promise<InvoiceDocument | null> {
      const [invoice, company] = await Promise.all([
        orders.invoiceOf(companyId, invoiceId),
        orders.billedCompany(companyId),
      ]);
      if (!invoice || !company) return null;
      return {
        number: invoice.number,
        issuedAt: invoice.issuedAt,
        brandName,
        publicUrl,
        company,
        lines: invoice.lines,
        amountCents: invoice.amountCents,
        currency: invoice.currency,
        paymentRef: invoice.paymentRef,
      };
    },

    async cancelRenewal(
      companyId: number,
      sponsorshipId: number,
      actor: SponsorshipActor,
    ): Promise<CompanySponsorship> {
      const now = clock.now();
      const find = async () =>
        (await orders.sponsorshipsOfCompany(companyId)).find((row) => row.id === sponsorshipId);
      const row = await find();
      if (!row) throw new HttpError(404, 'There is no such sponsorship.');
      if (row.autoRenew)
        await db.transaction((tx) =>
          orders.setSponsorship(
            tx,
            row.id,
            { autoRenew: false },
            actor,
            'sponsorship.cancel_renewal',
          ),
        );
      const after = await find();
      if (!after) throw new HttpError(404, 'There is no such sponsorship.');
      return presentSponsorship(companyId, after, now);
    },

    /**
     * Charges every sponsorship due within RENEW_AHEAD_MS for its next period, and marks ended the
     * ones whose period is over. A declined card turns the renewal off and tells the members; the
     * slot runs to its end. The idempotency key names the period, so a rerun never charges twice.
     */
    async renewDue(): Promise<{ renewed: number; failed: number; ended: number }> {
      const now = clock.now();
      let renewed = 0;
      let failed = 0;
      for (const due of await orders.dueForRenewal(now, new Date(now.getTime() + RENEW_AHEAD_MS))) {
        const months = due.months;
        const amountCents = SPONSORSHIP_PRICE_CENTS_PER_MONTH * months;
        const nextEnd = addMonths(due.endsAt, months);
        const result = due.customerRef
          ? await provider.charge({
              customerRef: due.customerRef,
              amountCents,
              currency: due.currency,
              description: `${brandName} TOP 10 sponsorship renewal: ${due.serviceName} in ${due.cityName}`,
              idempotencyKey: `renewal:${due.id}:${due.endsAt.toISOString()}`,
            })
          : ({ status: 'failed', reason: 'No saved card to charge.' } as const);
        await db.transaction(async (tx) => {
          if (result.status === 'succeeded') {
            await orders.setSponsorship(
              tx,
              due.id,
              { endsAt: nextEnd, renewalFailure: null },
              RENEWALS,
              'sponsorship.renew',
            );
            await orders.insertInvoice(tx, {
              companyId: due.companyId,
              orderId: due.orderId,
              lines: [
                {
                  description: `TOP 10 sponsorship renewal: ${due.serviceName} in ${due.cityName}, ${formatDay(due.endsAt)} to ${formatDay(nextEnd)}`,
                  amount_cents: amountCents,
                },
              ],
              currency: due.currency,
              paymentRef: result.paymentRef,
              issuedAt: now,
              prefix: invoicePrefix,
            });
            renewed += 1;
            return;
          }
          await orders.setSponsorship(
            tx,
            due.id,
            { autoRenew: false, renewalFailure: result.reason },
            RENEWALS,
            'sponsorship.renewal_failed',
          );
          for (const member of await orders.membersOf(due.companyId))
            await mailQueue.enqueue(
              tx,
              'sponsorship_renewal_failed',
              renewalFailedMail({
                brandName,
                to: member.email,
                name: member.name,
                companyName: member.company,
                page: `${due.serviceName} in ${due.cityName}`,
                endsOn: formatDay(due.endsAt),
                reason: result.reason,
                url: `${publicUrl}/top-companies/promote`,
              }),
            );
          failed += 1;
        });
      }
      let ended = 0;
      for (const row of await orders.overdue(now)) {
        await db.transaction((tx) =>
          orders.setSponsorship(tx, row.id, { status: 'ended' }, RENEWALS, 'sponsorship.ended'),
        );
        ended += 1;
      }
      if (failed > 0) mailQueue.kick();
      return { renewed, failed, ended };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
