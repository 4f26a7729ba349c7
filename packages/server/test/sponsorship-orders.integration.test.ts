import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetTopCompaniesResponseSchema } from '@atlas/api/endpoints/get-top-companies';
import { ListCompaniesResponseSchema } from '@atlas/api/endpoints/list-companies';
import {
  CompanySponsorshipsSchema,
  SponsorshipOrderResponseSchema,
} from '@atlas/api/endpoints/sponsorship-orders';
import { MAX_SPONSORED_SLOTS, SPONSORSHIP_PRICE_CENTS_PER_MONTH } from '@atlas/api/sponsorship';
import { refreshCompanies } from '../src/db/company-search';
import {
  auditLog,
  cities,
  citySponsorshipPages,
  companies,
  companyLocations,
  companyMembers,
  companySearch,
  companyServices,
  invoices,
  mailJobs,
  reviews,
  services,
  sponsorshipOrders,
  sponsorships,
} from '../src/db/schema';
import { signPayload } from '../src/payments/signature';
import type { StandInCard } from '../src/payments/stand-in';
import { PAYMENTS_WEBHOOK_PATH, STAND_IN_SIGNATURE_HEADER } from '../src/payments/webhook';
import { RENEW_AHEAD_MS } from '../src/modules/top-companies/orders';
import { apiCaller } from './helpers/inject';
import { reviewValues } from './helpers/profile-fixtures';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

const DAY = 24 * 60 * 60 * 1000;
/** The fake clock every request and the renewals read: tests move it instead of waiting. */
let now = new Date('2026-05-04T10:00:00Z');
const clock = { now: () => now };
const WEBHOOK = `/api${PAYMENTS_WEBHOOK_PATH}`;
const APPROVED: StandInCard = '4242424242424242';
const RENEWAL_DECLINED: StandInCard = '4000000000000341';
const DECLINED: StandInCard = '4000000000000002';

let server: TestServer;
let ip = 0;
const call = apiCaller(
  () => server.app,
  () => `10.33.0.${(ip++ % 250) + 1}`,
);
const db = () => server.app.database.db;

let pageId: number;
let citySlug: string;
let serviceSlug: string;
interface Member {
  token: string;
  companyId: number;
  slug: string;
}
let alpha: Member;
let beta: Member;
/** Companies that only fill the page (ranked above ours). */
const others: number[] = [];
let keyCounter = 0;
const newKey = () => `order-key-${Date.now()}-${(keyCounter += 1)}`;

async function insertCompany(name: string, cityId: number, countryId: number, serviceId: number) {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(companies)
      .values({
        slug: name.toLowerCase().replaceAll(' ', '-'),
        name,
        companySize: 10,
        verified: true,
        logoPath: '/images/demo/logos/1.svg',
        summary: 'We build things.',
        description: '<p>We build things well.</p>',
        website: 'https://example.com',
      })
      .returning();
    if (!row) throw new Error('no company');
    await tx
      .insert(companyLocations)
      .values({ companyId: row.id, cityId, countryId, isHeadquarter: true, address: '1 High St' });
    await tx.insert(companyServices).values({ companyId: row.id, serviceId, percentage: 100 });
    await tx.insert(reviews).values(reviewValues(row.id, {}));
    return row;
  });
}

async function member(email: string, company: { id: number; slug: string }): Promise<Member> {
  const user = await insertSignedInUser(db(), email);
  await db()
    .insert(companyMembers)
    .values({ companyId: company.id, userId: user.id, role: 'owner' });
  return { token: user.token, companyId: company.id, slug: company.slug };
}

async function order(who: Member, body: Record<string, unknown>) {
  const response = await call('POST', '/api/top-companies/promote/orders', who.token, body);
  return response;
}

async function placeOrder(who: Member, months = 1) {
  const response = await order(who, { page_ids: [pageId], months, idempotency_key: newKey() });
  expect(response.statusCode, response.body).toBe(200);
  return SponsorshipOrderResponseSchema.parse(response.json()).data;
}

const tokenOf = (checkoutUrl: string | null) => {
  const prefix = `${TEST_PUBLIC_URL}/payments/stand-in/checkout?session=`;
  expect(checkoutUrl?.startsWith(prefix)).toBe(true);
  return (checkoutUrl ?? '').slice(prefix.length);
};

/** The stand-in's signed webhook for the buyer's answer, delivered as the provider would. */
async function deliver(checkoutUrl: string | null, card: StandInCard | null) {
  const standIn = server.app.standInPayments;
  if (!standIn) throw new Error('the stand-in provider is not running');
  const delivery = standIn.answer(tokenOf(checkoutUrl), card);
  const send = () =>
    server.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: {
        'content-type': 'application/json',
        [STAND_IN_SIGNATURE_HEADER]: delivery.signature,
      },
      payload: delivery.body,
    });
  return { delivery, send };
}

/** The checkout address on this server (path and query). */
const local = (url: string | null) => {
  const parsed = new URL(url ?? '');
  return `${parsed.pathname}${parsed.search}`;
};

async function orderRow(id: string) {
  const [row] = await db().select().from(sponsorshipOrders).where(eq(sponsorshipOrders.id, id));
  return row;
}

async function sponsorshipsOf(companyId: number) {
  return db()
    .select()
    .from(sponsorships)
    .where(eq(sponsorships.companyId, companyId))
    .orderBy(asc(sponsorships.id));
}

async function top() {
  const response = await call('GET', `/api/top-companies?city=${citySlug}&service=${serviceSlug}`);
  expect(response.statusCode, response.body).toBe(200);
  return GetTopCompaniesResponseSchema.parse(response.json()).data;
}

async function listFor(who: Member, token = who.token) {
  const response = await call('GET', `/api/companies/${who.slug}/sponsorships`, token);
  return response;
}

beforeAll(async () => {
  server = await buildTestServer({ companies: 2, clock });
  const [row] = await db()
    .select({
      id: citySponsorshipPages.id,
      cityId: cities.id,
      citySlug: cities.slug,
      countryId: cities.countryId,
      serviceId: services.id,
      serviceSlug: services.slug,
    })
    .from(citySponsorshipPages)
    .innerJoin(cities, eq(cities.id, citySponsorshipPages.cityId))
    .innerJoin(services, eq(services.id, citySponsorshipPages.serviceId))
    .limit(1);
  if (!row) throw new Error('the taxonomy has no sponsorship pages');
  pageId = row.id;
  citySlug = row.citySlug;
  serviceSlug = row.serviceSlug;
  const made = [];
  for (let index = 0; index < 14; index += 1)
    made.push(
      await insertCompany(`Paying Agency ${index + 1}`, row.cityId, row.countryId, row.serviceId),
    );
  await refreshCompanies(
    db(),
    made.map((company) => company.id),
  );
  // Scores fix the organic order: the first twelve fill the ten and more, ours rank 13 and 14.
  for (const [index, company] of made.entries())
    await db()
      .update(companySearch)
      .set({ score: 900 - index * 10 })
      .where(eq(companySearch.companyId, company.id));
  others.push(...made.slice(0, 12).map((company) => company.id));
  const [a, b] = made.slice(12);
  if (!a || !b) throw new Error('no companies');
  alpha = await member('alpha@pay.example', a);
  beta = await member('beta@pay.example', b);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('POST /api/top-companies/promote/orders', () => {
  it('needs a session and a company, and an eligible one', async () => {
    const body = { page_ids: [pageId], months: 1, idempotency_key: newKey() };
    expect(
      (await call('POST', '/api/top-companies/promote/orders', undefined, body)).statusCode,
    ).toBe(401);
    const stranger = await insertSignedInUser(db(), 'stranger@pay.example');
    expect((await order({ ...alpha, token: stranger.token }, body)).statusCode).toBe(404);

    await db().update(companies).set({ verified: false }).where(eq(companies.id, alpha.companyId));
    const refused = await order(alpha, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('verified');
    await db().update(companies).set({ verified: true }).where(eq(companies.id, alpha.companyId));
  });

  it('refuses pages the company cannot sponsor, periods it does not sell, and bad bodies with 400 naming the field', async () => {
    const unknown = await order(alpha, {
      page_ids: [999_999],
      months: 1,
      idempotency_key: newKey(),
    });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().message).toContain('page_ids');
    for (const [body, field] of [
      [{ page_ids: [pageId], months: 2, idempotency_key: newKey() }, 'months'],
      [{ page_ids: [], months: 1, idempotency_key: newKey() }, 'page_ids'],
      [{ page_ids: [pageId, pageId], months: 1, idempotency_key: newKey() }, 'page_ids'],
      [{ page_ids: [pageId], months: 1 }, 'idempotency_key'],
    ] as const) {
      const response = await order(alpha, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(field);
    }
  });

  it('stores one pending order per key, with its checkout; nothing is sponsored before the payment', async () => {
    const key = newKey();
    const body = { page_ids: [pageId], months: 3, idempotency_key: key };
    const [first, again] = await Promise.all([order(alpha, body), order(alpha, body)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    const created = SponsorshipOrderResponseSchema.parse(first.json()).data;
    expect(SponsorshipOrderResponseSchema.parse(again.json()).data.id).toBe(created.id);
    expect(created).toMatchObject({
      status: 'pending',
      months: 3,
      amount_cents: SPONSORSHIP_PRICE_CENTS_PER_MONTH * 3,
      currency: 'USD',
    });
    expect(created.pages).toEqual([
      expect.objectContaining({ page_id: pageId, status: 'pending' }),
    ]);
    tokenOf(created.checkout_url);
    const rows = await db()
      .select()
      .from(sponsorshipOrders)
      .where(eq(sponsorshipOrders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect((await top()).sponsored).toEqual([]);

    // The buyer cancels on the checkout page: the order is declined, its place freed.
    const { send } = await deliver(created.checkout_url, null);
    expect((await send()).statusCode).toBe(200);
    expect(await orderRow(created.id)).toMatchObject({
      status: 'declined',
      reason: 'The buyer cancelled the payment.',
    });
    expect((await sponsorshipsOf(alpha.companyId)).map((row) => row.status)).toEqual(['cancelled']);
  });
});

describe('the stand-in checkout and its signed webhooks', () => {
  let paidOrder: string;

  it('serves its checkout page, and an expired or forged one is a 404 page', async () => {
    const created = await placeOrder(alpha);
    paidOrder = created.id;
    const page = await server.app.inject({ url: local(created.checkout_url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay now');
    expect(page.body).toContain('$299');
    const token = tokenOf(created.checkout_url);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect(
      (await server.app.inject({ url: `/payments/stand-in/checkout?session=${forged}` }))
        .statusCode,
    ).toBe(404);
    for (const query of ['session=%E0%A4%A', 'session=a&session=b', ''])
      expect(
        (await server.app.inject({ url: `/payments/stand-in/checkout?${query}` })).statusCode,
      ).toBe(404);
    now = new Date(now.getTime() + 2 * 60 * 60 * 1000);
    expect(
      (await server.app.inject({ url: `/payments/stand-in/checkout?session=${token}` })).statusCode,
    ).toBe(404);
    now = new Date(now.getTime() - 2 * 60 * 60 * 1000);
  });

  it('a paid checkout makes the sponsorship active, with an invoice, once however often it is delivered', async () => {
    const [created] = await db()
      .select()
      .from(sponsorshipOrders)
      .where(eq(sponsorshipOrders.id, paidOrder));
    const { send } = await deliver(created?.checkoutUrl ?? null, APPROVED);
    for (let round = 0; round < 3; round += 1) expect((await send()).statusCode).toBe(200);

    expect(await orderRow(paidOrder)).toMatchObject({ status: 'paid', paidAt: now });
    const [active] = (await sponsorshipsOf(alpha.companyId)).filter(
      (row) => row.orderId === paidOrder,
    );
    expect(active).toMatchObject({
      status: 'active',
      confirmedAt: now,
      startsAt: now,
      autoRenew: true,
    });
    expect(active?.endsAt.toISOString()).toBe('2026-06-04T10:00:00.000Z');
    const billed = await db().select().from(invoices).where(eq(invoices.orderId, paidOrder));
    expect(billed).toHaveLength(1);
    expect(billed[0]).toMatchObject({ amountCents: SPONSORSHIP_PRICE_CENTS_PER_MONTH });
    expect(billed[0]?.number).toMatch(/^AA-2026-\d{6}$/);
    const audits = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sponsorship_order'), eq(auditLog.entityId, paidOrder)));
    expect(audits.map((row) => row.action).sort()).toEqual([
      'sponsorship_order.create',
      'sponsorship_order.paid',
    ]);
    const mails = await db()
      .select({ recipient: mailJobs.recipient, subject: mailJobs.subject })
      .from(mailJobs)
      .where(eq(mailJobs.kind, 'sponsorship_active'));
    expect(mails).toEqual([
      { recipient: 'alpha@pay.example', subject: expect.stringContaining('is sponsored') },
    ]);

    // The TOP 10 page shows it above the ten, with its organic rank; the order is unchanged.
    const list = await top();
    expect(list.sponsored.map((entry) => [entry.company.id, entry.organic_rank])).toEqual([
      [alpha.companyId, 13],
    ]);
    expect(list.companies.map((entry) => entry.company.id)).toEqual(others.slice(0, 10));
  });

  it('the listing of the same service in the same city labels it and shows its slot first', async () => {
    const [page] = await db()
      .select({ cityId: citySponsorshipPages.cityId, serviceId: citySponsorshipPages.serviceId })
      .from(citySponsorshipPages)
      .where(eq(citySponsorshipPages.id, pageId));
    const listing = async (query: string) => {
      const response = await call('GET', `/api/companies?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return ListCompaniesResponseSchema.parse(response.json());
    };
    const place = `cities[]=${page?.cityId}&services[]=${page?.serviceId}`;
    const first = await listing(`${place}&per_page=10`);
    expect(
      first.sponsored.map((slot) => [slot.company.id, slot.organic_rank, slot.company.sponsored]),
    ).toEqual([[alpha.companyId, 13]].map(([id, rank]) => [id, rank, true]));
    expect(first.data.every((company) => !company.sponsored)).toBe(true);
    // Its own organic place (page 2 here) carries the label; the order is the organic one.
    const second = await listing(`${place}&per_page=10&page=2`);
    expect(second.sponsored).toEqual([]);
    expect(second.data.filter((company) => company.sponsored).map((company) => company.id)).toEqual(
      [alpha.companyId],
    );
    // Any other listing (the city alone) is no TOP 10 page: nothing is sponsored there.
    const city = await listing(`cities[]=${page?.cityId}&per_page=20`);
    expect(city.sponsored).toEqual([]);
    expect(city.data.some((company) => company.sponsored)).toBe(false);
  });

  it('a decline that arrives after the payment changes nothing (out of order)', async () => {
    const [created] = await db()
      .select()
      .from(sponsorshipOrders)
      .where(eq(sponsorshipOrders.id, paidOrder));
    const { send } = await deliver(created?.checkoutUrl ?? null, DECLINED);
    expect((await send()).statusCode).toBe(200);
    expect(await orderRow(paidOrder)).toMatchObject({ status: 'paid' });
  });

  it('refuses unsigned, forged, stale and malformed deliveries with a 400, never acting on them', async () => {
    const [created] = await db()
      .select()
      .from(sponsorshipOrders)
      .where(eq(sponsorshipOrders.id, paidOrder));
    const { delivery } = await deliver(created?.checkoutUrl ?? null, APPROVED);
    const post = (body: string, signature?: string, type = 'application/json') =>
      server.app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: {
          'content-type': type,
          ...(signature === undefined ? {} : { [STAND_IN_SIGNATURE_HEADER]: signature }),
        },
        payload: body,
      });
    expect((await post(delivery.body)).statusCode).toBe(400);
    expect(
      (await post(delivery.body.replace('"amount":', '"amount":1'), delivery.signature)).statusCode,
    ).toBe(400);
    expect(
      (await post(delivery.body, signPayload(delivery.body, 'another secret', now))).statusCode,
    ).toBe(400);
    const stale = await post(
      delivery.body,
      signPayload(delivery.body, 'x', new Date(now.getTime() - DAY)),
    );
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toContain('signature');
    expect((await post('not json', delivery.signature)).statusCode).toBe(400);
    expect((await post('answer=pay', delivery.signature, 'text/plain')).statusCode).toBe(400);
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 300 }),
        fc.string({ maxLength: 120 }),
        async (body, signature) => {
          const response = await post(body, signature);
          expect(response.statusCode).toBe(400);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('the checkout page delivers its webhook over HTTP and sends the browser back to the site', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const created = await placeOrder(beta);
    const response = await server.app.inject({
      method: 'POST',
      url: local(created.checkout_url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `card=${RENEWAL_DECLINED}&answer=pay`,
    });
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe(
      `${TEST_PUBLIC_URL}/top-companies/promote/join?order=${created.id}&result=paid`,
    );
    expect(await orderRow(created.id)).toMatchObject({ status: 'paid' });
    const choose = await server.app.inject({
      method: 'POST',
      url: local(created.checkout_url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'answer=pay&card=1234',
    });
    expect(choose.statusCode).toBe(400);
    expect(choose.body).toContain('card');
  });

  it('a payment for a page that filled up meanwhile is refunded, and nothing starts', async () => {
    // Two places are taken (alpha and beta); a third sponsor fills the page.
    const third = others[11] ?? 0;
    await server.app.topCompaniesRepository.insertSponsorship(
      {
        companyId: third,
        pageId,
        status: 'active',
        startsAt: now,
        endsAt: new Date(now.getTime() + 30 * DAY),
        confirmedAt: now,
      },
      { userId: null, label: 'test' },
    );
    // An order stored before the page filled, paid after.
    const gamma = await member('gamma@pay.example', {
      id: others[10] ?? 0,
      slug: 'paying-agency-11',
    });
    const [orderId] = await db()
      .insert(sponsorshipOrders)
      .values({
        companyId: gamma.companyId,
        userId: null,
        idempotencyKey: newKey(),
        months: 1,
        amountCents: SPONSORSHIP_PRICE_CENTS_PER_MONTH,
        currency: 'USD',
        provider: 'stand-in',
        createdAt: now,
      })
      .returning({ id: sponsorshipOrders.id });
    await db()
      .insert(sponsorships)
      .values({
        companyId: gamma.companyId,
        pageId,
        status: 'pending',
        startsAt: now,
        endsAt: new Date(now.getTime() + 30 * DAY),
        orderId: orderId?.id,
      });
    const checkout = await server.app.payments.createCheckout({
      reference: orderId?.id ?? '',
      amountCents: SPONSORSHIP_PRICE_CENTS_PER_MONTH,
      currency: 'USD',
      description: 'late',
      customerEmail: null,
      successUrl: `${TEST_PUBLIC_URL}/ok`,
      cancelUrl: `${TEST_PUBLIC_URL}/no`,
    });
    // Stored with the order, as "continue to payment" does: the payment must name this checkout.
    await db()
      .update(sponsorshipOrders)
      .set({ providerCheckoutId: checkout.checkoutId, checkoutUrl: checkout.url })
      .where(eq(sponsorshipOrders.id, orderId?.id ?? ''));
    const { send } = await deliver(checkout.url, APPROVED);
    expect((await send()).statusCode).toBe(200);
    const refunded = await orderRow(orderId?.id ?? '');
    expect(refunded?.status).toBe('refunded');
    expect(refunded?.reason).toContain('refunded in full');
    expect((await sponsorshipsOf(gamma.companyId)).map((row) => row.status)).toEqual(['cancelled']);
    const shown = (await top()).sponsored.map((entry) => entry.company.id);
    expect(shown).toHaveLength(MAX_SPONSORED_SLOTS);
    expect(shown).not.toContain(gamma.companyId);
    await db().delete(sponsorships).where(eq(sponsorships.companyId, third));
  });
});

describe('the promo-membership page, invoices and cancelling', () => {
  it('counts the impressions and clicks of each sponsored place; another company is a 404', async () => {
    // Beacons from a browser (crawlers' are not counted).
    const beacon = async (name: string, props: Record<string, unknown>) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        remoteAddress: `10.34.0.${(ip++ % 250) + 1}`,
        headers: {
          'content-type': 'application/json',
          'user-agent':
            'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36',
        },
        payload: JSON.stringify({ name, props }),
      });
      expect(response.json()).toEqual({ stored: true });
    };
    for (const name of ['sponsored_impression', 'sponsored_impression', 'sponsored_click'])
      await beacon(name, { company_slug: alpha.slug, page_id: pageId, path: '/top-companies/x/y' });
    // Another page's events do not count for this one.
    await beacon('sponsored_impression', { company_slug: alpha.slug, page_id: pageId + 1000 });
    // Beacons are buffered and written shortly after their answer (issue 19): write them now.
    await server.app.analyticsBuffer.flush();
    now = new Date(now.getTime() + 60_000);
    const response = await listFor(alpha);
    expect(response.statusCode, response.body).toBe(200);
    const data = CompanySponsorshipsSchema.parse(response.json().data);
    const running = data.sponsorships.filter((row) => row.running);
    expect(running).toHaveLength(1);
    expect(running[0]).toMatchObject({
      page_id: pageId,
      impressions: 2,
      clicks: 1,
      organic_rank: 13,
      auto_renew: true,
    });
    expect(data.invoices).toHaveLength(1);
    expect(data.invoices[0]?.pdf_path).toBe(
      `/companies/${alpha.slug}/invoices/${data.invoices[0]?.id}/pdf`,
    );

    expect((await listFor(alpha, beta.token)).statusCode).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/api/top-companies/promote/orders/${(await db().select().from(sponsorshipOrders).where(eq(sponsorshipOrders.companyId, alpha.companyId)))[0]?.id}`,
          beta.token,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('draws an invoice as a PDF for members only', async () => {
    const { data } = (await listFor(alpha)).json() as {
      data: { invoices: { pdf_path: string }[] };
    };
    const path = `/api${data.invoices[0]?.pdf_path}`;
    const pdf = await call('GET', path, alpha.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', path, beta.token)).statusCode).toBe(404);
    expect((await call('GET', path.replace(alpha.slug, beta.slug), beta.token)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/api/companies/${alpha.slug}/invoices/x1/pdf`, alpha.token)).statusCode,
    ).toBe(400);
  });

  it('cancelling stops the renewal; the place runs to its end; another company cannot', async () => {
    const [row] = (await sponsorshipsOf(alpha.companyId)).filter(
      (item) => item.status === 'active',
    );
    if (!row) throw new Error('no active sponsorship');
    const path = `/api/companies/${alpha.slug}/sponsorships/${row.id}/cancel`;
    expect((await call('POST', path.replace(alpha.slug, beta.slug), beta.token)).statusCode).toBe(
      404,
    );
    expect((await call('POST', path, beta.token)).statusCode).toBe(404);
    const response = await call('POST', path, alpha.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ auto_renew: false, running: true });
    expect((await call('POST', path, alpha.token)).statusCode).toBe(200);
    const audits = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sponsorship'), eq(auditLog.entityId, String(row.id))));
    expect(audits.filter((item) => item.action === 'sponsorship.cancel_renewal')).toHaveLength(1);
    // Turned back on for the renewal test below.
    await db().update(sponsorships).set({ autoRenew: true }).where(eq(sponsorships.id, row.id));
  });
});

describe('renewals', () => {
  it('charges the saved card before the end; a declined card ends the place at its end with an e-mail', async () => {
    const [alphaRow] = (await sponsorshipsOf(alpha.companyId)).filter(
      (row) => row.status === 'active',
    );
    const [betaRow] = (await sponsorshipsOf(beta.companyId)).filter(
      (row) => row.status === 'active',
    );
    if (!alphaRow || !betaRow) throw new Error('no active sponsorships');

    // Nothing is due a month ahead.
    expect(await server.app.sponsorshipOrders.renewDue()).toEqual({
      renewed: 0,
      failed: 0,
      ended: 0,
    });
    now = new Date(betaRow.endsAt.getTime() - RENEW_AHEAD_MS + 60_000);
    expect(await server.app.sponsorshipOrders.renewDue()).toEqual({
      renewed: 1,
      failed: 1,
      ended: 0,
    });
    // Run again: nothing is charged twice.
    expect(await server.app.sponsorshipOrders.renewDue()).toEqual({
      renewed: 0,
      failed: 0,
      ended: 0,
    });

    const [alphaAfter] = (await sponsorshipsOf(alpha.companyId)).filter(
      (row) => row.id === alphaRow.id,
    );
    expect(alphaAfter?.endsAt.toISOString()).toBe('2026-07-04T10:00:00.000Z');
    expect(
      await db().select().from(invoices).where(eq(invoices.companyId, alpha.companyId)),
    ).toHaveLength(2);

    const [betaAfter] = (await sponsorshipsOf(beta.companyId)).filter(
      (row) => row.id === betaRow.id,
    );
    expect(betaAfter).toMatchObject({
      autoRenew: false,
      renewalFailure: 'Your card was declined.',
      status: 'active',
    });
    const warned = await db()
      .select({ recipient: mailJobs.recipient, subject: mailJobs.subject })
      .from(mailJobs)
      .where(eq(mailJobs.kind, 'sponsorship_renewal_failed'));
    expect(warned).toEqual([
      { recipient: 'beta@pay.example', subject: expect.stringContaining('ends on') },
    ]);
    expect((await top()).sponsored.map((entry) => entry.company.id).sort()).toEqual(
      [alpha.companyId, beta.companyId].sort(),
    );

    // After its end, beta's place is gone and marked ended; alpha's renewed one stays.
    now = new Date(betaRow.endsAt.getTime() + 60_000);
    expect(await server.app.sponsorshipOrders.renewDue()).toMatchObject({ ended: 1 });
    expect((await top()).sponsored.map((entry) => entry.company.id)).toEqual([alpha.companyId]);
    const ended = await db()
      .select({ status: sponsorships.status })
      .from(sponsorships)
      .where(inArray(sponsorships.id, [betaRow.id]));
    expect(ended).toEqual([{ status: 'ended' }]);
    const betaList = CompanySponsorshipsSchema.parse((await listFor(beta)).json().data);
    expect(betaList.sponsorships.find((row) => row.id === betaRow.id)).toMatchObject({
      running: false,
    });
    await db().execute(sql`SELECT 1`);
  });
});
