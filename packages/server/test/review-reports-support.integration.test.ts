import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListManagedReviewsResponseSchema } from '@atlas/api/endpoints/company-reviews';
import { ListCompanyReviewsResponseSchema } from '@atlas/api/endpoints/list-company-reviews';
import {
  ReviewReportQueueResponseSchema,
  ReviewReportSchema,
  ReviewReportQueueRowSchema,
} from '@atlas/api/endpoints/review-reports';
import {
  SupportQueueRowSchema,
  SupportRequestSchema,
  SupportThreadSchema,
} from '@atlas/api/endpoints/support';
import { z } from 'zod';
import {
  auditLog,
  companies,
  companyMembers,
  conversationMessages,
  mailJobs,
  notifications,
  reviews,
  staffMembers,
  supportRequests,
} from '../src/db/schema';
import { apiCaller } from './helpers/inject';
import { insertCompanyWithOffice, reviewValues } from './helpers/profile-fixtures';
import { buildTestServer, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

let server: TestServer;
let ip = 0;
const call = apiCaller(
  () => server.app,
  () => `10.45.0.${(ip++ % 250) + 1}`,
);
const db = () => server.app.database.db;

let member: { id: string; token: string };
let outsider: { id: string; token: string };
let staff: { id: string; token: string };
let companyId: number;
let slug: string;
let otherSlug: string;
const ids = { published: 0, kept: 0, pending: 0 };

const company = (name: string) => insertCompanyWithOffice(db(), name);

async function review(id: number, overrides: Parameters<typeof reviewValues>[1]) {
  const [row] = await db()
    .insert(reviews)
    .values(reviewValues(id, overrides))
    .returning({ id: reviews.id });
  return row?.id ?? 0;
}

const report = (reviewId: number, token: string, reason: unknown, at = slug) =>
  call('POST', `/api/companies/${at}/reviews/${reviewId}/report`, token, { reason });

beforeAll(async () => {
  server = await buildTestServer({ companies: 1 });
  const mine = await company('Reported Agency');
  const theirs = await company('Bystander Agency');
  companyId = mine.id;
  slug = mine.slug;
  otherSlug = theirs.slug;
  member = await insertSignedInUser(db(), 'rita@reported.example', 'Rita Reporter');
  await db()
    .insert(companyMembers)
    .values({ companyId: mine.id, userId: member.id, role: 'owner' });
  outsider = await insertSignedInUser(db(), 'otto@bystander.example', 'Otto Outsider');
  await db()
    .insert(companyMembers)
    .values({ companyId: theirs.id, userId: outsider.id, role: 'owner' });
  staff = await insertSignedInUser(db(), 'sam@staff.example', 'Sam Staff');
  await db().insert(staffMembers).values({ userId: staff.id, grantedBy: 'test' });
  ids.published = await review(mine.id, { title: 'Never worked with them', rating: 1 });
  ids.kept = await review(mine.id, { title: 'Slow but fine', rating: 3 });
  ids.pending = await review(mine.id, { status: 'pending', publishedAt: null });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('reporting a review to staff', () => {
  it('stores one open report per published review, shown beside it to the company', async () => {
    const first = await report(ids.published, member.token, 'The reviewer was never our client.');
    expect(first.statusCode, first.body).toBe(200);
    const stored = z.object({ data: ReviewReportSchema }).parse(first.json()).data;
    expect(stored).toMatchObject({ status: 'open', reason: 'The reviewer was never our client.' });

    const again = await report(ids.published, member.token, 'Reporting it a second time here.');
    expect(again.statusCode).toBe(409);

    const list = ListManagedReviewsResponseSchema.parse(
      (await call('GET', `/api/companies/${slug}/reviews/manage`, member.token)).json(),
    );
    expect(list.data.find((row) => row.id === ids.published)?.report?.id).toBe(stored.id);
    expect(list.data.find((row) => row.id === ids.kept)?.report).toBeNull();

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'review.report'), eq(auditLog.entityId, String(ids.published))),
      );
    expect(audit?.actorUserId).toBe(member.id);
  });

  it('refuses a pending review, a short reason, markup-only reasons and other companies', async () => {
    expect((await report(ids.pending, member.token, 'This is not published yet.')).statusCode).toBe(
      409,
    );
    const short = await report(ids.kept, member.token, 'bad');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('reason');
    expect((await report(ids.kept, member.token, '<b></b><i></i><u></u>')).statusCode).toBe(400);
    // Another company's member: the company and its reviews do not exist for them.
    expect((await report(ids.kept, outsider.token, 'I do not like this review.')).statusCode).toBe(
      404,
    );
    // Nor can a member reach a review of another company through their own slug.
    expect(
      (await report(ids.kept, outsider.token, 'I do not like this review.', otherSlug)).statusCode,
    ).toBe(404);
    expect((await report(ids.kept, '', 'Signed out people cannot.')).statusCode).toBe(401);
  });

  it('lets staff uphold a report: the review leaves the profile and the reporter is told', async () => {
    await report(ids.kept, member.token, 'This reviewer describes another agency.');
    expect((await call('GET', '/api/admin/review-reports', member.token)).statusCode).toBe(404);
    const queue = ReviewReportQueueResponseSchema.parse(
      (await call('GET', '/api/admin/review-reports?status=open', staff.token)).json(),
    );
    expect(queue.total).toBe(2);
    const row = queue.data.find((entry) => entry.review.id === ids.published);
    expect(row).toMatchObject({ company: { slug }, reported_by: 'rita@reported.example' });

    const profileBefore = ListCompanyReviewsResponseSchema.parse(
      (await call('GET', `/api/companies/${slug}/reviews`)).json(),
    );
    expect(profileBefore.data.map((entry) => entry.id)).toContain(ids.published);

    const upheld = await call(
      'POST',
      `/api/admin/review-reports/${row?.id}/decision`,
      staff.token,
      {
        decision: 'approve',
      },
    );
    expect(upheld.statusCode, upheld.body).toBe(200);
    expect(ReviewReportQueueRowSchema.parse(upheld.json().data)).toMatchObject({
      status: 'upheld',
      review: { status: 'rejected' },
    });
    const twice = await call('POST', `/api/admin/review-reports/${row?.id}/decision`, staff.token, {
      decision: 'approve',
    });
    expect(twice.statusCode).toBe(409);

    const profileAfter = ListCompanyReviewsResponseSchema.parse(
      (await call('GET', `/api/companies/${slug}/reviews`)).json(),
    );
    expect(profileAfter.data.map((entry) => entry.id)).not.toContain(ids.published);
    const [company] = await db().select().from(companies).where(eq(companies.id, companyId));
    expect(Number(company?.reviewCount)).toBe(1);

    const mails = await db()
      .select()
      .from(mailJobs)
      .where(eq(mailJobs.kind, 'review_report_decision'));
    expect(mails.map((mail) => mail.recipient)).toEqual(['rita@reported.example']);
    expect(mails[0]?.subject).toContain('removed');
  });

  it('lets staff dismiss a report only with a reason, and the review stays', async () => {
    const queue = ReviewReportQueueResponseSchema.parse(
      (await call('GET', '/api/admin/review-reports?status=open', staff.token)).json(),
    );
    const row = queue.data[0];
    expect(row?.review.id).toBe(ids.kept);
    const bare = await call('POST', `/api/admin/review-reports/${row?.id}/decision`, staff.token, {
      decision: 'reject',
    });
    expect(bare.statusCode).toBe(400);
    const dismissed = await call(
      'POST',
      `/api/admin/review-reports/${row?.id}/decision`,
      staff.token,
      { decision: 'reject', reason: 'The reviewer shows a signed contract with you.' },
    );
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    const list = ListManagedReviewsResponseSchema.parse(
      (await call('GET', `/api/companies/${slug}/reviews/manage`, member.token)).json(),
    );
    const kept = list.data.find((entry) => entry.id === ids.kept);
    expect(kept?.status).toBe('published');
    expect(kept?.report).toMatchObject({
      status: 'dismissed',
      decision_note: 'The reviewer shows a signed contract with you.',
    });
    // Once decided, the review can be reported again.
    expect((await report(ids.kept, member.token, 'New evidence: see the dates.')).statusCode).toBe(
      200,
    );
  });
});

describe('support requests', () => {
  const key = 'support-key-0000000001';
  let requestId = '';

  it('opens one conversation per idempotency key, with the person alone in it', async () => {
    const body = {
      subject: 'Our logo does not show',
      message: 'We uploaded a logo yesterday and the profile still shows initials.',
      company_slug: slug,
      idempotency_key: key,
    };
    const [first, retry] = await Promise.all([
      call('POST', '/api/support/requests', member.token, body),
      call('POST', '/api/support/requests', member.token, body),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(retry.statusCode, retry.body).toBe(200);
    const opened = z.object({ data: SupportRequestSchema }).parse(first.json()).data;
    expect(z.object({ data: SupportRequestSchema }).parse(retry.json()).data.id).toBe(opened.id);
    expect(opened).toMatchObject({ status: 'waiting', company: { slug } });
    requestId = opened.id;
    const rows = await db()
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.userId, member.id));
    expect(rows).toHaveLength(1);

    const mine = z
      .object({ data: z.array(SupportRequestSchema) })
      .parse((await call('GET', '/api/support/requests', member.token)).json());
    expect(mine.data.map((entry) => entry.id)).toEqual([requestId]);
    // The conversation is in the person's inbox like any other.
    const inbox = await call('GET', `/api/conversations/${requestId}`, member.token);
    expect(inbox.statusCode).toBe(200);
  });

  it('refuses a company the person is not a member of, another’s key and bad input', async () => {
    const other = await call('POST', '/api/support/requests', member.token, {
      subject: 'About them',
      message: 'Please tell me more about this company.',
      company_slug: otherSlug,
      idempotency_key: 'support-key-0000000002',
    });
    expect(other.statusCode).toBe(404);
    const stolen = await call('POST', '/api/support/requests', outsider.token, {
      subject: 'Same key',
      message: 'Trying a key that is not mine.',
      idempotency_key: key,
    });
    expect(stolen.statusCode).toBe(409);
    const bad = await call('POST', '/api/support/requests', member.token, {
      subject: 'x',
      message: 'short',
      idempotency_key: 'support-key-0000000003',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('subject');
    expect((await call('GET', '/api/support/requests', outsider.token)).json().data).toEqual([]);
  });

  it('lets staff answer and close it; the person is notified and can reopen it', async () => {
    expect((await call('GET', '/api/admin/support', member.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/support/${requestId}`, member.token)).statusCode).toBe(
      404,
    );
    const waiting = z
      .object({ data: z.array(SupportQueueRowSchema), total: z.number() })
      .parse((await call('GET', '/api/admin/support?status=waiting', staff.token)).json());
    expect(waiting.data.map((row) => row.id)).toEqual([requestId]);
    expect(waiting.data[0]?.requester.email).toBe('rita@reported.example');
    expect(waiting.data[0]?.last_message).toContain('uploaded a logo');

    const answered = await call('POST', `/api/admin/support/${requestId}/answer`, staff.token, {
      body: 'Thanks! The logo is processed now: reload the profile.',
      close: true,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const thread = z.object({ data: SupportThreadSchema }).parse(answered.json()).data;
    expect(thread.request.status).toBe('closed');
    expect(thread.messages.map((message) => message.sender_name)).toEqual([
      'Rita Reporter',
      `${server.app.appConfig.brandName} support`,
    ]);
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.resourceId, requestId)));
    expect(told.map((row) => row.type)).toEqual(['chat_new_message']);

    // The person writes again in their inbox: the request waits for staff once more.
    const again = await call('POST', `/api/conversations/${requestId}/messages`, member.token, {
      body: 'It shows now, but blurry.',
    });
    expect(again.statusCode, again.body).toBe(200);
    const mine = z
      .object({ data: z.array(SupportRequestSchema) })
      .parse((await call('GET', '/api/support/requests', member.token)).json());
    expect(mine.data[0]?.status).toBe('waiting');
    const messages = await db()
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, requestId));
    expect(messages).toHaveLength(3);
  });

  it('answers 404 for an unknown request and 400 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/admin/support/${unknown}`, staff.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/support/not-a-uuid', staff.token)).statusCode).toBe(400);
  });
});
