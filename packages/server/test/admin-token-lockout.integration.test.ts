import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app';
import { mailJobs } from '../src/db/schema';
import { ADMIN_FAILURES } from '../src/modules/reviews/admin-token-guard';
import { createTestDatabase, type TestDatabase } from './helpers/db';
import { createMemoryMailer } from './helpers/mail';
import { testConfig } from './helpers/server';

/**
 * The moderators' token cannot be locked out by a neighbour (issue 34, defect 7): wrong tokens
 * are counted per network and per token prefix, the right token always works, staff are alerted.
 */
let testDatabase: TestDatabase;
let app: FastifyInstance;
let now = new Date('2026-03-02T09:00:00Z').getTime();
const adminToken = 'a-moderator-token-that-is-long-enough';
const PENDING = '/api/admin/reviews/pending';

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  app = await buildServer(testConfig({ ADMIN_TOKEN: adminToken }), {
    database: testDatabase.database,
    renderer: null,
    clock: { now: () => new Date(now) },
    mailer: createMemoryMailer(),
  });
});

afterAll(async () => {
  await app?.close();
  await testDatabase?.cleanup();
});

const ask = (remoteAddress: string, token: string | undefined) =>
  app.inject({
    method: 'GET',
    url: PENDING,
    remoteAddress,
    headers: token === undefined ? {} : { 'x-admin-token': token },
  });

const alerts = () =>
  testDatabase.database.db.select().from(mailJobs).where(eq(mailJobs.kind, 'admin_token_alert'));

describe('wrong moderator tokens', () => {
  it('never lock out the right token, from the same network or anywhere', async () => {
    // A neighbour on 203.0.113.0/24 sprays wrong tokens, each with its own start.
    for (let index = 0; index < ADMIN_FAILURES.max; index += 1)
      expect(
        (await ask('203.0.113.7', `${index}${index}-guess-not-the-token-at-all`)).statusCode,
      ).toBe(401);
    const refused = await ask('203.0.113.7', 'guess-again-not-the-token');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/wrong moderator tokens.*Please wait 15 minutes/);
    expect(refused.headers['retry-after']).toBe(String(ADMIN_FAILURES.windowMs / 1000));

    // The moderator in the same office, and behind the same address, still gets in.
    expect((await ask('203.0.113.9', adminToken)).statusCode).toBe(200);
    expect((await ask('203.0.113.7', adminToken)).statusCode).toBe(200);
    // Another network with another wrong token is only told it is wrong.
    expect((await ask('192.0.2.1', 'zzzz-not-the-token-either')).statusCode).toBe(401);
  });

  it('counts one token prefix across networks, so rotating addresses does not help', async () => {
    const addresses = Array.from({ length: ADMIN_FAILURES.max }, (_, i) => `198.51.${i}.4`);
    for (const address of addresses)
      expect((await ask(address, `leak-${address}-old-token`)).statusCode).toBe(401);
    const fresh = await ask('198.51.200.4', 'leak-one-more-old-token');
    expect(fresh.statusCode).toBe(429);
    // The right token from that fresh network is still admitted.
    expect((await ask('198.51.200.4', adminToken)).statusCode).toBe(200);
  });

  it('alerts staff once per network and per prefix that reached the limit, never with the token', async () => {
    const queued = await alerts();
    const subjects = queued.map((job) => job.subject);
    expect(subjects.filter((s) => s.includes('one network'))).toHaveLength(1);
    expect(subjects.filter((s) => s.includes('one token prefix'))).toHaveLength(1);
    const texts = queued.map((job) => job.text).join('\n');
    expect(texts).toContain('network 203.0.113.0/24');
    expect(texts).toContain('token prefix leak…');
    expect(texts).not.toContain('old-token');
  });

  it('lets a network try again once the window has passed', async () => {
    now += ADMIN_FAILURES.windowMs + 1000;
    expect((await ask('203.0.113.7', 'guess-again-not-the-token')).statusCode).toBe(401);
  });
});
