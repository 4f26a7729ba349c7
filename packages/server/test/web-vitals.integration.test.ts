import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webVitals } from '../src/db/schema';
import { selectRows } from '../src/db/rows';
import { insertWebVitals, type PendingWebVital } from '../src/modules/web-vitals/repository';
import { formatVitalsTable, runVitalsCli } from '../src/vitals-cli';
import { addressSequence } from './helpers/addresses';
import { buildTestServer, type TestServer } from './helpers/server';

let server: TestServer;
const nextIp = addressSequence('10.31');
const at = new Date('2026-05-04T10:37:12.345Z');
const clock = { now: () => at };

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

function report(
  payload: unknown,
  { headers = {}, ip = nextIp() }: { headers?: Record<string, string>; ip?: string } = {},
) {
  return server.app.inject({
    method: 'POST',
    url: '/api/analytics/web-vitals',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER, ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

const listingView = {
  page: 'companies-seg',
  navigation: 'navigate',
  metrics: [
    { name: 'LCP', value: 1830.4 },
    { name: 'INP', value: 264 },
    { name: 'CLS', value: 0.02 },
  ],
};

async function storedRows() {
  await server.app.webVitalsBuffer.flush();
  return server.app.database.db.select().from(webVitals).orderBy(webVitals.metric);
}

beforeAll(async () => {
  // Writes wait for an explicit flush (a minute by the test's clock, which never moves alone).
  server = await buildTestServer({
    companies: 1,
    clock,
    config: { ANALYTICS_FLUSH_INTERVAL_MS: '60000', WEB_VITALS_RETENTION_DAYS: '30' },
  });
});
afterAll(() => server?.close());

describe('POST /api/analytics/web-vitals', () => {
  it('stores one row per metric, rated by the server, with the hour and nothing about the visitor', async () => {
    const response = await report(listingView, {
      headers: { cookie: 'atlas_session=abc', referer: 'https://atlas.test/companies/x?q=me' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ stored: true });
    const rows = await storedRows();
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      {
        pageType: 'companies-seg',
        metric: 'CLS',
        value: 0.02,
        rating: 'good',
        navigationType: 'navigate',
        hour: new Date('2026-05-04T10:00:00.000Z'),
      },
      {
        pageType: 'companies-seg',
        metric: 'INP',
        value: 264,
        rating: 'needs-improvement',
        navigationType: 'navigate',
        hour: new Date('2026-05-04T10:00:00.000Z'),
      },
      {
        pageType: 'companies-seg',
        metric: 'LCP',
        value: 1830.4,
        rating: 'good',
        navigationType: 'navigate',
        hour: new Date('2026-05-04T10:00:00.000Z'),
      },
    ]);
    // The table has no column that could hold an address, a user agent, a session or a path.
    const columns = await selectRows<{ column_name: string }>(
      server.app.database.db,
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'web_vitals'
          ORDER BY column_name`,
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      'hour',
      'id',
      'metric',
      'navigation_type',
      'page_type',
      'rating',
      'value',
    ]);
    const dump = JSON.stringify(rows, (_key, value: unknown) =>
      typeof value === 'bigint' ? String(value) : value,
    );
    for (const personal of ['10.31.', 'abc', 'Mozilla', '/companies/x', 'q=me', ':37'])
      expect(dump).not.toContain(personal);
    await server.app.database.db.delete(webVitals);
  });

  it('drops a crawler’s report', async () => {
    const response = await report(listingView, {
      headers: {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    });
    expect(response.json()).toEqual({ stored: false });
    expect(await storedRows()).toHaveLength(0);
  });

  it.each([
    [{ ...listingView, page: '/companies/poland' }, 'page: must be a route name'],
    [{ ...listingView, navigation: 'teleport' }, 'navigation: must be a web-vitals'],
    [{ ...listingView, metrics: [] }, 'metrics: must hold at least one metric'],
    [{ ...listingView, metrics: [{ name: 'FID', value: 10 }] }, 'metrics: must be LCP, INP or CLS'],
    [{ ...listingView, metrics: [{ name: 'LCP', value: -1 }] }, 'metrics: must not be negative'],
    [{ ...listingView, metrics: [{ name: 'LCP', value: 'fast' }] }, 'metrics: must be a number'],
    [{ ...listingView, metrics: [{ name: 'CLS', value: 1e9 }] }, 'metrics: is out of range'],
    [{ ...listingView, metrics: [{ name: 'LCP', value: 900_000 }] }, 'metrics: is out of range'],
    [
      {
        ...listingView,
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      },
      'metrics: must name each metric once',
    ],
  ])('answers 400 naming the field for %j', async (payload, message) => {
    const response = await report(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(await storedRows()).toHaveLength(0);
  });

  it('answers 400 for a body that is not JSON, and 413 for one too large', async () => {
    const broken = await report('{"page": "home", ');
    expect(broken.statusCode).toBe(400);
    const large = await report({ ...listingView, padding: 'x'.repeat(4000) });
    expect(large.statusCode).toBe(413);
    expect(await storedRows()).toHaveLength(0);
  });

  it('limits one address to a few reports a minute', async () => {
    const ip = '10.99.0.1';
    const statuses: number[] = [];
    for (let count = 0; count < 32; count += 1)
      statuses.push((await report(listingView, { ip })).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    await server.app.webVitalsBuffer.flush();
    await server.app.database.db.delete(webVitals);
  });
});

describe('retention and the p75 report', () => {
  const row = (
    pageType: string,
    metric: 'LCP' | 'INP' | 'CLS',
    value: number,
    hour: string,
  ): PendingWebVital => ({
    pageType,
    metric,
    value,
    rating: 'good',
    navigationType: 'navigate',
    hour: new Date(hour),
  });

  it('deletes the reports older than the retention, keeps the rest', async () => {
    await insertWebVitals(server.app.database.db, [
      row('home', 'LCP', 1000, '2026-04-01T09:00:00.000Z'),
      row('home', 'LCP', 1100, '2026-04-04T09:00:00.000Z'),
      row('home', 'LCP', 1200, '2026-04-04T11:00:00.000Z'),
      row('home', 'LCP', 1300, '2026-05-04T09:00:00.000Z'),
    ]);
    // 30 days before 2026-05-04T10:37 is 2026-04-04T10:37.
    expect(await server.app.pruneWebVitals()).toBe(2);
    const left = await server.app.database.db.select().from(webVitals).orderBy(webVitals.value);
    expect(left.map((kept) => kept.value)).toEqual([1200, 1300]);
    await server.app.database.db.delete(webVitals);
  });

  it('prints p75 per page type for the last 24 hours as one table', async () => {
    const recent = '2026-05-04T08:00:00.000Z';
    await insertWebVitals(server.app.database.db, [
      // p75 of 1000, 2000, 3000, 4000 (continuous) = 3250.
      ...[1000, 2000, 3000, 4000].map((value) => row('companies-seg', 'LCP', value, recent)),
      ...[40, 80, 120, 600].map((value) => row('companies-seg', 'INP', value, recent)),
      ...[0, 0.1, 0.2, 0.3].map((value) => row('companies-seg', 'CLS', value, recent)),
      row('home', 'LCP', 900, recent),
      // Two days old: outside the last day.
      row('home', 'LCP', 99_000, '2026-05-02T08:00:00.000Z'),
    ]);
    const lines: string[] = [];
    const code = await runVitalsCli([], {
      database: server.app.database,
      now: at,
      io: { out: (line) => lines.push(line), err: (line) => lines.push(`ERR ${line}`) },
    });
    expect(code).toBe(0);
    expect(lines).toEqual([
      'page type      views    LCP p75   INP p75  CLS p75',
      'companies-seg      4  3250 ms ✗  240 ms ✗  0.225 ✗',
      'home               1   900 ms ✓         –        –',
    ]);
    await server.app.database.db.delete(webVitals);
  });
});

describe('formatVitalsTable', () => {
  it('aligns the columns and marks values within the good threshold', () => {
    expect(
      formatVitalsTable([{ pageType: 'company-slug', views: 12, lcp: 2400, inp: 180, cls: 0.05 }]),
    ).toEqual([
      'page type     views    LCP p75   INP p75  CLS p75',
      'company-slug     12  2400 ms ✓  180 ms ✓  0.050 ✓',
    ]);
  });
});
