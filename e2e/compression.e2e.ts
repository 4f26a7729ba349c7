import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
  body: Buffer;
}

/** One GET as it travels: the body's bytes exactly as sent, never decompressed on the way. */
function rawGet(path: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${baseUrl}${path}`,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            bytes: body.length,
            body,
          });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('what the production server sends over the wire', () => {
  it('serves the built scripts precompressed, with long-lived caching', async () => {
    const page = await rawGet('/');
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page.body.toString('utf8'))?.[1];
    expect(script).toBeDefined();
    const raw = await rawGet(script ?? '');
    const brotli = await rawGet(script ?? '', 'br, gzip');
    const gzip = await rawGet(script ?? '', 'gzip');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(brotli.bytes).toBeLessThan(raw.bytes / 2);
    expect(String(brotli.headers['cache-control'])).toContain('immutable');
  });

  it('sends a listing page compressed', async () => {
    const raw = await rawGet('/companies');
    const brotli = await rawGet('/companies', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.bytes * 4).toBeLessThan(raw.bytes);
  });
});
