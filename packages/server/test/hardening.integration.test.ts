import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderFunction } from '@atlas/api/ssr';
import { DEFAULT_VARIANTS, VARIANT_COOKIES } from '@atlas/api/variants';
import { buildServer } from '../src/app';
import { loadConfig } from '../src/config';
import { readyLine } from '../src/serve';
import { mailJobs, users } from '../src/db/schema';
import { UNIFORM_ANSWER_MS } from '../src/modules/auth/service';
import type { AppRenderer } from '../src/ssr/renderer';
import { addressSequence } from './helpers/addresses';
import { solvedCaptcha } from './helpers/captcha';
import { createTestDatabase, type TestDatabase } from './helpers/db';
import { createMemoryMailer } from './helpers/mail';
import { TEST_PUBLIC_URL, testConfig } from './helpers/server';

/** A log sink the tests read: every line the server writes, as text. */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

/** One raw HTTP/1.1 exchange over a socket, bytes exactly as given (no client-side escaping). */
function rawGet(
  port: number,
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, method: 'GET', path: target, headers, insecureHTTPParser: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const nextIp = addressSequence('10.9');

describe('hardening: one server on the log level that runs in production', () => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  const log = logSink();
  const mailer = createMemoryMailer();
  const dataDir = path.join(tmpdir(), `atlas-hardening-${process.pid}-${Date.now()}`);
  const adminToken = 'a-moderator-token-that-is-long-enough';

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await mkdir(path.join(dataDir, 'outbox'), { recursive: true });
    app = await buildServer(
      testConfig({
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        OUTBOX_PAGE: 'true',
        ADMIN_TOKEN: adminToken,
        CAPTCHA_DIFFICULTY: '1',
      }),
      { database: testDatabase.database, renderer: null, mailer, logStream: log.stream },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app?.close();
    await testDatabase?.cleanup();
  });

  it('survives a query parameter name that is not valid percent-encoding', async () => {
    // This request ended the process: the log's URL redaction threw on the name.
    for (const target of [
      '/api/companies?%E0%A4%A=1',
      '/api/companies?%=1&token%ZZ=2',
      '/companies?%C0%AF%E0%80',
    ]) {
      const answer = await rawGet(port, target);
      expect(answer.status).toBeLessThan(500);
    }
    expect((await rawGet(port, '/healthz')).status).toBe(200);
  });

  it('names the path parameter that is not valid percent-encoding, without echoing the URL', async () => {
    for (const [target, field] of [
      ['/api/companies/%E0%A4%A/profile', 'slug'],
      ['/api/advanced-filters/%C0', 'tab'],
      ['/api/saved-searches/%ZZ', 'id'],
    ] as const) {
      const answer = await rawGet(port, target);
      expect(answer.status, target).toBe(400);
      const body = JSON.parse(answer.body) as { fields: { field: string }[]; message: string };
      expect(body.fields[0]?.field, target).toBe(field);
      expect(body.message).not.toContain('%');
    }
  });

  it('answers a HEAD request the parser refuses without a body', async () => {
    const huge = 'a'.repeat(20_000);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'HEAD',
          path: `/?q=${huge}`,
          headers: { 'x-big': huge },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.body).toBe('');
    expect((await rawGet(port, '/healthz')).status).toBe(200);
  });

  it('says at start where it really listens', () => {
    expect(readyLine(testConfig(), app)).toBe(
      `Agency Atlas is listening on http://127.0.0.1:${port} and published at ${TEST_PUBLIC_URL}`,
    );
    const unset = loadConfig({ NODE_ENV: 'test' });
    expect(readyLine(unset, app)).toBe(`Agency Atlas is ready at http://127.0.0.1:${port}`);
  });

  it('ignores an unreadable cookie instead of failing', async () => {
    const answer = await rawGet(port, '/api/companies', {
      cookie: 'atlas_session=%E0%A4%A; __proto__=%; =x',
    });
    expect(answer.status).toBe(200);
  });

  it('answers 400 naming the field for integers beyond their column', async () => {
    const cases: [string, string, string][] = [
      ['GET', '/api/locations/cities?country=40000', 'country'],
      ['GET', '/api/locations/cities?country=99999999999999999999', 'country'],
      ['POST', '/api/reviews/2147483648/helpful', 'id'],
      ['GET', '/api/companies?services[]=32768', 'services'],
      ['GET', '/api/companies?cities[]=2147483648', 'cities'],
    ];
    for (const [method, url, field] of cases) {
      const answer = await app.inject({
        method: method as 'GET' | 'POST',
        url,
        remoteAddress: nextIp(),
        headers: { origin: TEST_PUBLIC_URL },
      });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().fields?.[0]?.field, url).toBe(field);
    }
  });

  it('answers 400 naming the field for NUL characters and broken Unicode', async () => {
    const body = {
      name: 'Ada\u0000Lovelace',
      email: 'ada@example.com',
      subject: 'general',
      message: 'A message long enough to pass.',
      captcha: 'x',
    };
    const nul = await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextIp(),
      headers: { origin: TEST_PUBLIC_URL },
      payload: body,
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().fields[0].field).toBe('name');
    const surrogate = await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextIp(),
      headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json' },
      payload: '{"name":"Ada","message":"broken \\ud800 text"}',
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().fields[0].field).toBe('message');
    const inPath = await app.inject({ method: 'GET', url: '/api/companies/a%00b/profile' });
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json().fields[0].field).toBe('slug');
  });

  it('refuses e-mail addresses with control, bidirectional or emoji characters', async () => {
    for (const email of ['ada\u202E@example.com', 'ada@exa\u200Bmple.com', '😀@example.com']) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/forgot',
        remoteAddress: nextIp(),
        headers: { origin: TEST_PUBLIC_URL },
        payload: { email, captcha: 'x' },
      });
      expect(answer.statusCode, email).toBe(400);
      expect(answer.json().fields[0].field).toBe('email');
    }
  });

  it('does not believe X-Forwarded-For from a client: per-address limits hold', async () => {
    const from = nextIp();
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      const answer = await app.inject({
        method: 'GET',
        url: '/api/captcha/challenge',
        remoteAddress: from,
        headers: { 'x-forwarded-for': `198.51.100.${index + 1}` },
      });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        // The 429 says, in words, when to try again.
        expect(answer.json().message).toMatch(
          /Please wait \d+ (second|seconds|minute|minutes) and try again/,
        );
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('limits helpful votes and captcha challenges per address', async () => {
    const from = nextIp();
    let last = 0;
    for (let index = 0; index < 31; index += 1) {
      last = (
        await app.inject({
          method: 'POST',
          url: '/api/reviews/1/helpful',
          remoteAddress: from,
          headers: { origin: TEST_PUBLIC_URL },
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('answers forgot-password the same, and no sooner than the floor, for known and unknown addresses', async () => {
    const known = 'known.person@example.com';
    await testDatabase.database.db
      .insert(users)
      .values({ email: known, name: 'Known Person', passwordHash: null });
    const ask = async (email: string) => {
      const started = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: '/api/forgot',
        remoteAddress: nextIp(),
        headers: { origin: TEST_PUBLIC_URL },
        payload: { email, captcha: await solvedCaptcha(app, nextIp()) },
      });
      return { answer, ms: performance.now() - started };
    };
    const unknown = await ask('nobody@example.com');
    const real = await ask(known);
    expect([unknown.answer.statusCode, real.answer.statusCode]).toEqual([200, 200]);
    expect(unknown.answer.body).toBe(real.answer.body);
    // Both wait out the same floor (the captcha check is before it, so it is not counted).
    expect(unknown.ms).toBeGreaterThanOrEqual(UNIFORM_ANSWER_MS - 5);
    expect(real.ms).toBeGreaterThanOrEqual(UNIFORM_ANSWER_MS - 5);
    // Only the real account gets mail, from the queue.
    const jobs = await testDatabase.database.db
      .select({ recipient: mailJobs.recipient })
      .from(mailJobs)
      .where(eq(mailJobs.kind, 'reset_password'));
    expect(jobs).toEqual([{ recipient: known }]);
  });

  it('keeps secrets and addresses out of the log, for every route family that carries them', async () => {
    const secrets = {
      verify: 'verify-secret-3f9a',
      manage: '0b9e1c52-7a0e-4f51-9a51-1d1f4e7a9d10',
      reset: 'reset-secret-77aa',
      code: 'oauth-code-5c1d',
      state: 'oauth-state-9e2f',
      confirm: 'confirm-secret-1b2c',
      invite: 'invite-secret-4d5e',
      key: 'unsubscribe-key-6f70',
      address: 'private.person@example.com',
    };
    const urls = [
      `/email/verify/abc/${secrets.verify}`,
      `/email/preferences/manage/${secrets.manage}`,
      `/api/email/preferences/${secrets.manage}`,
      `/password/reset?id=1&token=${secrets.reset}`,
      `/api/auth/google/callback?code=${secrets.code}&state=${secrets.state}`,
      `/company/review/confirm?token=${secrets.confirm}`,
      `/company/review/submit/acme?token=${secrets.invite}`,
      `/email/unsubscribe/${encodeURIComponent(secrets.address)}/all?key=${secrets.key}`,
      `/api/email/unsubscribe?email=${encodeURIComponent(secrets.address)}&key=${secrets.key}`,
    ];
    for (const url of urls) await rawGet(port, url);
    const written = log.text();
    expect(written).toContain('/email/verify/abc/[redacted]');
    for (const secret of Object.values(secrets)) {
      expect(written).not.toContain(secret);
      expect(written).not.toContain(encodeURIComponent(secret));
    }
  });

  it('lists the outbox even when a file in it is empty or cut short', async () => {
    await writeFile(path.join(dataDir, 'outbox', 'broken-empty.json'), '');
    await writeFile(path.join(dataDir, 'outbox', 'broken-half.json'), '{"id":"x","to":');
    const page = await rawGet(port, '/dev/outbox');
    expect(page.status).toBe(200);
  });
});

describe('hardening: origins when PUBLIC_URL is not set', () => {
  async function serverWith(env: Record<string, string>) {
    const testDatabase = await createTestDatabase();
    const app = await buildServer(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', ...env }),
      { database: testDatabase.database, renderer: null },
    );
    return {
      app,
      close: async () => {
        await app.close();
        await testDatabase.cleanup();
      },
    };
  }

  const logoutFrom = (app: FastifyInstance, host: string, origin: string) =>
    app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { host, origin, cookie: 'atlas_session=abcdefghijklmnopqrstuvwxyz' },
    });

  it('accepts the site’s own loopback origin by any alias, and nothing else', async () => {
    const server = await serverWith({});
    try {
      expect(
        (await logoutFrom(server.app, '127.0.0.1:3000', 'http://127.0.0.1:3000')).statusCode,
      ).toBe(200);
      expect((await logoutFrom(server.app, '[::1]:3000', 'http://[::1]:3000')).statusCode).toBe(
        200,
      );
      expect(
        (await logoutFrom(server.app, 'localhost:3000', 'http://localhost:3000')).statusCode,
      ).toBe(200);
      // Another site, or an origin that is not the request's own host, is still refused.
      expect(
        (await logoutFrom(server.app, '127.0.0.1:3000', 'https://evil.example')).statusCode,
      ).toBe(403);
      expect(
        (await logoutFrom(server.app, '127.0.0.1:3000', 'http://127.0.0.1:4000')).statusCode,
      ).toBe(403);
      expect((await logoutFrom(server.app, 'evil.example', 'http://evil.example')).statusCode).toBe(
        403,
      );
    } finally {
      await server.close();
    }
  });

  it('accepts only PUBLIC_URL’s origin once it is set', async () => {
    const server = await serverWith({ PUBLIC_URL: 'https://atlas.example' });
    try {
      expect(
        (await logoutFrom(server.app, '127.0.0.1:3000', 'http://127.0.0.1:3000')).statusCode,
      ).toBe(403);
      expect(
        (await logoutFrom(server.app, 'atlas.example', 'https://atlas.example')).statusCode,
      ).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    const server = await serverWith({ TRUST_PROXY: '1', PUBLIC_URL: 'https://atlas.example' });
    try {
      // Behind one proxy, each forwarded client counts on its own.
      for (let index = 0; index < 35; index += 1) {
        const answer = await server.app.inject({
          method: 'GET',
          url: '/api/captcha/challenge',
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': `198.51.100.${index + 1}` },
        });
        expect(answer.statusCode).toBe(200);
      }
    } finally {
      await server.close();
    }
  });
});

describe('hardening: server rendering is bounded and shared', () => {
  function blockingRenderer() {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls: string[] = [];
    const render: RenderFunction = async (request) => {
      calls.push(request.url);
      await gate;
      const script = `console.info(${JSON.stringify(request.url)})`;
      return {
        status: 200,
        headers: {},
        html: `<!doctype html><p>${request.url}</p><script>${script}</script>`,
        inlineScripts: [script],
      };
    };
    const renderer: AppRenderer = { render, template: async () => '', close: async () => {} };
    return {
      renderer,
      calls,
      /** Lets every waiting and later render finish. */
      open: () => release(),
    };
  }

  it('renders identical anonymous pages once, refuses past the line with 503, and keeps the API answering', async () => {
    const testDatabase = await createTestDatabase();
    const pages = blockingRenderer();
    const app = await buildServer(
      testConfig({ RENDER_CONCURRENCY: '1', RENDER_QUEUE: '1', PAGE_CACHE_TTL_MS: '0' }),
      { database: testDatabase.database, renderer: pages.renderer },
    );
    try {
      // Returning visitors with the same variants (first visits draw theirs at random).
      const cookie = (Object.keys(VARIANT_COOKIES) as (keyof typeof VARIANT_COOKIES)[])
        .map((key) => `${VARIANT_COOKIES[key]}=${DEFAULT_VARIANTS[key]}`)
        .join('; ');
      const page = (url: string) => app.inject({ url, headers: { cookie } });
      const same = [page('/about?x=1'), page('/about?x=1'), page('/about?x=1')];
      await new Promise((resolve) => setTimeout(resolve, 50));
      const queued = page('/about?x=2');
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The line (1) is full: a fourth distinct render is refused at once.
      const refused = await page('/about?x=3');
      expect(refused.statusCode).toBe(503);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The API answers while renders wait.
      const api = await app.inject('/api/services');
      expect(api.statusCode, api.body).toBe(200);
      pages.open();
      const answers = await Promise.all(same);
      expect((await queued).statusCode).toBe(200);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(pages.calls.filter((url) => url === '/about?x=1')).toHaveLength(1);
      // Each shared answer lists the page's inline script by its hash, and no nonce.
      const hash = createHash('sha256').update('console.info("/about?x=1")').digest('base64');
      for (const answer of answers) {
        expect(answer.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
        expect(answer.headers['content-security-policy']).not.toContain('nonce-');
      }
    } finally {
      await app.close();
      await testDatabase.cleanup();
    }
  });
});
