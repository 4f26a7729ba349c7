import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InviteReviewersResponseSchema,
  ListManagedReviewsResponseSchema,
} from '@atlas/api/endpoints/company-reviews';
import { ListCompanyReviewsResponseSchema } from '@atlas/api/endpoints/list-company-reviews';
import { auditLog, companyMembers, mailJobs, reviews } from '../src/db/schema';
import { apiCaller } from './helpers/inject';
import { insertCompanyWithOffice, reviewValues } from './helpers/profile-fixtures';
import { buildTestServer, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

let server: TestServer;
let ip = 0;
const call = apiCaller(
  () => server.app,
  () => `10.44.0.${(ip++ % 250) + 1}`,
);
const db = () => server.app.database.db;

let owner: { token: string };
let outsider: { token: string };
let slug: string;
let otherSlug: string;
const ids: Record<'published' | 'second' | 'pending' | 'rejected' | 'foreign', number> = {
  published: 0,
  second: 0,
  pending: 0,
  rejected: 0,
  foreign: 0,
};

const company = (name: string) => insertCompanyWithOffice(db(), name);

async function review(companyId: number, overrides: Parameters<typeof reviewValues>[1]) {
  const [row] = await db()
    .insert(reviews)
    .values(reviewValues(companyId, overrides))
    .returning({ id: reviews.id });
  return row?.id ?? 0;
}

beforeAll(async () => {
  server = await buildTestServer({ companies: 1 });
  const mine = await company('Reviewed Agency');
  const theirs = await company('Other Agency');
  slug = mine.slug;
  otherSlug = theirs.slug;
  const member = await insertSignedInUser(db(), 'owner@reviewed.example', 'Olga Owner');
  await db()
    .insert(companyMembers)
    .values({ companyId: mine.id, userId: member.id, role: 'owner' });
  owner = member;
  const stranger = await insertSignedInUser(db(), 'owner@other.example');
  await db()
    .insert(companyMembers)
    .values({ companyId: theirs.id, userId: stranger.id, role: 'owner' });
  outsider = stranger;
  ids.published = await review(mine.id, {
    title: 'Careful work',
    createdAt: new Date('2026-01-01T00:00:00Z'),
  });
  ids.second = await review(mine.id, {
    title: 'Hidden name',
    showReviewerName: false,
    createdAt: new Date('2026-01-02T00:00:00Z'),
  });
  ids.pending = await review(mine.id, {
    status: 'pending',
    publishedAt: null,
    createdAt: new Date('2026-01-03T00:00:00Z'),
  });
  ids.rejected = await review(mine.id, {
    status: 'rejected',
    publishedAt: null,
    createdAt: new Date('2026-01-04T00:00:00Z'),
  });
  ids.foreign = await review(theirs.id, {});
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('GET /api/companies/{slug}/reviews/manage', () => {
  it('lists every review of the company, newest first, with its status and counts', async () => {
    const response = await call('GET', `/api/companies/${slug}/reviews/manage`, owner.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = ListManagedReviewsResponseSchema.parse(response.json());
    expect(body.data.map((row) => [row.id, row.status])).toEqual([
      [ids.rejected, 'rejected'],
      [ids.pending, 'pending'],
      [ids.second, 'published'],
      [ids.published, 'published'],
    ]);
    expect(body.counts).toEqual({ pending: 1, published: 2, rejected: 1 });
    expect(body.awaiting_reply).toBe(2);
    // The name a reviewer hid stays hidden from the company too.
    expect(body.data.find((row) => row.id === ids.second)?.reviewer_name).toBeNull();

    const published = ListManagedReviewsResponseSchema.parse(
      (
        await call('GET', `/api/companies/${slug}/reviews/manage?status=published`, owner.token)
      ).json(),
    );
    expect(published.data.map((row) => row.id)).toEqual([ids.second, ids.published]);
    expect(published.meta.total).toBe(2);
  });

  it('is a 404 for another company’s member and a 400 naming a bad status', async () => {
    expect(
      (await call('GET', `/api/companies/${slug}/reviews/manage`, outsider.token)).statusCode,
    ).toBe(404);
    const bad = await call('GET', `/api/companies/${slug}/reviews/manage?status=x`, owner.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('status');
  });
});

describe('POST /api/companies/{slug}/reviews/{id}/reply', () => {
  const path = (id: number, of = slug) => `/api/companies/${of}/reviews/${id}/reply`;

  it('stores one public reply, shown under the review on the profile, audited', async () => {
    const response = await call('POST', path(ids.published), owner.token, {
      body: '  Thank you, it was a pleasure.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.reply.body).toBe('Thank you, it was a pleasure.');
    const profile = ListCompanyReviewsResponseSchema.parse(
      (await call('GET', `/api/companies/${slug}/reviews`)).json(),
    );
    expect(profile.data.find((row) => row.id === ids.published)?.reply?.body).toBe(
      'Thank you, it was a pleasure.',
    );
    const audits = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(ids.published)));
    expect(audits.map((row) => row.action)).toContain('review.reply');
  });

  it('refuses a second reply, a review not published, and another company’s review', async () => {
    const again = await call('POST', path(ids.published), owner.token, { body: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect((await call('POST', path(ids.pending), owner.token, { body: 'Hi' })).statusCode).toBe(
      409,
    );
    expect((await call('POST', path(ids.foreign), owner.token, { body: 'Hi' })).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', path(ids.second), outsider.token, { body: 'Hi there' })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', path(ids.foreign, otherSlug), owner.token, { body: 'Hi' })).statusCode,
    ).toBe(404);
    const empty = await call('POST', path(ids.second), owner.token, { body: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('body');
  });
});

describe('POST /api/companies/{slug}/review-invitations', () => {
  it('invites each address once, skipping repeats and open invitations, by e-mail', async () => {
    const path = `/api/companies/${slug}/review-invitations`;
    const first = await call('POST', path, owner.token, {
      emails: ['ann@client.example', 'ANN@client.example', 'bob@client.example'],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(InviteReviewersResponseSchema.parse(first.json()).data).toEqual({
      invited: ['ann@client.example', 'bob@client.example'],
      skipped: [{ email: 'ANN@client.example', reason: 'It is in the list twice.' }],
    });
    const second = await call('POST', path, owner.token, {
      emails: ['bob@client.example', 'cy@client.example'],
    });
    expect(InviteReviewersResponseSchema.parse(second.json()).data).toEqual({
      invited: ['cy@client.example'],
      skipped: [{ email: 'bob@client.example', reason: 'An invitation to it is still open.' }],
    });
    const mails = await db()
      .select({ recipient: mailJobs.recipient })
      .from(mailJobs)
      .where(eq(mailJobs.kind, 'review_invitation'));
    expect(mails.map((row) => row.recipient).sort()).toEqual([
      'ann@client.example',
      'bob@client.example',
      'cy@client.example',
    ]);
    expect((await call('POST', path, outsider.token, { emails: ['x@y.example'] })).statusCode).toBe(
      404,
    );
    const bad = await call('POST', path, owner.token, { emails: ['not an address'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('emails');
  });
});
