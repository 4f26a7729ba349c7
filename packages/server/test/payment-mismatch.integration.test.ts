import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPONSORSHIP_PRICE_CENTS_PER_MONTH } from '@atlas/api/sponsorship';
import {
  citySponsorshipPages,
  companies,
  invoices,
  mailJobs,
  paymentEvents,
  sponsorshipOrders,
  sponsorships,
} from '../src/db/schema';
import { createOrdersRepository } from '../src/modules/top-companies/orders-repository';
import { createOrdersService } from '../src/modules/top-companies/orders';
import { createTopCompaniesRepository } from '../src/modules/top-companies/repository';
import { signPayload } from '../src/payments/signature';
import type { StandInEvent } from '../src/payments/stand-in';
import { createStripeProvider } from '../src/payments/stripe';
import { PAYMENTS_WEBHOOK_PATH, STAND_IN_SIGNATURE_HEADER } from '../src/payments/webhook';
import { buildTestServer, type TestServer } from './helpers/server';

/**
 * The money of a paid checkout must match its order (issue 34, defect 4): a correctly signed
 * event of another amount, currency or checkout is recorded as a mismatch, the order stays unpaid
 * and staff are e-mailed; the right event still activates the order.
 */
const SECRET = 'a webhook secret for the mismatch tests, 32+ characters';
const now = new Date('2026-05-04T10:00:00Z');
const PRICE = SPONSORSHIP_PRICE_CENTS_PER_MONTH;
let server: TestServer;
let companyId: number;
/** A page per order, so no page fills up (a full page refunds through the provider). */
let pageIds: number[] = [];
const db = () => server.app.database.db;

beforeAll(async () => {
  server = await buildTestServer({
    companies: 2,
    clock: { now: () => now },
    config: { PAYMENTS_WEBHOOK_SECRET: SECRET },
  });
  const [company] = await db().select({ id: companies.id }).from(companies).limit(1);
  const pages = await db().select({ id: citySponsorshipPages.id }).from(citySponsorshipPages);
  if (!company || pages.length < 8) throw new Error('the seed has no company or too few pages');
  companyId = company.id;
  pageIds = pages.map((page) => page.id);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** A pending $299 order for one page, as "continue to payment" leaves it. */
async function pendingOrder(provider: string) {
  const checkoutId = `cs_${provider}_${randomUUID().slice(0, 8)}`;
  const [order] = await db()
    .insert(sponsorshipOrders)
    .values({
      companyId,
      idempotencyKey: randomUUID(),
      months: 1,
      amountCents: PRICE,
      currency: 'USD',
      provider,
      providerCheckoutId: checkoutId,
      checkoutUrl: `https://pay.example/${checkoutId}`,
      createdAt: now,
    })
    .returning();
  if (!order) throw new Error('no order');
  await db()
    .insert(sponsorships)
    .values({
      companyId,
      pageId: pageIds.shift() ?? 0,
      orderId: order.id,
      startsAt: now,
      endsAt: new Date(now.getTime() + 30 * 86_400_000),
    });
  return { id: order.id, checkoutId };
}

function standInDelivery(
  order: { id: string; checkoutId: string },
  data: Partial<StandInEvent['data']> = {},
) {
  const event: StandInEvent = {
    id: `evt_${randomUUID()}`,
    type: 'checkout.completed',
    created: Math.floor(now.getTime() / 1000),
    data: {
      checkout_id: order.checkoutId,
      reference: order.id,
      amount: PRICE,
      currency: 'USD',
      payment_id: `py_standin_${randomUUID().slice(0, 8)}`,
      customer: 'cus_standin_4242424242424242_ab',
      failure_message: null,
      ...data,
    },
  };
  const body = JSON.stringify(event);
  return { eventId: event.id, body, signature: signPayload(body, SECRET, now) };
}

async function deliver(delivery: { body: string; signature: string }) {
  return server.app.inject({
    method: 'POST',
    url: `/api${PAYMENTS_WEBHOOK_PATH}`,
    headers: {
      'content-type': 'application/json',
      [STAND_IN_SIGNATURE_HEADER]: delivery.signature,
    },
    payload: delivery.body,
  });
}

async function state(orderId: string, eventId: string) {
  const [order] = await db()
    .select({ status: sponsorshipOrders.status, paidAt: sponsorshipOrders.paidAt })
    .from(sponsorshipOrders)
    .where(eq(sponsorshipOrders.id, orderId));
  const slots = await db()
    .select({ status: sponsorships.status })
    .from(sponsorships)
    .where(eq(sponsorships.orderId, orderId));
  const billed = await db().select().from(invoices).where(eq(invoices.orderId, orderId));
  const [event] = await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
  const alerts = await db()
    .select({ subject: mailJobs.subject, text: mailJobs.text })
    .from(mailJobs)
    .where(
      and(
        eq(mailJobs.kind, 'payment_mismatch'),
        eq(mailJobs.recipient, server.app.appConfig.contactEmail),
      ),
    );
  return {
    order,
    slots: slots.map((slot) => slot.status),
    invoices: billed.length,
    event: event && { status: event.status, reason: event.reason },
    alerts: alerts.filter((alert) => alert.text.includes(orderId)),
  };
}

function expectMismatch(found: Awaited<ReturnType<typeof state>>, reason: RegExp) {
  expect(found.order).toEqual({ status: 'pending', paidAt: null });
  expect(found.slots).toEqual(['pending']);
  expect(found.invoices).toBe(0);
  expect(found.event?.status).toBe('mismatch');
  expect(found.event?.reason).toMatch(reason);
  expect(found.alerts).toHaveLength(1);
  expect(found.alerts[0]?.text).toMatch(reason);
}

describe('a signed stand-in checkout.completed that does not match its order', () => {
  it.each([
    ['of 1 cent', { amount: 1 }, /amount/],
    ['in another currency', { currency: 'EUR' }, /currency/],
    ['of another checkout', { checkout_id: 'cs_standin_someone_else' }, /checkout/],
  ] as const)(
    '%s leaves the order unpaid, records the mismatch and alerts staff',
    async (_, data, reason) => {
      const order = await pendingOrder('stand-in');
      const delivery = standInDelivery(order, data);
      expect((await deliver(delivery)).statusCode).toBe(200);
      expectMismatch(await state(order.id, delivery.eventId), reason);
      // Delivered again, it is the same event: nothing more happens, no second alert.
      expect((await deliver(delivery)).statusCode).toBe(200);
      expect((await state(order.id, delivery.eventId)).alerts).toHaveLength(1);
    },
  );

  it('the right event still activates the order and invoices it', async () => {
    const order = await pendingOrder('stand-in');
    const wrong = standInDelivery(order, { amount: 1 });
    await deliver(wrong);
    const right = standInDelivery(order);
    expect((await deliver(right)).statusCode).toBe(200);
    const found = await state(order.id, right.eventId);
    expect(found.order).toEqual({ status: 'paid', paidAt: now });
    expect(found.slots).toEqual(['active']);
    expect(found.invoices).toBe(1);
    expect(found.event).toEqual({ status: 'recorded', reason: null });
  });
});

describe('the Stripe adapter behind the same check', () => {
  const webhookSecret = 'whsec_mismatch_test_secret';
  const client = new Stripe('sk_test_mismatch', {});
  const stripe = createStripeProvider({ secretKey: 'sk_test_mismatch', webhookSecret, client });
  const service = () =>
    createOrdersService({
      db: db(),
      repository: createTopCompaniesRepository(db()),
      orders: createOrdersRepository(db()),
      provider: stripe,
      clock: { now: () => now },
      mailQueue: server.app.mailQueue,
      publicUrl: server.app.appConfig.publicUrl,
      brandName: server.app.appConfig.brandName,
      staffEmail: server.app.appConfig.contactEmail,
    });
  const completed = (
    order: { id: string; checkoutId: string },
    session: Record<string, unknown> = {},
  ) => {
    const id = `evt_${randomUUID()}`;
    const body = JSON.stringify({
      id,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: order.checkoutId,
          object: 'checkout.session',
          client_reference_id: order.id,
          amount_total: PRICE,
          currency: 'usd',
          customer: 'cus_test_1',
          payment_intent: `pi_${randomUUID().slice(0, 8)}`,
          payment_status: 'paid',
          ...session,
        },
      },
    });
    const signature = client.webhooks.generateTestHeaderString({
      payload: body,
      secret: webhookSecret,
    });
    const event = stripe.verifyWebhook(body, signature);
    if (!event) throw new Error('the adapter ignored a paid checkout');
    return event;
  };

  it.each([
    ['of 1 cent', { amount_total: 1 }, /amount/],
    ['in another currency', { currency: 'eur' }, /currency/],
    ['of another checkout', { id: 'cs_test_someone_else' }, /checkout/],
  ] as const)(
    '%s leaves the order unpaid, records the mismatch and alerts staff',
    async (_, session, reason) => {
      const order = await pendingOrder('stripe');
      const event = completed(order, session);
      await service().handle(event);
      expectMismatch(await state(order.id, event.id), reason);
    },
  );

  it('the right event still activates the order', async () => {
    const order = await pendingOrder('stripe');
    const event = completed(order);
    await service().handle(event);
    const found = await state(order.id, event.id);
    expect(found.order).toEqual({ status: 'paid', paidAt: now });
    expect(found.event).toEqual({ status: 'recorded', reason: null });
  });
});
