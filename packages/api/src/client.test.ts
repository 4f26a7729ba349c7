import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, createTestApiClient } from './client';
import { ApiError, buildQueryString, createHttpTransport } from './http';

const country = {
  id: 7,
  name: 'Malaysia',
  slug: 'malaysia',
  images: { main: { webp: '/m.webp', original: '/m.jpg' } },
};

let server: Server;
let base: string;
const seen: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    res.setHeader('content-type', 'application/json');
    if (req.url?.startsWith('/api/locations/cities')) {
      res.end(
        JSON.stringify({
          data: [{ id: 1, name: 'Kuala Lumpur', slug: 'kuala-lumpur', sponsorship_pages: [] }],
          country,
        }),
      );
    } else if (req.url?.startsWith('/api/companies')) {
      res.statusCode = 400;
      res.end(
        JSON.stringify({
          statusCode: 400,
          error: 'Bad Request',
          message: 'page: Too small',
          fields: [{ field: 'page', message: 'Too small' }],
        }),
      );
    } else if (req.url?.startsWith('/broken/')) {
      res.end(JSON.stringify({ data: 'not a list' }));
    } else {
      res.statusCode = 500;
      res.end('not json');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createApiClient', () => {
  it('calls the main API with the query and a bearer token, and validates the answer', async () => {
    const client = createApiClient({
      baseUrl: `${base}/api`,
      v2BaseUrl: `${base}/api/v2`,
      getToken: () => 'tok-1',
    });
    const answer = await client.getCities({ country: 7, include_sponsorship_pages: true });
    expect(answer.country.slug).toBe('malaysia');
    expect(answer.data[0]?.name).toBe('Kuala Lumpur');
    const request = seen.at(-1);
    expect(request?.url).toBe('/api/locations/cities?country=7&include_sponsorship_pages=true');
    expect(request?.headers.authorization).toBe('Bearer tok-1');
  });

  it('sends no Authorization header without a token', async () => {
    const client = createApiClient({
      baseUrl: `${base}/api`,
      v2BaseUrl: `${base}/api/v2`,
      getToken: () => null,
    });
    await client.getCities({ country: 7 });
    expect(seen.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('turns an error answer into an ApiError with status, message and fields', async () => {
    const client = createApiClient({ baseUrl: `${base}/api`, v2BaseUrl: `${base}/api/v2` });
    const failure = await client.listCompanies({ page: 0 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      message: 'page: Too small',
      fields: [{ field: 'page', message: 'Too small' }],
    });
  });

  it('reports an answer that breaks the contract as a 502', async () => {
    const client = createApiClient({ baseUrl: `${base}/broken`, v2BaseUrl: `${base}/api/v2` });
    const failure = await client.getCities({ country: 1 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 502 });
  });

  it('finds the second API below the main one when no v2 base is given', async () => {
    const transport = createHttpTransport({ baseUrl: `${base}/api/` });
    // This server has no second API (a 500): where the request went is what counts.
    await transport({ api: 'v2', method: 'GET', path: '/x', query: { country: 7 } }).catch(
      () => undefined,
    );
    expect(seen.at(-1)?.url).toBe('/api/v2/x?country=7');
  });

  it('reports an unreachable server as status 0', async () => {
    const client = createApiClient({
      baseUrl: 'http://127.0.0.1:1/api',
      v2BaseUrl: 'http://127.0.0.1:1/api/v2',
    });
    const failure = await client.listCompanies().catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 0 });
  });
});

describe('buildQueryString', () => {
  it('skips empty values and repeats arrays with brackets', () => {
    expect(buildQueryString({ a: 1, b: undefined, c: null, d: [3, 4], e: 'x y' })).toBe(
      '?a=1&d%5B%5D=3&d%5B%5D=4&e=x+y',
    );
    expect(buildQueryString({})).toBe('');
  });
});

describe('createTestApiClient', () => {
  it('throws for calls the test did not supply and answers those it did', async () => {
    const client = createTestApiClient({ getCities: async () => ({ data: [], country }) });
    await expect(client.listCompanies()).rejects.toThrow(
      'ApiClient.listCompanies is not implemented in this test',
    );
    await expect(client.getCities({ country: 7 })).resolves.toEqual({ data: [], country });
  });
});
