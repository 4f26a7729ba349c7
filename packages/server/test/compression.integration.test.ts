import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevRenderer } from '../src/ssr/renderer';
import { buildTestServer, type TestServer } from './helpers/server';

// Pages and API answers travel compressed when the client accepts it (issue 14: a listing was
// 457 kB of raw HTML). Built assets are compressed at build time; the e2e journeys check those.
let server: TestServer;

beforeAll(async () => {
  server = await buildTestServer({ companies: 30, renderer: await createDevRenderer() });
});

afterAll(async () => {
  await server?.close();
});

describe('compression', () => {
  it('sends a page as brotli to a browser that accepts it, and the same page raw otherwise', async () => {
    const compressed = await server.app.inject({
      url: '/companies',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(compressed.rawPayload).toString('utf8');
    expect(html).toMatch(/<h1[^>]*>/);

    const raw = await server.app.inject({ url: '/companies' });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toMatch(/<h1[^>]*>/);
    // A listing page shrinks several times over.
    expect(compressed.rawPayload.length * 4).toBeLessThan(raw.rawPayload.length);
  });

  it('sends API answers as gzip when that is what the client accepts', async () => {
    const response = await server.app.inject({
      url: '/api/companies?per_page=20',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(response.rawPayload).toString('utf8')) as {
      data: unknown[];
    };
    expect(body.data).toHaveLength(20);
  });

  it('leaves small answers alone', async () => {
    const response = await server.app.inject({
      url: '/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
