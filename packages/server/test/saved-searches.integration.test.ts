import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SavedSearchResponseSchema } from '@atlas/api/endpoints/saved-searches';
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
