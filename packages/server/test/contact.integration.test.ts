import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@atlas/api/error-body';
import { contactRequests, mailJobs } from '../src/db/schema';
import { siteContactMail } from '../src/modules/contact/mail';
import { addressSequence } from './helpers/addresses';
import { solvedCaptcha } from './helpers/captcha';
import { createFlakyMailer, makePendingMailDue } from './helpers/mail';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';

const TEAM = 'hello-team@atlas.test';
const ORIGIN = { origin: TEST_PUBLIC_URL };

const mailer = createFlakyMailer();
let server: TestServer;

/** Every request from its own address, so the per-IP limit only bites where a test means it to. */
const nextIp = addressSequence('10.1');

function call(options: InjectOptions & { ip?: string }): Promise<LightMyRequestResponse> {
  const { ip, ...rest } = options;
  return server.app.inject({ remoteAddress: ip ?? nextIp(), ...rest });
}

const captcha = () => solvedCaptcha(server.app, nextIp());

let keyCounter = 0;
function newKey(): string {
  keyCounter += 1;
  return `contact-test-key-${Date.now()}-${keyCounter}`;
}

async function validBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    subject: 'listing',
    message: 'Hello! How do I add a second office to our company profile?',
    captcha: await captcha(),
    idempotency_key: newKey(),
    ...overrides,
  };
}

function send(payload: Record<string, unknown>, ip?: string) {
  return call({ method: 'POST', url: '/api/contact', headers: ORIGIN, payload, ip });
}

const rowsWithKey = (key: string) =>
  server.app.database.db
    .select()
    .from(contactRequests)
    .where(eq(contactRequests.idempotencyKey, key));

/** The pending mail jobs become due now, as if their retry delay had passed. */
const makeDue = () => makePendingMailDue(server.app.database.db);

beforeAll(async () => {
  server = await buildTestServer({
    mailer,
    config: { CONTACT_EMAIL: TEAM, CAPTCHA_DIFFICULTY: '8' },
  });
});

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  // A drain kicked by the previous test must not send this test's mail behind its back.
  await server.app.mailQueue.drain();
  mailer.down = false;
  mailer.sent.length = 0;
});

describe('POST /api/contact', () => {
  it('stores the message for the team and e-mails it to CONTACT_EMAIL through the queue', async () => {
    const body = await validBody({ message: 'Line one <b>bold?</b>\n\nSecond paragraph.' });
    const response = await send(body);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/Your message has reached our team/);

    const [row] = await rowsWithKey(body.idempotency_key);
    expect(row).toMatchObject({
      companyId: null,
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject: 'listing',
      message: 'Line one <b>bold?</b>\n\nSecond paragraph.',
    });
    const jobs = await server.app.database.db
      .select()
      .from(mailJobs)
      .where(eq(mailJobs.kind, 'site_contact'));
    expect(jobs.some((job) => job.recipient === TEAM && job.text.includes(row?.id ?? '?'))).toBe(
      true,
    );

    await server.app.mailQueue.drain();
    const mail = mailer.sent.find((message) => message.text.includes(row?.id ?? '?'));
    expect(mail?.to).toBe(TEAM);
    expect(mail?.subject).toContain('My company listing');
    expect(mail?.subject).toContain('Grace Hopper');
    expect(mail?.headers?.['Reply-To']).toBe('Grace Hopper <grace@example.com>');
    expect(mail?.text).toContain('Line one <b>bold?</b>');
    // The HTML part shows what was typed, never runs it.
    expect(mail?.html).toContain('Line one &lt;b&gt;bold?&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>bold');
  });

  it('answers 400 naming every field that is wrong, and stores nothing', async () => {
    const key = newKey();
    const response = await send({
      name: '',
      email: 'not-an-address',
      subject: 'gossip',
      message: 'short',
      captcha: await captcha(),
      idempotency_key: key,
    });
    expect(response.statusCode).toBe(400);
    const error = ErrorBodySchema.parse(response.json());
    expect(error.fields?.map((field) => field.field).sort()).toEqual(
      ['email', 'message', 'name', 'subject'].sort(),
    );
    expect(error.message).toContain('email');
    expect(await rowsWithKey(key)).toEqual([]);
  });

  it('names a missing idempotency key and a malformed one', async () => {
    const { idempotency_key: _omitted, ...withoutKey } = await validBody();
    const missing = await send(withoutKey);
    expect(missing.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(missing.json()).fields?.map((f) => f.field)).toEqual([
      'idempotency_key',
    ]);
    const malformed = await send(await validBody({ idempotency_key: 'x y' }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('idempotency_key');
  });

  it('requires a captcha: missing, wrong or reused answers are refused', async () => {
    const missing = await send({ ...(await validBody()), captcha: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([{ field: 'captcha', message: expect.any(String) }]);

    const wrong = await send(
      await validBody({ captcha: '00000000-0000-4000-8000-000000000000.1' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([{ field: 'captcha', message: expect.any(String) }]);

    const first = await validBody();
    expect((await send(first)).statusCode).toBe(200);
    const reused = await send({ ...first, idempotency_key: newKey() });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().fields?.[0]?.field).toBe('captcha');
  });

  it('stores and sends a message once when the same submit arrives twice', async () => {
    const body = await validBody({ message: 'Please call me back about the awards.' });
    const first = await send(body);
    const retry = await send(body);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const rows = await rowsWithKey(body.idempotency_key);
    expect(rows).toHaveLength(1);

    await server.app.mailQueue.drain();
    const mails = mailer.sent.filter((message) => message.text.includes(rows[0]?.id ?? '?'));
    expect(mails).toHaveLength(1);
  });

  it('stores one row when two identical submits race', async () => {
    const body = await validBody();
    const answers = await Promise.all([send(body), send(body)]);
    // One wins; the other either sees the stored row or finds the captcha already spent.
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    expect(await rowsWithKey(body.idempotency_key)).toHaveLength(1);
  });

  it('keeps the request when mail fails, and the queued job is sent on a later try', async () => {
    mailer.down = true;
    const body = await validBody({ message: 'The mail server is down right now.' });
    expect((await send(body)).statusCode).toBe(200);
    const [row] = await rowsWithKey(body.idempotency_key);
    expect(row).toBeDefined();

    await server.app.mailQueue.drain();
    const jobFor = async () => {
      const jobs = await server.app.database.db
        .select()
        .from(mailJobs)
        .where(eq(mailJobs.kind, 'site_contact'));
      return jobs.find((job) => job.text.includes(row?.id ?? '?'));
    };
    expect(await jobFor()).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await jobFor())?.lastError).toContain('SMTP connection refused');
    expect(mailer.sent).toEqual([]);
    // The request itself is still there.
    expect(await rowsWithKey(body.idempotency_key)).toHaveLength(1);

    mailer.down = false;
    await makeDue();
    await server.app.mailQueue.drain();
    expect(await jobFor()).toMatchObject({ status: 'sent', attempts: 2 });
    expect(mailer.sent.filter((message) => message.to === TEAM)).toHaveLength(1);
  });

  it('limits how many messages one address may send in an hour', async () => {
    const ip = '10.9.9.9';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await send(await validBody(), ip)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await send(await validBody(), nextIp())).statusCode).toBe(200);
  });

  it('refuses a cross-site submit', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'https://evil.example' },
      payload: await validBody(),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('CONTACT_EMAIL', () => {
  it('defaults to team@ the public host', async () => {
    const { testConfig } = await import('./helpers/server');
    expect(testConfig().contactEmail).toBe('team@atlas.test');
    expect(testConfig({ CONTACT_EMAIL: 'x@y.example' }).contactEmail).toBe('x@y.example');
    expect(() => testConfig({ CONTACT_EMAIL: 'nope' })).toThrow(/CONTACT_EMAIL/);
  });
});

describe('siteContactMail', () => {
  const base = {
    to: TEAM,
    brandName: 'Agency Atlas',
    requestId: 'r-1',
    name: 'Mallory\r\nBcc: victim@example.com',
    subject: 'general' as const,
    message: 'Hi',
  };

  it('keeps header values on one line and replies only to a plain address', () => {
    const plain = siteContactMail({ ...base, email: 'mallory@example.com' });
    expect(plain.subject).not.toMatch(/[\r\n]/);
    expect(plain.headers?.['Reply-To']).toBe(
      'Mallory Bcc: victim@example.com <mallory@example.com>',
    );
    const odd = siteContactMail({ ...base, email: 'a,b@example.com' });
    expect(odd.headers).toBeUndefined();
    expect(odd.text).toContain('a,b@example.com');
  });
});
