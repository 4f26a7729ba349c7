import { MAX_SPONSORED_SLOTS, SPONSORSHIP_PRICE_CENTS_PER_MONTH } from '@atlas/api/sponsorship';
import type { AppDatabase } from '../../db/client';
import type { MailQueue } from '../../mail/queue';
import type { PaymentEvent, PaymentsProvider } from '../../payments/port';
import type { Clock } from '../../plugins/clock';
import { paymentMismatchMail, sponsorshipActiveMail } from './mail';
import type { OrderRow, OrdersRepository } from './orders-repository';
import { addMonths } from '../../lib/calendar';
import { formatDay } from './periods';
import type { SponsorshipActor } from './repository';

const WEBHOOK: SponsorshipActor = { userId: null, label: 'payments webhook' };

type PaidEvent = Extract<PaymentEvent, { type: 'checkout.paid' }>;
type DeclinedEvent = Extract<PaymentEvent, { type: 'checkout.declined' }>;

/**
 * What of a signed event does not match its order, in words; null when it all does. A payment
 * must carry the order's amount and currency and name the checkout the order was sent to; a
 * decline must name that checkout.
 */
export function paymentMismatch(
  order: Pick<OrderRow, 'amountCents' | 'currency' | 'providerCheckoutId'>,
  event: PaymentEvent,
): string | null {
  const problems: string[] = [];
  if (event.type === 'checkout.paid') {
    if (event.amountCents !== order.amountCents)
      problems.push(`amount ${event.amountCents} cents where the order is ${order.amountCents}`);
    if (event.currency.toUpperCase() !== order.currency.toUpperCase())
      problems.push(`currency ${event.currency || 'none'} where the order is ${order.currency}`);
  }
  if (event.checkoutId !== order.providerCheckoutId)
    problems.push(
      `checkout ${event.checkoutId} where the order's is ${order.providerCheckoutId ?? 'none'}`,
    );
  return problems.length > 0 ? problems.join('; ') : null;
}

export interface OrderPaymentsOptions {
  db: AppDatabase;
  orders: OrdersRepository;
  provider: PaymentsProvider;
  clock: Clock;
  mailQueue: MailQueue;
  publicUrl: string;
  brandName: string;
  /** Where staff are alerted (the team's address, CONTACT_EMAIL). */
  staffEmail: string;
  invoicePrefix: string;
}

/**
 * The provider's verified webhooks applied to orders (issue 22): each event is recorded once, so
 * a repeated or late delivery changes nothing. An event whose money or checkout does not match
 * its order (issue 34) is recorded as a mismatch, changes nothing and alerts staff.
 */
export function createOrderPayments(options: OrderPaymentsOptions) {
  const { db, orders, provider, clock, mailQueue, publicUrl, brandName } = options;

  /** Records the event; the order (locked) when the event is new and matches it, else null. */
  async function take(tx: AppDatabase, event: PaymentEvent, now: Date) {
    const order = await orders.findOrder(tx, event.reference, true);
    const mismatch = order ? paymentMismatch(order, event) : null;
    const fresh = await orders.recordEvent(tx, {
      provider: provider.name,
      eventId: event.id,
      type: event.type,
      orderId: order?.id ?? null,
      payload: { ...event, occurredAt: event.occurredAt.toISOString() },
      receivedAt: now,
      ...(mismatch === null ? {} : { mismatch }),
    });
    if (!fresh || !order) return null;
    if (mismatch === null) return order;
    await orders.audit(
      tx,
      WEBHOOK,
      'sponsorship_order.payment_mismatch',
      'sponsorship_order',
      order.id,
      { event: event.id, type: event.type, mismatch },
    );
    const company = await orders.billedCompany(order.companyId);
    await mailQueue.enqueue(
      tx,
      'payment_mismatch',
      paymentMismatchMail({
        brandName,
        to: options.staffEmail,
        orderId: order.id,
        companyName: company?.name ?? `company ${order.companyId}`,
        provider: provider.name,
        eventId: event.id,
        mismatch,
      }),
    );
    return 'mismatch' as const;
  }

  async function applyPaid(event: PaidEvent) {
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      const order = await take(tx, event, now);
      if (order === 'mismatch') return { kind: 'mismatch' as const };
      if (!order || order.status === 'paid' || order.status === 'refunded') return null;
      const rows = await orders.sponsorshipsOfOrder(tx, order.id);
      const taken = await orders.placesTaken(
        tx,
        rows.map((row) => row.pageId),
        now,
        order.id,
      );
      const full = rows.filter((row) => (taken.get(row.pageId) ?? 0) >= MAX_SPONSORED_SLOTS);
      if (full.length > 0) {
        const reason = `No place was left on ${full.map((row) => `${row.serviceName} in ${row.cityName}`).join(', ')} when the payment arrived; it is refunded in full.`;
        await orders.updateOrder(tx, order.id, {
          status: 'refunded',
          reason,
          paymentRef: event.paymentRef,
        });
        for (const row of rows)
          await orders.setSponsorship(
            tx,
            row.id,
            { status: 'cancelled' },
            WEBHOOK,
            'sponsorship.cancelled',
          );
        await orders.audit(tx, WEBHOOK, 'sponsorship_order.refund', 'sponsorship_order', order.id, {
          status: [order.status, 'refunded'],
          reason,
        });
        return { kind: 'refund' as const, order, paymentRef: event.paymentRef };
      }
      const endsAt = addMonths(now, order.months);
      await orders.updateOrder(tx, order.id, {
        status: 'paid',
        paidAt: now,
        paymentRef: event.paymentRef,
        customerRef: event.customerRef,
        reason: null,
      });
      await orders.audit(tx, WEBHOOK, 'sponsorship_order.paid', 'sponsorship_order', order.id, {
        status: [order.status, 'paid'],
        payment_ref: event.paymentRef,
      });
      for (const row of rows)
        await orders.setSponsorship(
          tx,
          row.id,
          { status: 'active', confirmedAt: now, startsAt: now, endsAt },
          WEBHOOK,
          'sponsorship.active',
        );
      const perPage = SPONSORSHIP_PRICE_CENTS_PER_MONTH * order.months;
      const invoice = await orders.insertInvoice(tx, {
        companyId: order.companyId,
        orderId: order.id,
        lines: rows.map((row) => ({
          description: `TOP 10 sponsorship: ${row.serviceName} in ${row.cityName}, ${formatDay(now)} to ${formatDay(endsAt)}`,
          amount_cents: perPage,
        })),
        currency: order.currency,
        paymentRef: event.paymentRef,
        issuedAt: now,
        prefix: options.invoicePrefix,
      });
      const members = await orders.membersOf(order.companyId);
      for (const member of members)
        await mailQueue.enqueue(
          tx,
          'sponsorship_active',
          sponsorshipActiveMail({
            brandName,
            to: member.email,
            name: member.name,
            companyName: member.company,
            pages: rows.map((row) => `${row.serviceName} in ${row.cityName}`),
            until: formatDay(endsAt),
            invoiceNumber: invoice.number,
            url: `${publicUrl}/dashboard/promo-membership?company=${encodeURIComponent(member.companySlug)}`,
          }),
        );
      return { kind: 'paid' as const };
    });
    if (outcome?.kind === 'refund')
      await provider.refund(outcome.paymentRef, outcome.order.amountCents);
    if (outcome) mailQueue.kick();
  }

  async function applyDeclined(event: DeclinedEvent) {
    const now = clock.now();
    const mismatched = await db.transaction(async (tx) => {
      const order = await take(tx, event, now);
      if (order === 'mismatch') return true;
      // A decline that arrives after the payment (out of order) changes nothing.
      if (!order || order.status !== 'pending') return false;
      await orders.updateOrder(tx, order.id, { status: 'declined', reason: event.reason });
      await orders.audit(tx, WEBHOOK, 'sponsorship_order.declined', 'sponsorship_order', order.id, {
        status: [order.status, 'declined'],
        reason: event.reason,
      });
      for (const row of await orders.sponsorshipsOfOrder(tx, order.id))
        await orders.setSponsorship(
          tx,
          row.id,
          { status: 'cancelled' },
          WEBHOOK,
          'sponsorship.cancelled',
        );
      return false;
    });
    if (mismatched) mailQueue.kick();
  }

  return {
    /** A verified webhook delivery. */
    async handle(event: PaymentEvent): Promise<void> {
      if (event.type === 'checkout.paid') await applyPaid(event);
      else await applyDeclined(event);
    },
  };
}
