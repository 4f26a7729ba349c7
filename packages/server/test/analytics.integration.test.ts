import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../src/db/schema';
import { eventPath } from '../src/modules/analytics/routes';
import { addressSequence } from './helpers/addresses';
import { insertBareCompany } from './helpers/profile-fixtures';
import { buildTestServer, type TestServer } from './helpers/server';

let server: TestServer;
let companyId: number;
const nextIp = addressSequence('10.21');
const at = new Date('2026-05-04T10:00:00.000Z');
const clock = { now: () => at };

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

function track(payload: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    remoteAddress: nextIp(),
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER, ...headers },
    payload: JSON.stringify(payload),
  });
}

beforeAll(async () => {
  server = await buildTestServer({ companies: 1, clock });
  companyId = (await insertBareCompany(server.app.database.db, 'tracked-co')).id;
});
afterAll(() => server?.close());

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
