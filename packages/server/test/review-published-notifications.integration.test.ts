import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ListNotificationsResponseSchema } from '@atlas/api/endpoints/list-notifications';
import { NotificationPreferencesResponseSchema } from '@atlas/api/endpoints/get-notification-preferences';
import type { NotificationChannel } from '@atlas/api/options';
import { ADMIN_TOKEN_HEADER } from '@atlas/api/reviews';
import { companies, companyMembers, companyServices, mailJobs } from '../src/db/schema';
import { runReviewsCli } from '../src/reviews-cli';
import { createMemoryMailer } from './helpers/mail';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

let server: TestServer;
const db = () => server.app.database.db;

interface Company {
  id: number;
  slug: string;
  name: string;
  serviceId: number;
}
let reviewed: Company;
let other: Company;

let people = 0;
async function member(company: Company, role: 'owner' | 'manager', channel?: NotificationChannel) {
  people += 1;
  const email = `member-${people}@agency-${company.id}.test`;
  const user = await insertSignedInUser(db(), email, `Member ${people}`);
  await db().insert(companyMembers).values({ companyId: company.id, userId: user.id, role });
  if (channel) {
    // Chosen as a person does: on the preferences page their e-mails link to.
    const manageId = await server.app.authRepository.manageIdOf(user.id);
    const url = `/api/email/preferences/${manageId}/notifications`;
    const current = NotificationPreferencesResponseSchema.parse(
      (await server.app.inject({ url })).json(),
    ).data.preferences;
    const saved = await server.app.inject({
      method: 'PUT',
      url,
      payload: { ...current, special_review_published: channel },
    });
    expect(saved.statusCode).toBe(200);
  }
  return { ...user, email };
}

let ipCounter = 0;
/** A review by a signed-in client of `company`, confirmed and waiting for moderation. */
async function pendingReview(company: Company, title: string): Promise<number> {
  people += 1;
  ipCounter += 1;
  const client = await insertSignedInUser(db(), `client-${people}@clients.test`);
  const answer = await server.app.inject({
    method: 'POST',
    url: '/api/reviews',
    remoteAddress: `10.9.${ipCounter}.7`,
    headers: { origin: TEST_PUBLIC_URL, authorization: `Bearer ${client.token}` },
    payload: {
      company_slug: company.slug,
      service_id: company.serviceId,
      summary: 'We hired them to rebuild our online shop and its checkout.',
      cost_range: '$10,000 to $49,999',
      duration: '3 to 6 months',
      project_start: '2024-03',
      rating: 4.5,
      quality_rating: 5,
      schedule_rating: 4,
      cost_rating: 4,
      willingness_to_refer_rating: 5,
      title,
      body: 'They listened carefully, planned the work in small steps and delivered a faster checkout. Communication was clear and the team kept every promise it made along the way.',
      reviewer_name: 'Rita Reviewer',
      reviewer_role: 'Head of E-commerce',
      reviewer_company: 'Shoply',
      reviewer_company_size: 50,
      show_reviewer_name: true,
      show_reviewer_company: false,
      idempotency_key: `published-notice-${people}`,
    },
  });
  expect(answer.statusCode).toBeLessThan(300);
  return answer.json().data.id;
}

function moderate(id: number, decision: 'approve' | 'reject', reason?: string) {
  return server.app.inject({
    method: 'POST',
    url: `/api/admin/reviews/${id}/moderation`,
    headers: { [ADMIN_TOKEN_HEADER]: ADMIN_TOKEN },
    payload: { decision, ...(reason ? { reason } : {}) },
  });
}

async function notificationsOf(token: string) {
  const answer = await server.app.inject({
    url: '/api/notifications',
    headers: { authorization: `Bearer ${token}` },
  });
  return ListNotificationsResponseSchema.parse(answer.json()).data.filter(
    (item) => item.type === 'special_review_published',
  );
}

function mailsTo(email: string) {
  return db()
    .select()
    .from(mailJobs)
    .where(and(eq(mailJobs.kind, 'review_published'), eq(mailJobs.recipient, email)));
}

beforeAll(async () => {
  server = await buildTestServer({
    companies: 4,
    mailer: createMemoryMailer(),
    config: { CAPTCHA_DIFFICULTY: '4', ADMIN_TOKEN },
  });
  const rows = await db()
    .select({
      id: companies.id,
      slug: companies.slug,
      name: companies.name,
      serviceId: companyServices.serviceId,
    })
    .from(companies)
    .innerJoin(companyServices, eq(companyServices.companyId, companies.id))
    .orderBy(companies.id);
  const [first] = rows;
  const second = rows.find((row) => first && row.id !== first.id);
  if (!first || !second) throw new Error('the seed has fewer than two companies');
  [reviewed, other] = [first, second];
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('a published review is told to the company’s members', () => {
  it('notifies every owner and manager, e-mails those who want it, and nobody else', async () => {
    const owner = await member(reviewed, 'owner');
    const manager = await member(reviewed, 'manager', 'app');
    const muted = await member(reviewed, 'manager', 'off');
    const stranger = await member(other, 'owner');
    const id = await pendingReview(reviewed, 'A dependable partner for our shop');

    // Nothing while the review waits for moderation.
    expect(await notificationsOf(owner.token)).toEqual([]);
    expect((await moderate(id, 'approve')).statusCode).toBe(200);

    const [told] = await notificationsOf(owner.token);
    expect(told).toMatchObject({ type: 'special_review_published', resourceId: String(id) });
    expect(told?.message).toContain(reviewed.name.replace(/&/g, '&amp;'));
    expect(told?.message).toContain('A dependable partner for our shop');
    const [mail, ...more] = await mailsTo(owner.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`A new review of ${reviewed.name} is published`);
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/dashboard/company/reviews`);

    // The manager chose the app only; the muted one turned the type off.
    expect(await notificationsOf(manager.token)).toHaveLength(1);
    expect(await mailsTo(manager.email)).toEqual([]);
    expect(await notificationsOf(muted.token)).toEqual([]);
    expect(await mailsTo(muted.email)).toEqual([]);

    // Another company's member hears nothing of it.
    expect(await notificationsOf(stranger.token)).toEqual([]);
    expect(await mailsTo(stranger.email)).toEqual([]);
  });

  it('tells nobody of a rejected review', async () => {
    const owner = await member(other, 'owner');
    const id = await pendingReview(other, 'Not what we hoped for');
    expect((await moderate(id, 'reject', 'Written by a competitor')).statusCode).toBe(200);
    expect(await notificationsOf(owner.token)).toEqual([]);
    expect(await mailsTo(owner.email)).toEqual([]);
  });

  it('tells them too when a moderator publishes from the command line', async () => {
    const owner = await member(other, 'owner');
    const id = await pendingReview(other, 'Published from the terminal');
    const errors: string[] = [];
    const code = await runReviewsCli(['approve', String(id)], {
      database: server.app.database,
      io: { out: () => undefined, err: (line) => errors.push(line) },
      env: { USER: 'tester', PUBLIC_URL: TEST_PUBLIC_URL },
    });
    expect(errors).toEqual([]);
    expect(code).toBe(0);
    const [told] = await notificationsOf(owner.token);
    expect(told?.message).toContain('Published from the terminal');
    expect(await mailsTo(owner.email)).toHaveLength(1);
  });
});
