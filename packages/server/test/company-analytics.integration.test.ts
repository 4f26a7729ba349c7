import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCompanyAnalyticsResponse } from './helpers/company-analytics-schema';
import { cities, companies, companyLocations, companyMembers } from '../src/db/schema';
import { buildTestServer, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

/** The fake clock every request and the rollup read. */
let now = new Date('2026-06-20T12:00:00Z');
const clock = { now: () => now };

let server: TestServer;
let ip = 0;
let member: string;
let outsider: string;
const slugs = { mine: 'analytics-agency', theirs: 'other-analytics-agency' };
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

async function company(slug: string) {
  const db = server.app.database.db;
  const [city] = await db.select().from(cities).limit(1);
  if (!city) throw new Error('no city');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companies)
      .values({ slug, name: slug, companySize: 10 })
      .returning();
    if (!row) throw new Error('no company');
    await tx.insert(companyLocations).values({
      companyId: row.id,
      cityId: city.id,
      countryId: city.countryId,
      isHeadquarter: true,
    });
    return row;
  });
}

async function beacon(name: string, props: Record<string, unknown>, agent = BROWSER) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    remoteAddress: `10.55.0.${(ip++ % 250) + 1}`,
    headers: { 'content-type': 'application/json', 'user-agent': agent },
    payload: JSON.stringify({ name, props }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { stored: boolean };
}

async function analytics(token: string, query = '') {
  return server.app.inject({
    url: `/api/companies/${slugs.mine}/analytics${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

beforeAll(async () => {
  server = await buildTestServer({ companies: 1, clock });
  const db = server.app.database.db;
  const mine = await company(slugs.mine);
  const theirs = await company(slugs.theirs);
  const a = await insertSignedInUser(db, 'member@analytics.example');
  const b = await insertSignedInUser(db, 'member@other-analytics.example');
  await db.insert(companyMembers).values({ companyId: mine.id, userId: a.id, role: 'owner' });
  await db.insert(companyMembers).values({ companyId: theirs.id, userId: b.id, role: 'owner' });
  member = a.token;
  outsider = b.token;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('GET /api/companies/{slug}/analytics', () => {
  it('counts beacons per day after the rollup, against the range before, with sources', async () => {
    // Ten days ago (the previous 7-day range): one view.
    now = new Date('2026-06-10T12:00:00Z');
    await beacon('profile_view', { company_slug: slugs.mine, source: 'search' });
    // Today: three views from two sources, a listing that showed two companies, a website click.
    now = new Date('2026-06-20T12:00:00Z');
    await beacon('profile_view', { company_slug: slugs.mine, source: 'search' });
    await beacon('profile_view', { company_slug: slugs.mine, source: 'search' });
    await beacon('profile_view', { company_slug: slugs.mine, source: 'listing' });
    await beacon('listing_impression', {
      company_slugs: `${slugs.mine},${slugs.theirs},no-such-company`,
      path: '/companies',
    });
    await beacon('website_click', { company_slug: slugs.mine });
    // A crawler's view is not counted.
    expect(
      (await beacon('profile_view', { company_slug: slugs.mine }, 'Googlebot/2.1')).stored,
    ).toBe(false);

    // Before the rollup the page shows nothing yet.
    const before = GetCompanyAnalyticsResponse.parse((await analytics(member, '?days=7')).json());
    expect(before.data.totals.profile_views).toBe(0);

    await server.app.rollupAnalytics();
    now = new Date('2026-06-20T13:00:00Z');
    const response = await analytics(member, '?days=7');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = GetCompanyAnalyticsResponse.parse(response.json());
    expect(data.from).toBe('2026-06-14');
    expect(data.to).toBe('2026-06-20');
    expect(data.days).toHaveLength(7);
    expect(data.days.at(-1)).toMatchObject({
      day: '2026-06-20',
      profile_views: 3,
      listing_impressions: 1,
      website_clicks: 1,
    });
    expect(data.totals).toMatchObject({
      profile_views: 3,
      listing_impressions: 1,
      website_clicks: 1,
    });
    expect(data.previous).toMatchObject({ profile_views: 1, listing_impressions: 0 });
    expect(data.sources).toEqual([
      { source: 'search', profile_views: 2 },
      { source: 'listing', profile_views: 1 },
    ]);

    // A rerun of the rollup (or two at once) gives the same figures.
    await Promise.all([server.app.rollupAnalytics(), server.app.rollupAnalytics()]);
    const again = GetCompanyAnalyticsResponse.parse((await analytics(member, '?days=7')).json());
    expect(again.data.totals).toEqual(data.totals);
  });

  it('is a 404 for another company’s member, and a 400 naming a range it does not offer', async () => {
    expect((await analytics(outsider)).statusCode).toBe(404);
    const bad = await analytics(member, '?days=12');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('days');
    expect((await analytics(member)).statusCode).toBe(200);
  });
});
