import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app';
import { createTestDatabase, type TestDatabase } from './helpers/db';
import { testConfig } from './helpers/server';

/**
 * Every link of ours whose query carries a secret (issue 34, defect 6): the e-mailed one-time
 * links, the checkout page, the OAuth callbacks. Each is requested with a known secret, and the
 * request log must not hold it. A query parameter a new link adds must be listed here or below in
 * PUBLIC_QUERY_NAMES (a test reads the sources for them).
 */
const SECRET_QUERY_ROUTES: readonly { name: string; url: (secret: string) => string }[] = [
  { name: 'password reset link', url: (s) => `/password/reset?id=1&token=${s}` },
  { name: 'awards vote confirmation', url: (s) => `/awards-2026/vote?confirm=${s}` },
  { name: 'stand-in checkout page', url: (s) => `/payments/stand-in/checkout?session=${s}` },
  { name: 'review confirmation', url: (s) => `/company/review/confirm?token=${s}` },
  { name: 'review invitation', url: (s) => `/company/review/submit/acme?token=${s}` },
  { name: 'blog preview', url: (s) => `/blog/preview/some-post?token=${s}&language=en` },
  {
    name: 'verification e-mail confirmation',
    url: (s) => `/dashboard/company/verification/confirm?token=${s}`,
  },
  { name: 'e-mail change link', url: (s) => `/dashboard/settings?email_change=1.${s}` },
  { name: 'unsubscribe page', url: (s) => `/email/unsubscribe/someone/all?key=${s}` },
  { name: 'one-click unsubscribe', url: (s) => `/api/email/unsubscribe?email=a&key=${s}` },
  { name: 'OAuth callback', url: (s) => `/api/auth/google/callback?code=${s}&state=${s}` },
  // Names a provider or a later link may use: redacted by the same rule, not by a list.
  { name: 'a session id', url: (s) => `/x?session_id=${s}` },
  { name: 'an API key', url: (s) => `/x?apiKey=${s}&api-key=${s}` },
  { name: 'a signature', url: (s) => `/x?X-Amz-Signature=${s}&sig=${s}` },
  { name: 'an access token', url: (s) => `/x?access_token=${s}&refreshToken=${s}` },
  { name: 'a one-time code', url: (s) => `/x?otp=${s}&nonce=${s}&auth=${s}` },
];

/** Query parameters our links carry that are no secret (checked against the sources). */
const PUBLIC_QUERY_NAMES: ReadonlySet<string> = new Set([
  'company',
  'edition',
  'id',
  'language',
  'lastEventId',
  'oauth_error',
  'order',
  'page',
  'redirect',
  'render',
  'result',
  'source',
  'step',
  'translation_of',
  'url',
  'v',
]);

/** The parameter names of the routes above. */
function secretQueryNames(): Set<string> {
  const names = new Set<string>();
  for (const route of SECRET_QUERY_ROUTES) {
    const query = route.url('s').split('?')[1] ?? '';
    for (const pair of query.split('&')) names.add(pair.split('=')[0] ?? '');
  }
  return names;
}

async function sourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

let testDatabase: TestDatabase;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  app = await buildServer(testConfig({ LOG_LEVEL: 'info' }), {
    database: testDatabase.database,
    renderer: null,
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    }),
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await testDatabase?.cleanup();
});

describe('secrets in request URLs (issue 34, defect 6)', () => {
  it('lists every query parameter our links and pages carry, secret or not', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const files = (
      await Promise.all(
        ['server/src', 'app/src', 'api/src'].map((dir) => sourceFiles(path.join(root, dir))),
      )
    ).flat();
    const secret = secretQueryNames();
    const unlisted = new Set<string>();
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      // A parameter written into a link: `?name=${…}` or `&name=${…}`.
      for (const match of text.matchAll(/[?&]([A-Za-z_][\w-]*)=\$\{/g)) {
        const name = match[1] ?? '';
        if (!secret.has(name) && !PUBLIC_QUERY_NAMES.has(name))
          unlisted.add(`${name} (${path.relative(root, file)})`);
      }
    }
    expect([...unlisted]).toEqual([]);
  });

  it.each(SECRET_QUERY_ROUTES)('keeps the secret of the $name out of the log', async (route) => {
    const secret = `s3cret-${route.name.replace(/\W+/g, '-')}-7f3a9c`;
    const before = lines.length;
    await app.inject({ method: 'GET', url: route.url(secret), remoteAddress: '10.34.6.1' });
    const written = lines.slice(before).join('');
    // The request was logged, but not its secret, in any encoding.
    expect(written).toContain('"msg":"incoming request"');
    expect(written).toContain('=[redacted]');
    expect(written).not.toContain(secret);
    expect(written).not.toContain(encodeURIComponent(secret));
  });
});
