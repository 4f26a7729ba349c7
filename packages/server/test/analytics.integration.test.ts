import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsDaily, analyticsEvents } from '../src/db/schema';
import { selectRows } from '../src/db/rows';
import { eventPath } from '../src/modules/analytics/routes';
import { addressSequence } from './helpers/addresses';
import { insertBareCompany } from './helpers/profile-fixtures';
import { buildTestServer, type TestServer } from './helpers/server';

let server: TestServer;
let companyId: number;
const nextIp = addressSequence('10.21');
let at = new Date('2026-05-04T10:00:00.000Z');
const clock = { now: () => at };
/** Beacons wait until this many are buffered, or until the oldest is a minute old by `clock`. */
const BATCH = 100;
const bufferConfig = { ANALYTICS_FLUSH_INTERVAL_MS: '60000', ANALYTICS_FLUSH_BATCH: String(BATCH) };

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

function track(payload: unknown, headers: Record<string, string> = {}, on = server) {
  return on.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    remoteAddress: nextIp(),
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER, ...headers },
    payload: JSON.stringify(payload),
  });
}

beforeAll(async () => {
  server = await buildTestServer({ companies: 1, clock, config: bufferConfig });
  companyId = (await insertBareCompany(server.app.database.db, 'tracked-co')).id;
});
afterAll(() => server?.close());

function eventCount(name: string, on = server) {
  return on.app.database.db.$count(analyticsEvents, eq(analyticsEvents.name, name));
}

/** How many transactions wrote the events named so: one INSERT writes its rows in one. */
async function writingTransactions(name: string) {
  const [row] = await selectRows<{ count: number }>(
    server.app.database.db,
    sql`SELECT count(DISTINCT xmin::text)::int AS count FROM analytics_events WHERE name = ${name}`,
  );
  return row?.count;
}

describe('POST /api/analytics/events', () => {
  it('stores an event with its page path (no query) and the company it is about', async () => {
    const response = await track(
      {
        name: 'promote_page_accessed',
        props: { source: 'user_notification', company_slug: 'tracked-co' },
      },
      {
        referer: 'https://atlas.test/top-companies/promote?email=someone%40example.com',
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ stored: true });
    // Answered from the buffer: not written until a flush.
    expect(await eventCount('promote_page_accessed')).toBe(0);
    await server.app.analyticsBuffer.flush();
    const rows = await server.app.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'promote_page_accessed'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      path: '/top-companies/promote',
      companyId,
      occurredAt: at,
      props: { source: 'user_notification', company_slug: 'tracked-co' },
    });
  });

  it('keeps crawlers out of the figures', async () => {
    const response = await track(
      { name: 'profile_view', props: { company_slug: 'tracked-co' } },
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    );
    expect(response.json()).toEqual({ stored: false });
    await server.app.analyticsBuffer.flush();
    const rows = await server.app.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'profile_view'));
    expect(rows).toHaveLength(0);
  });

  it('answers 400 naming the field for an unknown event or too many properties', async () => {
    const unknown = await track({ name: 'steal_everything', props: {} });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('name');
    const props = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`p${i}`, i]));
    const many = await track({ name: 'website_click', props });
    expect(many.statusCode).toBe(400);
    expect(JSON.stringify(many.json())).toContain('props');
    expect(server.app.analyticsBuffer.stats().buffered).toBe(0);
  });
});

describe('the beacon buffer', () => {
  it('writes a full batch in one INSERT, resolving the companies as it writes', async () => {
    const written = server.app.analyticsBuffer.stats().writes;
    for (let index = 0; index < BATCH - 1; index += 1) {
      const response = await track({
        name: 'website_click',
        props: { company_slug: index % 2 === 0 ? 'tracked-co' : 'no-such-company' },
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await eventCount('website_click')).toBe(0);
    // The hundredth fills the batch: its flush starts by itself (awaited here).
    await track({ name: 'website_click', props: { path: '/company/tracked-co' } });
    await server.app.analyticsBuffer.flush();
    expect(await eventCount('website_click')).toBe(BATCH);
    expect(await writingTransactions('website_click')).toBe(1);
    expect(server.app.analyticsBuffer.stats().writes).toBe(written + 1);
    const db = server.app.database.db;
    const forCompany = and(
      eq(analyticsEvents.name, 'website_click'),
      eq(analyticsEvents.companyId, companyId),
    );
    expect(await db.$count(analyticsEvents, forCompany)).toBe(BATCH / 2);
  });

  it('keeps a listing impression only for the companies that exist', async () => {
    const response = await track({
      name: 'listing_impression',
      props: { company_slugs: 'tracked-co,nobody,tracked-co', path: '/companies' },
    });
    expect(response.json()).toEqual({ stored: true });
    await server.app.analyticsBuffer.flush();
    const rows = await server.app.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'listing_impression'));
    expect(rows).toEqual([
      expect.objectContaining({ companyId, path: '/companies', props: { path: '/companies' } }),
    ]);
  });

  it('writes by itself once the oldest waiting beacon is a flush interval old', async () => {
    await track({ name: 'contact_click', props: { company_slug: 'tracked-co' } });
    at = new Date(at.getTime() + 30_000);
    await track({ name: 'contact_click', props: { company_slug: 'tracked-co' } });
    expect(await eventCount('contact_click')).toBe(0);
    at = new Date(at.getTime() + 30_000);
    // Nobody flushes here: the beacon that finds the oldest one a minute old starts the write.
    await track({ name: 'contact_click', props: { company_slug: 'tracked-co' } });
    await expect.poll(() => eventCount('contact_click')).toBe(3);
  });

  it('feeds the rollup: a rollup writes the waiting beacons first', async () => {
    for (let index = 0; index < 3; index += 1)
      await track({
        name: 'profile_view',
        props: { company_slug: 'tracked-co', source: 'search' },
      });
    expect(server.app.analyticsBuffer.stats().buffered).toBe(3);
    await server.app.rollupAnalytics();
    const [daily] = await server.app.database.db
      .select()
      .from(analyticsDaily)
      .where(and(eq(analyticsDaily.companyId, companyId), eq(analyticsDaily.name, 'profile_view')));
    expect(daily).toMatchObject({ day: '2026-05-04', source: 'search', count: 3 });
  });

  it('writes every answered beacon when the server shuts down', async () => {
    const other = await buildTestServer({ clock, config: { ANALYTICS_FLUSH_INTERVAL_MS: '0' } });
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          track({ name: 'header_awards_banner_click', props: {} }, {}, other),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      expect(await eventCount('header_awards_banner_click', other)).toBe(0);
      // The test's database outlives the app (it was handed in), so it can be read after close.
      await other.app.close();
      expect(await eventCount('header_awards_banner_click', other)).toBe(40);
    } finally {
      await other.close();
    }
  });
});

describe('eventPath', () => {
  it('takes a given path or a same-site referer, never another site or a query', () => {
    expect(eventPath({ path: '/companies/seo?page=2' }, undefined, 'a.test')).toBe(
      '/companies/seo',
    );
    expect(eventPath({ path: '//evil.test/x' }, 'https://a.test/blog#top', 'a.test')).toBe('/blog');
    expect(eventPath({}, 'https://evil.test/x', 'a.test')).toBe('');
    expect(eventPath({}, 'not a url', 'a.test')).toBe('');
  });
});
