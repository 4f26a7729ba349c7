import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetTopCompaniesResponseSchema } from '@atlas/api/endpoints/get-top-companies';
import { GetPromotePageResponseSchema } from '@atlas/api/endpoints/get-promote-page';
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
  reviews,
  services,
} from '../src/db/schema';
import { rotate } from '../src/modules/top-companies/rotation';
import { SESSION_COOKIE } from '../src/plugins/auth';
import { createDevRenderer } from '../src/ssr/renderer';
import { apiCaller } from './helpers/inject';
import { reviewValues } from './helpers/profile-fixtures';
import { buildTestServer, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

const DAY = 24 * 60 * 60 * 1000;
/** The fake clock every request reads (app.clock): tests move it instead of waiting. */
let now = new Date('2026-03-10T12:00:00Z');
const clock = { now: () => now };

let server: TestServer;
let ip = 0;
const call = apiCaller(
  () => server.app,
  () => `10.22.0.${(ip++ % 250) + 1}`,
);
const db = () => server.app.database.db;

interface Page {
  id: number;
  city: { id: number; slug: string; name: string; countryId: number };
  service: { id: number; slug: string; name: string };
}
let page: Page;
/** Company ids by organic rank on the page: ranked[0] is #1. */
const ranked: number[] = [];
const SCORES = Array.from({ length: 16 }, (_, index) => 990 - index * 10);

async function insertCompany(name: string, cityId: number, countryId: number, serviceId: number) {
  // The headquarters check is deferred to the commit: company and office in one transaction.
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(companies)
      .values({ slug: name.toLowerCase().replaceAll(' ', '-'), name, companySize: 10 })
      .returning();
    if (!row) throw new Error('no company');
    await tx
      .insert(companyLocations)
      .values({ companyId: row.id, cityId, countryId, isHeadquarter: true, address: '1 High St' });
    await tx.insert(companyServices).values({ companyId: row.id, serviceId, percentage: 100 });
    return row.id;
  });
}

/** Fixes the page's scores: ours from 990 down, anyone else on the page below them all. */
async function setScores() {
  await refreshCompanies(db(), ranked);
  await db()
    .update(companySearch)
    .set({ score: 0 })
    .where(sql`${companySearch.cityIds} @> ARRAY[${page.city.id}]::int4[]`);
  for (const [index, id] of ranked.entries()) {
    await db()
      .update(companySearch)
      .set({ score: SCORES[index] ?? 0 })
      .where(eq(companySearch.companyId, id));
  }
}

async function sponsor(
  companyId: number,
  overrides: Partial<{
    status: 'pending' | 'active' | 'cancelled' | 'ended';
    startsAt: Date;
    endsAt: Date;
    confirmedAt: Date | null;
  }> = {},
) {
  return server.app.topCompaniesRepository.insertSponsorship(
    {
      companyId,
      pageId: page.id,
      status: 'active',
      startsAt: new Date(now.getTime() - DAY),
      endsAt: new Date(now.getTime() + 30 * DAY),
      confirmedAt: new Date(now.getTime() - DAY),
      ...overrides,
    },
    { userId: null, label: 'test' },
  );
}

async function top(query = `city=${page.city.slug}&service=${page.service.slug}`) {
  const response = await call('GET', `/api/top-companies?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return GetTopCompaniesResponseSchema.parse(response.json()).data;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer) {
  expect(body.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

beforeAll(async () => {
  // With the pages, so what the image leaves to them (legacy slugs, unknown places) is checked too.
  server = await buildTestServer({ companies: 2, clock, renderer: await createDevRenderer() });
  const [row] = await db()
    .select({
      id: citySponsorshipPages.id,
      cityId: cities.id,
      citySlug: cities.slug,
      cityName: cities.name,
      countryId: cities.countryId,
      serviceId: services.id,
      serviceSlug: services.slug,
      serviceName: services.name,
    })
    .from(citySponsorshipPages)
    .innerJoin(cities, eq(cities.id, citySponsorshipPages.cityId))
    .innerJoin(services, eq(services.id, citySponsorshipPages.serviceId))
    .limit(1);
  if (!row) throw new Error('the taxonomy has no sponsorship pages');
  page = {
    id: row.id,
    city: { id: row.cityId, slug: row.citySlug, name: row.cityName, countryId: row.countryId },
    service: { id: row.serviceId, slug: row.serviceSlug, name: row.serviceName },
  };
  for (let index = 0; index < SCORES.length; index += 1) {
    ranked.push(
      await insertCompany(
        `Top Agency ${index + 1}`,
        page.city.id,
        page.city.countryId,
        page.service.id,
      ),
    );
  }
  await setScores();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('GET /api/top-companies (organic)', () => {
  it('lists the ten best of the service in the city by score, with true reasons', async () => {
    const list = await top();
    expect(list.city.slug).toBe(page.city.slug);
    expect(list.service?.slug).toBe(page.service.slug);
    expect(list.sponsorship_page_id).toBe(page.id);
    expect(list.companies.map((entry) => entry.company.id)).toEqual(ranked.slice(0, 10));
    expect(list.companies.map((entry) => entry.organic_rank)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    for (const entry of list.companies) {
      expect(entry.sponsored).toBe(false);
      expect(entry.reasons).toContain(`${page.service.name} is 100% of its work`);
      expect(entry.reasons).toContain(`Headquartered in ${page.city.name}`);
      expect(entry.reasons.some((reason) => reason.startsWith('Rated'))).toBe(false);
      expect(entry.reasons).not.toContain('Verified company');
    }
    expect(list.sponsored).toEqual([]);
  });

  it('says a verified, reviewed company is so', async () => {
    const id = ranked[0] ?? 0;
    await db().update(companies).set({ verified: true }).where(eq(companies.id, id));
    await db()
      .insert(reviews)
      .values(reviewValues(id, { rating: 4 }));
    await setScores();
    const [first] = (await top()).companies;
    expect(first?.reasons).toEqual(
      expect.arrayContaining(['Rated 4.0/5 from 1 review', 'Verified company']),
    );
  });

  it('ranks every service of the city when the service is left out, without sponsored slots', async () => {
    await sponsor(ranked[12] ?? 0);
    const list = await top(`city=${page.city.slug}`);
    expect(list.service).toBeNull();
    expect(list.sponsorship_page_id).toBeNull();
    expect(list.companies.map((entry) => entry.company.id)).toEqual(ranked.slice(0, 10));
    expect(list.sponsored).toEqual([]);
    await db().execute(sql`DELETE FROM sponsorships`);
  });

  it.each([
    ['city=no-such-city', 'city'],
    ['city=CITY', 'city'],
  ])('answers %s with a 4xx naming the field', async (query, field) => {
    const response = await call('GET', `/api/top-companies?${query}`);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json().message).toContain(field);
  });

  it('answers an unknown service with 404 naming it', async () => {
    const response = await call(
      'GET',
      `/api/top-companies?city=${page.city.slug}&service=no-such-service`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('service');
  });
});

describe('sponsored slots', () => {
  it('shows at most three sponsors above the ten, each with its organic rank, rotating by day', async () => {
    // Five sponsors outside the ten (#12 … #16), one inside (#3).
    for (const index of [11, 12, 13, 14, 15, 2]) await sponsor(ranked[index] ?? 0);
    const outside = [11, 12, 13, 14, 15].map((index) => ranked[index] ?? 0);

    const seen = new Map<number, number>();
    for (let day = 0; day < outside.length; day += 1) {
      now = new Date(Date.parse('2026-03-10T12:00:00Z') + day * DAY);
      const list = await top();
      expect(list.sponsored).toHaveLength(MAX_SPONSORED_SLOTS);
      // The organic ten never move.
      expect(list.companies.map((entry) => entry.company.id)).toEqual(ranked.slice(0, 10));
      for (const entry of list.sponsored) {
        expect(entry.sponsored).toBe(true);
        expect(entry.company.sponsored).toBe(true);
        expect(entry.organic_rank).toBe(ranked.indexOf(entry.company.id) + 1);
        seen.set(entry.company.id, (seen.get(entry.company.id) ?? 0) + 1);
      }
      const dayNumber = Math.floor(now.getTime() / DAY);
      expect(list.sponsored.map((entry) => entry.company.id)).toEqual(rotate(outside, dayNumber));
      // #3 is sponsored too: shown once, in its organic place, with the label.
      const third = list.companies[2];
      expect(third?.company.id).toBe(ranked[2]);
      expect(third?.sponsored).toBe(true);
      expect(list.sponsored.map((entry) => entry.company.id)).not.toContain(ranked[2]);
    }
    // Over as many days as sponsors, each was shown equally often.
    expect([...seen.values()]).toEqual(outside.map(() => MAX_SPONSORED_SLOTS));
    expect(seen.size).toBe(outside.length);
    now = new Date('2026-03-10T12:00:00Z');
    await db().execute(sql`DELETE FROM sponsorships`);
  });

  it('counts a sponsorship only while active, paid and inside its period', async () => {
    const [pending, unpaidStart, future, over, cancelled, live] = ranked.slice(10, 16);
    await sponsor(pending ?? 0, { status: 'pending', confirmedAt: null });
    await sponsor(future ?? 0, { startsAt: new Date(now.getTime() + DAY) });
    await sponsor(over ?? 0, { startsAt: new Date(now.getTime() - 40 * DAY), endsAt: now });
    await sponsor(cancelled ?? 0, { status: 'cancelled' });
    // Paid tomorrow for a period that began yesterday: not active before the payment.
    await sponsor(unpaidStart ?? 0, { confirmedAt: new Date(now.getTime() + DAY) });
    await sponsor(live ?? 0);
    expect((await top()).sponsored.map((entry) => entry.company.id)).toEqual([live]);

    now = new Date(now.getTime() + 2 * DAY);
    expect((await top()).sponsored.map((entry) => entry.company.id).sort()).toEqual(
      [unpaidStart, future, live].sort(),
    );
    now = new Date('2026-03-10T12:00:00Z');
    await db().execute(sql`DELETE FROM sponsorships`);
  });

  it('audits every change of a sponsorship', async () => {
    const row = await sponsor(ranked[14] ?? 0, { status: 'pending', confirmedAt: null });
    await server.app.topCompaniesRepository.setStatus(
      row.id,
      'active',
      { userId: null, label: 'test' },
      now,
    );
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sponsorship'), eq(auditLog.entityId, String(row.id))));
    expect(entries.map((entry) => entry.action)).toEqual([
      'sponsorship.create',
      'sponsorship.active',
    ]);
    expect(entries[1]?.changes).toMatchObject({ status: ['pending', 'active'] });
    await db().execute(sql`DELETE FROM sponsorships`);
  });
});

describe('the shareable image', () => {
  const path = () => `/top-companies/${page.service.slug}/${page.city.slug}/screenshot`;

  it('is a 1200×630 PNG, cached by the list’s version, new when the list changes', async () => {
    const first = await server.app.inject(path());
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toContain('max-age');
    expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 630 });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await server.app.inject({ url: path(), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    // A new #1: the list, its version and its picture change.
    const last = ranked.pop() ?? 0;
    ranked.unshift(last);
    await setScores();
    const changed = await server.app.inject(path());
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(pngSize(changed.rawPayload)).toEqual({ width: 1200, height: 630 });
  }, 60_000);

  it('draws the city page without a service too', async () => {
    const response = await server.app.inject(`/top-companies/${page.city.slug}/screenshot`);
    expect(response.headers['content-type']).toBe('image/png');
  }, 60_000);

  it('leaves an address it cannot draw to the pages and their guards', async () => {
    const unknown = await server.app.inject(
      '/top-companies/no-such-service/no-such-city/screenshot',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    const legacy = await server.app.inject(`/top-companies/angularjs/${page.city.slug}/screenshot`);
    expect(legacy.statusCode).toBe(301);
    expect(legacy.headers.location).toBe(`/top-companies/angular/${page.city.slug}/screenshot`);
  }, 60_000);
});

describe('the pages', () => {
  it('renders the TOP 10 page with its ItemList, canonical and image', async () => {
    const path = `/top-companies/${page.service.slug}/${page.city.slug}`;
    const response = await server.app.inject(path);
    expect(response.statusCode).toBe(200);
    expect(response.body.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(response.body).toContain(`Top 10 ${page.service.name} Companies in ${page.city.name}`);
    expect(response.body).toContain('"@type":"ItemList"');
    expect(response.body).toContain(
      `<link data-head rel="canonical" href="https://atlas.test${path}">`,
    );
    expect(response.body).toContain(`content="https://atlas.test${path}/screenshot"`);
    expect(
      (await server.app.inject(`/top-companies/no-such-service/${page.city.slug}`)).statusCode,
    ).toBe(404);
    expect((await server.app.inject('/top-companies/no-such-city')).statusCode).toBe(404);
  }, 60_000);
});

describe('GET /api/top-companies/promote', () => {
  let token: string;
  let companyId: number;

  beforeAll(async () => {
    const user = await insertSignedInUser(db(), 'owner@top.example');
    token = user.token;
    companyId = ranked[5] ?? 0;
    await db().insert(companyMembers).values({ companyId, userId: user.id, role: 'owner' });
  });

  it('needs a session and a company', async () => {
    expect((await call('GET', '/api/top-companies/promote')).statusCode).toBe(401);
    const stranger = await insertSignedInUser(db(), 'nobody@top.example');
    expect((await call('GET', '/api/top-companies/promote', stranger.token)).statusCode).toBe(404);
  });

  it('tells an incomplete company what is missing, and which pages it could sponsor', async () => {
    await sponsor(ranked[1] ?? 0);
    const response = await call('GET', '/api/top-companies/promote', token);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = GetPromotePageResponseSchema.parse(response.json());
    expect(data.company.id).toBe(companyId);
    expect(data.eligible).toBe(false);
    expect(data.missing).toEqual([
      'verified',
      'logo',
      'summary',
      'description',
      'website',
      'published_review',
    ]);
    const own = data.pages.find((candidate) => candidate.id === page.id);
    expect(own).toMatchObject({
      slots_left: MAX_SPONSORED_SLOTS - 1,
      price_cents: SPONSORSHIP_PRICE_CENTS_PER_MONTH,
      sponsored_by_you: false,
    });
    await db().execute(sql`DELETE FROM sponsorships`);
  });

  it('renders the promote page for the member, with what is missing', async () => {
    const response = await server.app.inject({
      url: '/top-companies/promote?source=user_notification',
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Verify your company');
    expect(response.body).toContain('Pages you can sponsor');
    expect(response.body).toContain(`${page.service.name} in ${page.city.name}`);
  }, 60_000);

  it('finds a verified, complete company with a published review eligible', async () => {
    await db()
      .update(companies)
      .set({
        verified: true,
        logoPath: '/images/demo/logos/1.svg',
        summary: 'We build things.',
        description: '<p>We build things well.</p>',
        website: 'https://top.example.com',
      })
      .where(eq(companies.id, companyId));
    await db().insert(reviews).values(reviewValues(companyId, {}));
    const { data } = GetPromotePageResponseSchema.parse(
      (await call('GET', '/api/top-companies/promote', token)).json(),
    );
    expect(data).toMatchObject({ eligible: true, missing: [] });
    await db()
      .delete(reviews)
      .where(inArray(reviews.companyId, [companyId]));
  });
});
