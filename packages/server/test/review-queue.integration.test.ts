import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, reviews } from '../src/db/schema';
import { runStaffCli } from '../src/staff-cli';
import { addressSequence } from './helpers/addresses';
import { apiCaller } from './helpers/inject';
import { insertBareCompany, reviewValues } from './helpers/profile-fixtures';
import { createMemoryMailer } from './helpers/mail';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

let server: TestServer;
let staff: { id: string; token: string };
let member: { id: string; token: string };
let waiting: number;
let unconfirmed: number;
const nextIp = addressSequence('10.19');
const mailer = createMemoryMailer();

const call = apiCaller(() => server.app, nextIp);

beforeAll(async () => {
  server = await buildTestServer({ companies: 1, mailer });
  const db = server.app.database.db;
  const company = await insertBareCompany(db, 'reviewed-co');
  const rows = await db
    .insert(reviews)
    .values([
      reviewValues(company.id, {
        status: 'pending',
        publishedAt: null,
        title: 'Careful rebuild of our shop',
        reviewerEmail: 'pat@shop.test',
        confirmedAt: new Date(),
      }),
      reviewValues(company.id, {
        status: 'pending',
        publishedAt: null,
        title: 'Not confirmed yet',
        reviewerEmail: 'sam@shop.test',
        confirmedAt: null,
      }),
    ])
    .returning({ id: reviews.id });
  const [first, second] = rows;
  if (!first || !second) throw new Error('the reviews were not stored');
  waiting = first.id;
  unconfirmed = second.id;
  staff = await insertSignedInUser(db, 'staff@atlas.test', 'Sam Staff');
  member = await insertSignedInUser(db, 'someone@else.test', 'Some One');
  const code = await runStaffCli(['grant', 'staff@atlas.test'], {
    database: server.app.database,
    io: { out: () => undefined, err: () => undefined },
    env: { USER: 'tester' },
  });
  expect(code).toBe(0);
});

afterAll(async () => {
  await server?.close();
});

describe('the staff review queue', () => {
  it('does not exist for anyone but staff', async () => {
    expect((await call('GET', '/api/admin/review-queue')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/review-queue', member.token)).statusCode).toBe(404);
    const decide = await call('POST', `/api/admin/review-queue/${waiting}/decision`, member.token, {
      decision: 'approve',
    });
    expect(decide.statusCode).toBe(404);
  });

  it('lists waiting reviews, filtered by text', async () => {
    const response = await call(
      'GET',
      '/api/admin/review-queue?status=pending&q=careful',
      staff.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      total: 1,
      data: [{ id: waiting, status: 'pending', confirmed: true, company: { slug: 'reviewed-co' } }],
    });
  });

  it('publishes a confirmed review once, audited; an unconfirmed one cannot be', async () => {
    const published = await call(
      'POST',
      `/api/admin/review-queue/${waiting}/decision`,
      staff.token,
      {
        decision: 'approve',
      },
    );
    expect(published.statusCode).toBe(200);
    expect(published.json().data.status).toBe('published');
    const again = await call('POST', `/api/admin/review-queue/${waiting}/decision`, staff.token, {
      decision: 'approve',
    });
    expect(again.statusCode).toBe(409);
    const audit = await server.app.database.db
      .select({ actorLabel: auditLog.actorLabel })
      .from(auditLog)
      .where(eq(auditLog.action, 'review.approve'));
    expect(audit).toEqual([{ actorLabel: 'staff:staff@atlas.test' }]);

    const early = await call(
      'POST',
      `/api/admin/review-queue/${unconfirmed}/decision`,
      staff.token,
      {
        decision: 'approve',
      },
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/is not confirmed/);
  });

  it('rejects with a reason only', async () => {
    const bare = await call(
      'POST',
      `/api/admin/review-queue/${unconfirmed}/decision`,
      staff.token,
      {
        decision: 'reject',
      },
    );
    expect(bare.statusCode).toBe(400);
    const rejected = await call(
      'POST',
      `/api/admin/review-queue/${unconfirmed}/decision`,
      staff.token,
      {
        decision: 'reject',
        reason: 'The reviewer never confirmed the address.',
      },
    );
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      moderation_reason: 'The reviewer never confirmed the address.',
    });

    // Both reviewers hear the decision, the rejected one with its reason and a way to try again.
    await server.app.mailQueue.drain();
    const published = mailer.lastTo('pat@shop.test');
    expect(published.subject).toMatch(/is published/);
    expect(published.text).toContain(`${TEST_PUBLIC_URL}/company/reviewed-co#reviews`);
    const refused = mailer.lastTo('sam@shop.test');
    expect(refused.subject).toMatch(/was not published/);
    expect(refused.text).toContain('Their reason: The reviewer never confirmed the address.');
    expect(refused.text).toContain(`${TEST_PUBLIC_URL}/company/review/submit/reviewed-co`);
  });
});
