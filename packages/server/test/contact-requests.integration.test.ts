import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactRequests, mailJobs } from '../src/db/schema';
import { addressSequence } from './helpers/addresses';
import { solvedCaptcha } from './helpers/captcha';
import { createFlakyMailer, makePendingMailDue, type FlakyMailer } from './helpers/mail';
import { buildTestServer, type TestServer } from './helpers/server';
import { insertBareCompany } from './helpers/profile-fixtures';
import { insertSignedInUser } from './helpers/users';

let server: TestServer;
let mailer: FlakyMailer;
/** Each request from its own address, so the per-address limit is tested only where meant. */
const nextIp = addressSequence('10.1');

beforeAll(async () => {
  mailer = createFlakyMailer();
  server = await buildTestServer({
    companies: 2,
    mailer,
    config: { CAPTCHA_DIFFICULTY: '4' },
  });
  await insertBareCompany(server.app.database.db, 'mail-me', 'sales@mail-me.test');
  await insertBareCompany(server.app.database.db, 'no-address', null);
});

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  mailer.down = false;
  mailer.sent.length = 0;
});

const captcha = () => solvedCaptcha(server.app, nextIp());

let keyCounter = 0;
const newKey = () => {
  keyCounter += 1;
  return `test-key-${Date.now()}-${keyCounter}`;
};

async function validBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Jane Buyer',
    email: 'jane@buyer.test',
    message: 'We need a new online shop by spring. Can you help?',
    budget: '$10,000 - $49,999',
    captcha: await captcha(),
    idempotency_key: newKey(),
    ...overrides,
  };
}

const send = (slug: string, payload: unknown, ip = nextIp()) =>
  server.app.inject({
    method: 'POST',
    url: `/api/companies/${slug}/contact-requests`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const rowsWithKey = (key: string) =>
  server.app.database.db
    .select()
    .from(contactRequests)
    .where(eq(contactRequests.idempotencyKey, key));

const jobsTo = (recipient: string) =>
  server.app.database.db.select().from(mailJobs).where(eq(mailJobs.recipient, recipient));

describe('POST /api/companies/{slug}/contact-requests', () => {
  it('stores the request for the company and queues an e-mail to it', async () => {
    const body = await validBody();
    const response = await send('mail-me', body);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/sent/i);

    const [row] = await rowsWithKey(body.idempotency_key);
    expect(row).toMatchObject({
      name: 'Jane Buyer',
      email: 'jane@buyer.test',
      budget: '$10,000 - $49,999',
      userId: null,
      subject: null,
    });
    expect(row?.companyId).toBeTypeOf('number');

    await server.app.mailQueue.drain();
    const mail = mailer.sent.find((message) => message.to === 'sales@mail-me.test');
    expect(mail?.subject).toContain('Jane Buyer');
    expect(mail?.text).toContain('We need a new online shop by spring.');
    expect(mail?.text).toContain('Budget: $10,000 - $49,999');
    expect(mail?.headers?.['Reply-To']).toContain('jane@buyer.test');
  });

  it('keeps the e-mail when sending fails and sends it on a later attempt', async () => {
    mailer.down = true;
    const body = await validBody({ message: 'Retry me please, this must arrive.' });
    expect((await send('mail-me', body)).statusCode).toBe(200);
    // The request's own kick() may have tried already; either way one attempt failed.
    await server.app.mailQueue.drain();
    expect(mailer.sent).toHaveLength(0);
    const pending = (await jobsTo('sales@mail-me.test')).filter((job) =>
      job.text.includes('Retry me please'),
    );
    expect(pending).toMatchObject([{ status: 'pending', attempts: 1, kind: 'contact_request' }]);

    mailer.down = false;
    // As if the retry delay had passed.
    await makePendingMailDue(server.app.database.db);
    await server.app.mailQueue.drain();
    expect(mailer.sent.filter((message) => message.text.includes('Retry me please'))).toHaveLength(
      1,
    );
    const [job] = await server.app.database.db
      .select()
      .from(mailJobs)
      .where(eq(mailJobs.id, pending[0]?.id ?? ''));
    expect(job).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('stores one request and one e-mail when the same submit is retried', async () => {
    const body = await validBody({ message: 'Sent twice by a flaky network.' });
    const first = await send('mail-me', body);
    // The retry carries the spent captcha answer: it is still answered as sent.
    const second = await send('mail-me', body);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await rowsWithKey(body.idempotency_key)).toHaveLength(1);
    const jobs = (await jobsTo('sales@mail-me.test')).filter((job) =>
      job.text.includes('Sent twice by a flaky network.'),
    );
    expect(jobs).toHaveLength(1);

    // The same key for another company is refused rather than silently dropped.
    const elsewhere = await send('no-address', { ...body, captcha: await captcha() });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().fields[0].field).toBe('idempotency_key');

    // The same key with another message is refused too: the first message stands.
    const changed = await send('mail-me', { ...body, message: 'A different message, same key.' });
    expect(changed.statusCode).toBe(422);
    expect(await rowsWithKey(body.idempotency_key)).toHaveLength(1);
  });

  it('links the request to the sender’s account when signed in', async () => {
    const { db } = server.app.database;
    const user = await insertSignedInUser(db, 'signed.in@buyer.test', 'Signed In');
    const body = await validBody();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/companies/mail-me/contact-requests',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBe(200);
    const [row] = await rowsWithKey(body.idempotency_key);
    expect(row?.userId).toBe(user.id);
  });

  it('stores a request for a company without an e-mail address, for its inbox', async () => {
    const body = await validBody({ budget: '' });
    expect((await send('no-address', body)).statusCode).toBe(200);
    const [row] = await rowsWithKey(body.idempotency_key);
    expect(row?.budget).toBeNull();
  });

  it('refuses a wrong captcha and stores nothing', async () => {
    const body = await validBody({ captcha: '00000000-0000-4000-8000-000000000000.1' });
    const response = await send('mail-me', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'captcha', message: expect.any(String) }]);
    expect(await rowsWithKey(body.idempotency_key)).toHaveLength(0);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ email: 'not-an-address' }, 'email'],
    [{ message: 'short' }, 'message'],
    [{ budget: 'a million' }, 'budget'],
    [{ idempotency_key: 'x' }, 'idempotency_key'],
    [{ captcha: '' }, 'captcha'],
  ])('answers 400 naming the field for %j', async (overrides, field) => {
    const body = await validBody(overrides);
    const response = await send('mail-me', body);
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields.map((entry: { field: string }) => entry.field);
    expect(fields).toContain(field);
    expect(response.json().message).toContain(field);
  });

  it('is a 404 for an unknown company', async () => {
    expect((await send('no-such-company', await validBody())).statusCode).toBe(404);
  });

  it('limits how many messages one address sends a minute', async () => {
    const ip = '192.0.2.200';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      // Invalid bodies are enough: the limit counts requests, before anything else.
      statuses.push((await send('mail-me', { name: '' }, ip)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
