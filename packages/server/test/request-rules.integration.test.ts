import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addressSequence } from './helpers/addresses';
import { callsNeeding, companyScopedCalls } from './helpers/company-scope';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

/** The smaller rules of issue 34 (defect 8): what a request learns, and what it may say. */
let server: TestServer;
let stranger: { id: string; token: string };
const nextIp = addressSequence('10.34');

beforeAll(async () => {
  server = await buildTestServer();
  // Signed in, and a member of no company: to them every company is one that does not exist.
  stranger = await insertSignedInUser(server.app.database.db, 'stranger@rules.test', 'Stranger');
}, 120_000);

afterAll(() => server?.close());

/** A body no call takes (the wrong type, an unknown field), and one that is not JSON at all. */
const BAD_BODIES = [
  { type: 'application/json', payload: '{"__unknown_field__": [1, 2, 3]}' },
  { type: 'application/json', payload: '[' },
  { type: 'text/plain', payload: 'hello' },
];

/** The calls that take a body (or a query), as a signed-out caller or `token` makes them. */
async function callWithBadBodies(
  calls: Awaited<ReturnType<typeof callsNeeding>>,
  token: string | null,
  expected: number,
) {
  for (const call of calls) {
    // A query no call takes rides along: validated after access too.
    const url = `${call.url.replace(/\?.*$/, '')}?page=0x10&__unknown__=1`;
    for (const body of BAD_BODIES) {
      const answer = await server.app.inject({
        method: call.method,
        url,
        headers: {
          'content-type': body.type,
          origin: TEST_PUBLIC_URL,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(call.method === 'GET' || call.method === 'DELETE' ? {} : { payload: body.payload }),
        remoteAddress: nextIp(),
      });
      expect(answer.statusCode, `${call.name} (${token ? 'signed in' : 'signed out'})`).toBe(
        expected,
      );
    }
  }
}

const ErrorAnswer = z.object({
  message: z.string(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

describe('request rules (issue 34, defect 8)', () => {
  it('names the part with an unknown field without echoing the name the caller chose', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/companies/duplicates?name=acme&${encodeURIComponent(name)}=1`,
      remoteAddress: nextIp(),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).not.toContain('onerror');
    expect(answer.body).not.toContain('\\u003cimg');
    const body = ErrorAnswer.parse(answer.json());
    expect(body.fields?.map((field) => field.field)).toEqual(['querystring']);
    expect(body.message).toMatch(/^querystring: /);
  });

  it.each(['0x10', '1e3', '+2', ' 2', '2.0', '0b10', ''])(
    'takes page numbers in decimal digits only: page=%j is a 400',
    async (page) => {
      for (const path of [
        '/api/companies',
        '/api/blog/posts',
        '/api/companies/rules-acme/reviews',
      ]) {
        const answer = await server.app.inject({
          method: 'GET',
          url: `${path}?page=${encodeURIComponent(page)}`,
          remoteAddress: nextIp(),
        });
        expect(answer.statusCode, `${path}?page=${page}`).toBe(400);
        expect(ErrorAnswer.parse(answer.json()).fields?.[0]?.field).toBe('page');
      }
    },
  );

  it.each(['0x10', '1e3', '+2', '2.0', '0b10'])(
    'takes ids in decimal digits only: %j in a path, a query id or a filter is a 400',
    async (id) => {
      const value = encodeURIComponent(id);
      for (const [method, url, field] of [
        ['GET', `/api/locations/cities?country=${value}`, 'country'],
        ['GET', `/api/companies?countries=${value}`, 'countries'],
        ['GET', `/api/companies?cities=1&cities=${value}`, 'cities'],
        ['POST', `/api/reviews/${value}/helpful`, 'id'],
      ] as const) {
        const answer = await server.app.inject({
          method,
          url,
          remoteAddress: nextIp(),
          headers: { origin: TEST_PUBLIC_URL },
        });
        expect(answer.statusCode, `${method} ${url}`).toBe(400);
        expect(ErrorAnswer.parse(answer.json()).fields?.[0]?.field, url).toMatch(
          new RegExp(`^${field}`),
        );
      }
    },
  );

  it('still takes a decimal page number', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/companies?page=1&per_page=5',
      remoteAddress: nextIp(),
    });
    expect(answer.statusCode).toBe(200);
  });

  it.each(['TRACE', 'QUERY'])('answers %s with 405 Method Not Allowed', async (method) => {
    for (const url of ['/api/companies', '/companies', '/']) {
      const answer = await server.app.inject({ method, url, remoteAddress: nextIp() });
      expect(answer.statusCode, `${method} ${url}`).toBe(405);
      expect(answer.headers.allow, `${method} ${url}`).toBeTruthy();
      expect(String(answer.headers.allow)).not.toMatch(/TRACE|QUERY/);
    }
  });

  it('documents the survey data download as text/csv, not JSON', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = z
      .object({
        paths: z.record(
          z.string(),
          z.record(
            z.string(),
            z.object({
              responses: z.record(
                z.string(),
                z.object({ content: z.record(z.string(), z.unknown()).optional() }),
              ),
            }),
          ),
        ),
      })
      .parse(answer.json());
    const download = document.paths['/api/surveys/{slug}/data.csv']?.get;
    expect(Object.keys(download?.responses['200']?.content ?? {})).toEqual(['text/csv']);
    // Its failures are still JSON error bodies.
    expect(Object.keys(download?.responses['404']?.content ?? {})).toEqual(['application/json']);
    expect(TEST_PUBLIC_URL).toMatch(/^https:/);
  });

  it('authenticates and checks membership before it reads the body of a company-scoped call', async () => {
    const calls = (await companyScopedCalls('rules-acme')).filter(
      (call) => call.method !== 'GET' && call.method !== 'DELETE',
    );
    expect(calls.length).toBeGreaterThanOrEqual(8);
    for (const call of calls) {
      const url = call.url.replace(/\?.*$/, '');
      for (const body of BAD_BODIES) {
        const anonymous = await server.app.inject({
          method: call.method,
          url,
          headers: { 'content-type': body.type, origin: TEST_PUBLIC_URL },
          payload: body.payload,
          remoteAddress: nextIp(),
        });
        expect(anonymous.statusCode, `${call.name} signed out, ${body.payload}`).toBe(401);
        const outsider = await server.app.inject({
          method: call.method,
          url,
          headers: { 'content-type': body.type, authorization: `Bearer ${stranger.token}` },
          payload: body.payload,
          remoteAddress: nextIp(),
        });
        expect(outsider.statusCode, `${call.name} as a member of no company`).toBe(404);
      }
    }
  });

  it('authenticates before it reads the body or the query of every other signed-in call', async () => {
    const calls = await callsNeeding('session');
    expect(calls.length).toBeGreaterThanOrEqual(40);
    await callWithBadBodies(calls, null, 401);
  });

  it('answers every staff call with 404 to anyone but staff, before it reads the request', async () => {
    const calls = await callsNeeding('staff');
    expect(calls.length).toBeGreaterThanOrEqual(30);
    await callWithBadBodies(calls, null, 404);
    await callWithBadBodies(calls, stranger.token, 404);
  });
});
