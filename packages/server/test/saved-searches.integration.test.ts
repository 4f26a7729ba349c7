import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import {
  ListSavedSearchesResponseSchema,
  SavedSearchResponseSchema,
} from '@atlas/api/endpoints/saved-searches';
import { refreshCompanies } from '../src/db/company-search';
import {
  cities,
  companies,
  companyLocations,
  companyServices,
  mailJobs,
  services,
} from '../src/db/schema';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

let server: TestServer;
let alice: string;
let bob: string;

/** A verified user with a live session; answers the bearer token. */
async function signedInUser(email: string): Promise<string> {
  return (await insertSignedInUser(server.app.database.db, email)).token;
}

const save = (token: string | null, payload: unknown) =>
  server.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: {
      origin: TEST_PUBLIC_URL,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify(payload),
  });

beforeAll(async () => {
  server = await buildTestServer({ companies: 10 });
  alice = await signedInUser('alice@example.com');
  bob = await signedInUser('bob@example.com');
});

afterAll(async () => {
  await server?.close();
});

describe('saved searches', () => {
  it('saves the filters of a listing without its page number, and gives them back to their owner', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: { authorization: `Bearer ${alice}`, 'content-type': 'application/json' },
      payload: {
        name: 'SEO in London',
        path: '/companies/seo/london',
        query: '?teamsizes[]=10&sort=name&order=asc&page=3',
      },
    });
    expect(created.statusCode).toBe(200);
    const { data } = SavedSearchResponseSchema.parse(created.json());
    expect(data.query).toBe('?teamsizes%5B%5D=10&sort=name&order=asc');
    expect(data.url).toBe('/companies/seo/london?teamsizes%5B%5D=10&sort=name&order=asc');

    const read = await server.app.inject({
      url: `/api/saved-searches/${data.id}`,
      headers: { authorization: `Bearer ${alice}` },
    });
    expect(read.statusCode).toBe(200);
    expect(SavedSearchResponseSchema.parse(read.json()).data).toEqual(data);

    // Someone else's id looks exactly like a missing one.
    const other = await server.app.inject({
      url: `/api/saved-searches/${data.id}`,
      headers: { authorization: `Bearer ${bob}` },
    });
    expect(other.statusCode).toBe(404);
    const missing = await server.app.inject({
      url: '/api/saved-searches/00000000-0000-4000-8000-000000000000',
      headers: { authorization: `Bearer ${bob}` },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('needs a signed-in person', async () => {
    expect((await save(null, { name: 'x', path: '/companies' })).statusCode).toBe(401);
    expect(
      (await server.app.inject('/api/saved-searches/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(401);
  });

  it.each([
    [{ name: '', path: '/companies' }, 'name'],
    [{ name: 'x', path: '/elsewhere' }, 'path'],
    [{ name: 'x', path: '/companies', query: 'no-question-mark' }, 'query'],
  ])('rejects %j naming %s', async (payload, field) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: { authorization: `Bearer ${alice}`, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((entry: { field: string }) => entry.field)).toContain(field);
  });

  it('names a malformed id', async () => {
    const response = await server.app.inject({
      url: '/api/saved-searches/not-an-id',
      headers: { authorization: `Bearer ${alice}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('id');
  });
});

describe('the saved searches page: list, rename, alerts, delete', () => {
  const call = (
    method: 'GET' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    payload?: unknown,
  ) =>
    server.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });

  /** A company of the service (and office city) given, listed now. */
  async function listCompany(name: string, serviceId: number, cityId: number, countryId: number) {
    const db = server.app.database.db;
    const row = await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({ slug: name.toLowerCase().replaceAll(' ', '-'), name, companySize: 10 })
        .returning();
      if (!company) throw new Error('no company');
      await tx
        .insert(companyLocations)
        .values({ companyId: company.id, cityId, countryId, isHeadquarter: true });
      await tx
        .insert(companyServices)
        .values({ companyId: company.id, serviceId, percentage: 100 });
      return company;
    });
    await refreshCompanies(db, [row.id]);
    return row;
  }

  it('lists only the owner’s searches; renames, deletes; another person’s is a 404', async () => {
    const made = SavedSearchResponseSchema.parse(
      (await save(alice, { name: 'To rename', path: '/companies', query: '' })).json(),
    ).data;
    const list = ListSavedSearchesResponseSchema.parse(
      (await call('GET', '/api/saved-searches', alice)).json(),
    ).data;
    expect(list[0]).toMatchObject({ id: made.id, alert: false, alert_available: false });
    expect(
      ListSavedSearchesResponseSchema.parse(
        (await call('GET', '/api/saved-searches', bob)).json(),
      ).data.map((item) => item.id),
    ).not.toContain(made.id);

    const renamed = await call('PATCH', `/api/saved-searches/${made.id}`, alice, {
      name: 'Renamed',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.name).toBe('Renamed');
    expect(
      (await call('PATCH', `/api/saved-searches/${made.id}`, bob, { name: 'Mine' })).statusCode,
    ).toBe(404);
    // Saved without its filters: no alert possible.
    const alert = await call('PATCH', `/api/saved-searches/${made.id}`, alice, { alert: true });
    expect(alert.statusCode).toBe(409);
    expect(alert.json().message).toContain('alert');
    expect((await call('PATCH', `/api/saved-searches/${made.id}`, alice, {})).statusCode).toBe(400);

    expect((await call('DELETE', `/api/saved-searches/${made.id}`, bob)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/saved-searches/${made.id}`, alice)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/saved-searches/${made.id}`, alice)).statusCode).toBe(404);
  });

  it('e-mails the owner once about new companies the search finds, and nothing about others', async () => {
    const db = server.app.database.db;
    const [place] = await db
      .select({ cityId: cities.id, countryId: cities.countryId, slug: cities.slug })
      .from(cities)
      .limit(1);
    const [service] = await db
      .select({ id: services.id, slug: services.slug })
      .from(services)
      .limit(1);
    const [otherService] = await db
      .select({ id: services.id })
      .from(services)
      .where(ne(services.id, service?.id ?? 0))
      .limit(1);
    if (!place || !service || !otherService) throw new Error('no taxonomy');
    const created = await save(alice, {
      name: 'New agencies near me',
      path: `/companies/${service.slug}/${place.slug}`,
      query: '',
      filters: { services: [service.id], cities: [place.cityId] },
      alert: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const search = SavedSearchResponseSchema.parse(created.json()).data;
    expect(search).toMatchObject({ alert: true, alert_available: true });

    // Listed after the search was saved: one that matches, one of another service.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await listCompany('Alerted Agency', service.id, place.cityId, place.countryId);
    await listCompany('Unrelated Agency', otherService.id, place.cityId, place.countryId);

    const first = await server.app.sendSavedSearchAlerts();
    expect(first.mailed).toBeGreaterThanOrEqual(1);
    const mails = await db
      .select({ recipient: mailJobs.recipient, subject: mailJobs.subject, text: mailJobs.text })
      .from(mailJobs)
      .where(eq(mailJobs.kind, 'saved_search_alert'));
    const mine = mails.filter((mail) => mail.subject.includes('New agencies near me'));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.recipient).toBe('alice@example.com');
    expect(mine[0]?.text).toContain('Alerted Agency');
    expect(mine[0]?.text).not.toContain('Unrelated Agency');

    // Nothing new: no second e-mail. Turned off: not checked at all.
    await server.app.sendSavedSearchAlerts();
    const again = await db
      .select({ subject: mailJobs.subject })
      .from(mailJobs)
      .where(eq(mailJobs.kind, 'saved_search_alert'));
    expect(again.filter((mail) => mail.subject.includes('New agencies near me'))).toHaveLength(1);
    const off = await call('PATCH', `/api/saved-searches/${search.id}`, alice, { alert: false });
    expect(off.json().data.alert).toBe(false);
  });
});
