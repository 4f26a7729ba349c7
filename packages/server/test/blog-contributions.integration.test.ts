import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DecideBlogContributionResponseSchema,
  ListBlogContributionsResponseSchema,
} from '@atlas/api/endpoints/blog-contributions';
import { blogContributions, staffMembers } from '../src/db/schema';
import { solvedCaptcha } from './helpers/captcha';
import { apiCaller } from './helpers/inject';
import { createMemoryMailer } from './helpers/mail';
import { buildTestServer, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

const mailer = createMemoryMailer();
let server: TestServer;
let staffToken: string;
let ip = 0;
const nextIp = () => `10.21.2.${(ip++ % 250) + 1}`;
const call = apiCaller(() => server.app, nextIp);

beforeAll(async () => {
  server = await buildTestServer({ mailer });
  const staff = await insertSignedInUser(server.app.database.db, 'editor@example.com', 'Eda');
  await server.app.database.db.insert(staffMembers).values({ userId: staff.id, grantedBy: 'test' });
  staffToken = staff.token;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

let keys = 0;
async function draft(overrides: Record<string, unknown> = {}) {
  keys += 1;
  return {
    kind: 'write-for-us',
    name: 'Wren Writer',
    email: 'wren@example.com',
    title: 'Five lessons from outsourcing our mobile app',
    text: 'We hired an agency to build our first app. '.repeat(10),
    bio: 'Wren runs product at a small logistics start-up.',
    links: ['https://wren.example.com'],
    captcha: await solvedCaptcha(server.app, nextIp()),
    idempotency_key: `blog-contribution-test-${keys}-0000`,
    ...overrides,
  };
}

describe('contributions from outside writers (issue 21)', () => {
  it('stores a draft once, however often it is retried, and tells the team', async () => {
    const body = await draft({ kind: 'tech-nations', title: 'Tech Nations: Estonia' });
    const first = await call('POST', '/api/blog/contributions', undefined, body);
    expect(first.statusCode).toBe(200);
    const again = await call('POST', '/api/blog/contributions', undefined, body);
    expect(again.statusCode).toBe(200);
    const rows = await server.app.database.db
      .select()
      .from(blogContributions)
      .where(eq(blogContributions.idempotencyKey, body.idempotency_key));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'tech-nations', status: 'pending' });
    await server.app.mailQueue.drain();
    expect(mailer.sent.some((mail) => mail.subject.includes('Tech Nations: Estonia'))).toBe(true);
  });

  it('refuses a bad draft with a 400 naming the field', async () => {
    for (const [overrides, field] of [
      [{ text: 'Too short.' }, 'text'],
      [{ email: 'not-an-address' }, 'email'],
      [{ links: ['javascript://alert(1)'] }, 'links'],
      [{ bio: '' }, 'bio'],
      [{ captcha: '' }, 'captcha'],
    ] as const) {
      const answer = await call(
        'POST',
        '/api/blog/contributions',
        undefined,
        await draft(overrides),
      );
      expect(answer.statusCode, field).toBe(400);
      expect(JSON.stringify(answer.json().fields ?? answer.json().message)).toContain(field);
    }
  });

  it('lists the queue for staff only, and e-mails the writer the decision', async () => {
    await call(
      'POST',
      '/api/blog/contributions',
      undefined,
      await draft({ email: 'decline@example.com' }),
    );
    expect((await call('GET', '/api/admin/blog/contributions')).statusCode).toBe(404);
    const member = await insertSignedInUser(server.app.database.db, 'member@example.com');
    expect((await call('GET', '/api/admin/blog/contributions', member.token)).statusCode).toBe(404);

    const queue = ListBlogContributionsResponseSchema.parse(
      (await call('GET', '/api/admin/blog/contributions?status=pending', staffToken)).json(),
    );
    const accepted = queue.data.find((row) => row.email === 'wren@example.com');
    const declined = queue.data.find((row) => row.email === 'decline@example.com');
    expect(accepted && declined).toBeTruthy();

    const noReason = await call(
      'POST',
      `/api/admin/blog/contributions/${declined?.id}/decision`,
      staffToken,
      { decision: 'reject' },
    );
    expect(noReason.statusCode).toBe(400);
    expect(
      (
        await call('POST', `/api/admin/blog/contributions/${declined?.id}/decision`, member.token, {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(404);

    const accept = DecideBlogContributionResponseSchema.parse(
      (
        await call('POST', `/api/admin/blog/contributions/${accepted?.id}/decision`, staffToken, {
          decision: 'approve',
        })
      ).json(),
    );
    expect(accept.data.status).toBe('accepted');
    const decline = await call(
      'POST',
      `/api/admin/blog/contributions/${declined?.id}/decision`,
      staffToken,
      { decision: 'reject', reason: 'We covered this topic last month.' },
    );
    expect(decline.statusCode).toBe(200);
    const twice = await call(
      'POST',
      `/api/admin/blog/contributions/${declined?.id}/decision`,
      staffToken,
      { decision: 'approve' },
    );
    expect(twice.statusCode).toBe(409);

    await server.app.mailQueue.drain();
    expect(mailer.lastTo('wren@example.com').subject).toMatch(/is accepted/);
    const declineMail = mailer.lastTo('decline@example.com');
    expect(declineMail.text).toContain('We covered this topic last month.');
  });
});
