import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SubmitReviewResponseSchema } from '@atlas/api/endpoints/submit-review';
import { GetReviewFormResponseSchema } from '@atlas/api/endpoints/get-review-form';
import { ListPendingReviewsResponseSchema } from '@atlas/api/endpoints/list-pending-reviews';
import { ListCompaniesResponseSchema } from '@atlas/api/endpoints/list-companies';
import { ADMIN_TOKEN_HEADER } from '@atlas/api/reviews';
import {
  companies,
  companyMembers,
  companyServices,
  oauthIdentities,
  reviewInvitations,
  reviews,
} from '../src/db/schema';
import { hashSecret } from '../src/lib/secrets';
import { invitationToken } from '../src/modules/reviews/rules';
import { runReviewsCli } from '../src/reviews-cli';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';
import { createMemoryMailer, linkIn } from './helpers/mail';
import { solvedCaptcha } from './helpers/captcha';
import { insertSignedInUser } from './helpers/users';

const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
const SIGNING_SECRET = 'test-signing-secret-0123456789abcdef-0123456789';

let server: TestServer;
const mailer = createMemoryMailer();

interface Company {
  id: number;
  slug: string;
  serviceId: number;
}
/** Companies used by one test each, so the rules of one test do not touch another's. */
const pool: Company[] = [];
function nextCompany(): Company {
  const company = pool.shift();
  if (!company) throw new Error('the test ran out of companies');
  return company;
}

let ipCounter = 0;
/** A fresh network per call (the burst rule and the rate limit count per network and per IP). */
function freshIp(): string {
  ipCounter += 1;
  return `10.${Math.floor(ipCounter / 250)}.${ipCounter % 250}.7`;
}

async function signedInUser(
  email: string,
  options: { provider?: 'google' | 'linkedin' } = {},
): Promise<{ id: string; token: string }> {
  const { db } = server.app.database;
  const user = await insertSignedInUser(db, email);
  if (options.provider)
    await db
      .insert(oauthIdentities)
      .values({ provider: options.provider, subject: `sub-${user.id}`, userId: user.id, email });
  return user;
}

const captcha = () => solvedCaptcha(server.app);

let keyCounter = 0;
function reviewBody(company: Company, overrides: Record<string, unknown> = {}) {
  keyCounter += 1;
  return {
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
    title: 'A dependable partner for our shop',
    body: 'They listened carefully, planned the work in small steps and delivered a faster checkout. Communication was clear and the team kept every promise it made along the way.',
    reviewer_name: 'Rita Reviewer',
    reviewer_role: 'Head of E-commerce',
    reviewer_company: 'Shoply',
    reviewer_company_size: 50,
    show_reviewer_name: true,
    show_reviewer_company: false,
    idempotency_key: `test-key-${keyCounter}-${Date.now()}`,
    ...overrides,
  };
}

function submit(body: unknown, options: { token?: string; ip?: string } = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/api/reviews',
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      origin: TEST_PUBLIC_URL,
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    payload: JSON.stringify(body),
  });
}

function admin(
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  token: string | null = ADMIN_TOKEN,
) {
  return server.app.inject({
    method,
    url,
    headers: {
      ...(token ? { [ADMIN_TOKEN_HEADER]: token } : {}),
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
}

async function reviewRow(id: number) {
  const [row] = await server.app.database.db.select().from(reviews).where(eq(reviews.id, id));
  if (!row) throw new Error(`no review ${id}`);
  return row;
}

async function companyRow(id: number) {
  const [row] = await server.app.database.db.select().from(companies).where(eq(companies.id, id));
  if (!row) throw new Error(`no company ${id}`);
  return row;
}

beforeAll(async () => {
  server = await buildTestServer({
    companies: 30,
    mailer,
    config: {
      CAPTCHA_DIFFICULTY: '4',
      ADMIN_TOKEN,
      REVIEW_SIGNING_SECRET: SIGNING_SECRET,
    },
  });
  const { db } = server.app.database;
  const rows = await db
    .select({ id: companies.id, slug: companies.slug, serviceId: companyServices.serviceId })
    .from(companies)
    .innerJoin(companyServices, eq(companyServices.companyId, companies.id))
    .orderBy(companies.id);
  const seen = new Set<number>();
  for (const row of rows) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    pool.push(row);
  }
  // Known domains for the own-domain rule; no company shares one.
  for (const company of pool) {
    await db
      .update(companies)
      .set({
        website: `https://www.company-${company.id}.test`,
        email: `hello@company-${company.id}.test`,
        emails: [],
      })
      .where(eq(companies.id, company.id));
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('writing a review', () => {
  it('gives the form its company and services, and a 404 for an unknown company', async () => {
    const company = nextCompany();
    const response = await server.app.inject({ url: `/api/reviews/form/${company.slug}` });
    expect(response.statusCode).toBe(200);
    const { data } = GetReviewFormResponseSchema.parse(response.json());
    expect(data.company.slug).toBe(company.slug);
    expect(data.services.map((service) => service.id)).toContain(company.serviceId);
    expect(data.invitation).toBeNull();
    const missing = await server.app.inject({ url: '/api/reviews/form/no-such-company' });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps a signed-in review pending, confirmed, verified by the linked provider', async () => {
    const company = nextCompany();
    const before = await companyRow(company.id);
    const { token, id: userId } = await signedInUser('pat@acme-buyers.test', {
      provider: 'linkedin',
    });
    const response = await submit(reviewBody(company), { token });
    expect(response.statusCode).toBe(200);
    const answer = SubmitReviewResponseSchema.parse(response.json());
    expect(answer.data).toMatchObject({
      status: 'pending',
      confirmed: true,
      verification: 'linkedin',
    });
    expect(answer.message).toMatch(/after moderation/);
    const row = await reviewRow(answer.data.id);
    expect(row.reviewerUserId).toBe(userId);
    expect(row.reviewerEmail).toBe('pat@acme-buyers.test');
    expect(row.holdReasons).toEqual([]);
    expect(row.publishedAt).toBeNull();
    expect(row.projectStartedOn).toBe('2024-03-01');
    // Pending reviews do not count.
    const after = await companyRow(company.id);
    expect(after.reviewCount).toBe(before.reviewCount);
    expect(after.rating).toBe(before.rating);
  });

  it('labels a signed-in business address email_domain and a free-mail one organic', async () => {
    const business = await signedInUser('lee@lee-industries.test');
    const freeMail = await signedInUser('lee.private@gmail.com');
    const one = SubmitReviewResponseSchema.parse(
      (await submit(reviewBody(nextCompany()), { token: business.token })).json(),
    );
    const two = SubmitReviewResponseSchema.parse(
      (await submit(reviewBody(nextCompany()), { token: freeMail.token })).json(),
    );
    expect(one.data.verification).toBe('email_domain');
    expect(two.data.verification).toBe('organic');
  });

  it('confirms an anonymous review through the e-mailed link', async () => {
    const company = nextCompany();
    const email = 'anna.anon@buyers.test';
    const response = await submit(reviewBody(company, { email, captcha: await captcha() }));
    expect(response.statusCode).toBe(200);
    const answer = SubmitReviewResponseSchema.parse(response.json());
    expect(answer.data).toMatchObject({ status: 'pending', confirmed: false });
    expect(answer.message).toContain(email);
    const stored = await reviewRow(answer.data.id);
    expect(stored.confirmedAt).toBeNull();
    expect(stored.confirmationTokenHash).not.toBeNull();

    // An unconfirmed review cannot be approved.
    const early = await admin('POST', `/api/admin/reviews/${answer.data.id}/moderation`, {
      decision: 'approve',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/not confirmed/);

    await server.app.mailQueue.drain();
    const mail = mailer.lastTo(email);
    expect(mail.subject).toMatch(/Confirm your review/);
    const link = linkIn(mail, TEST_PUBLIC_URL, '/company/review/confirm');
    const token = link.searchParams.get('token');
    expect(token).toBeTruthy();
    // The token itself is never stored, only its hash.
    expect(stored.confirmationTokenHash).toBe(hashSecret(token ?? ''));

    const confirm = (value: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/reviews/confirm',
        headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json' },
        payload: JSON.stringify({ token: value }),
      });
    expect((await confirm('x'.repeat(43))).statusCode).toBe(400);
    const confirmed = await confirm(token ?? '');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toMatch(/confirmed/);
    const row = await reviewRow(answer.data.id);
    expect(row.confirmedAt).not.toBeNull();
    expect(row.status).toBe('pending');
    // Single use.
    expect((await confirm(token ?? '')).statusCode).toBe(400);
  });

  it('asks an anonymous reviewer for an e-mail and a captcha, naming the fields', async () => {
    const company = nextCompany();
    const response = await submit(reviewBody(company));
    expect(response.statusCode).toBe(400);
    const fields = (response.json().fields as { field: string }[]).map((item) => item.field);
    expect(fields).toEqual(['email', 'captcha']);
    const wrong = await submit(
      reviewBody(company, { email: 'x@buyers.test', captcha: `${crypto.randomUUID()}.1` }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields[0].field).toBe('captcha');
    expect(
      await server.app.database.db
        .select()
        .from(reviews)
        .where(eq(reviews.reviewerEmail, 'x@buyers.test')),
    ).toHaveLength(0);
  });

  it('answers bad fields with a 400 naming each of them', async () => {
    const company = nextCompany();
    const response = await submit(
      reviewBody(company, {
        rating: 7,
        quality_rating: 3.3,
        body: 'too short',
        cost_range: 'a lot',
        project_start: '2999-01',
      }),
    );
    expect(response.statusCode).toBe(400);
    const fields = (response.json().fields as { field: string }[]).map((item) => item.field);
    expect(fields).toEqual(
      expect.arrayContaining(['rating', 'quality_rating', 'body', 'cost_range', 'project_start']),
    );
    expect(response.json().message).toMatch(/body: Write at least 100 characters/);

    const { token } = await signedInUser('svc@svc-check.test');
    const otherService = await submit(reviewBody(company, { service_id: 32000 }), { token });
    expect(otherService.statusCode).toBe(400);
    expect(otherService.json().fields).toEqual([
      { field: 'service_id', message: expect.stringMatching(/Choose one of the services/) },
    ]);
    const unknown = await submit(reviewBody(company, { company_slug: 'nobody-here' }), { token });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers a retried submission with the first review instead of a second', async () => {
    const company = nextCompany();
    const { token } = await signedInUser('retry@retry-buyers.test');
    const body = reviewBody(company);
    const first = SubmitReviewResponseSchema.parse((await submit(body, { token })).json());
    const again = await submit(body, { token });
    expect(again.statusCode).toBe(200);
    expect(SubmitReviewResponseSchema.parse(again.json()).data.id).toBe(first.data.id);
    const rows = await server.app.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.companyId, company.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.holdReasons).toEqual([]);

    // The same anonymous retry does not need a second captcha answer.
    const anonymous = reviewBody(nextCompany(), {
      email: 'twice@buyers.test',
      captcha: await captcha(),
    });
    const one = SubmitReviewResponseSchema.parse((await submit(anonymous)).json());
    const two = await submit(anonymous);
    expect(two.statusCode).toBe(200);
    expect(SubmitReviewResponseSchema.parse(two.json()).data.id).toBe(one.data.id);
    // Someone else's key is not theirs to replay.
    const stranger = await signedInUser('stranger@elsewhere.test');
    const stolen = await submit(body, { token: stranger.token });
    expect(stolen.statusCode).toBe(422);
  });
});

describe('holding reviews for moderation', () => {
  it('holds a review from the company’s own domain, and one from its member', async () => {
    const company = nextCompany();
    const insider = await submit(
      reviewBody(company, { email: `ceo@company-${company.id}.test`, captcha: await captcha() }),
    );
    const sub = await submit(
      reviewBody(company, { email: `dev@uk.company-${company.id}.test`, captcha: await captcha() }),
    );
    const outsider = await submit(
      reviewBody(company, { email: 'client@far-away.test', captcha: await captcha() }),
    );
    expect((await reviewRow(insider.json().data.id)).holdReasons).toEqual(['own_domain']);
    expect((await reviewRow(sub.json().data.id)).holdReasons).toEqual(['own_domain']);
    expect((await reviewRow(outsider.json().data.id)).holdReasons).toEqual([]);

    const member = await signedInUser('owner@gmail.com');
    await server.app.database.db
      .insert(companyMembers)
      .values({ companyId: company.id, userId: member.id, role: 'owner' });
    const own = await submit(reviewBody(company), { token: member.token });
    expect((await reviewRow(own.json().data.id)).holdReasons).toEqual(['own_domain']);
  });

  it('holds a second review of the same company by the same person or address', async () => {
    const company = nextCompany();
    const { token } = await signedInUser('twice@twice-buyers.test');
    const first = await submit(reviewBody(company), { token });
    const second = await submit(reviewBody(company), { token });
    expect((await reviewRow(first.json().data.id)).holdReasons).toEqual([]);
    expect((await reviewRow(second.json().data.id)).holdReasons).toEqual(['duplicate']);

    const byMail = await submit(
      reviewBody(company, { email: 'TWICE@twice-buyers.test', captcha: await captcha() }),
    );
    expect((await reviewRow(byMail.json().data.id)).holdReasons).toEqual(['duplicate']);
    // Another company: not a duplicate.
    const elsewhere = await submit(reviewBody(nextCompany()), { token });
    expect((await reviewRow(elsewhere.json().data.id)).holdReasons).toEqual([]);
  });

  it('holds the third review of a company from one /24 network within a day', async () => {
    const company = nextCompany();
    const ids: number[] = [];
    for (const [index, ip] of ['10.250.9.11', '10.250.9.12', '10.250.9.13'].entries()) {
      const response = await submit(
        reviewBody(company, {
          email: `burst${index}@burst-${index}.test`,
          captcha: await captcha(),
        }),
        { ip },
      );
      expect(response.statusCode).toBe(200);
      ids.push(response.json().data.id);
    }
    const holds = await Promise.all(ids.map(async (id) => (await reviewRow(id)).holdReasons));
    expect(holds).toEqual([[], [], ['burst']]);
    expect((await reviewRow(ids[0] ?? 0)).network).toBe('10.250.9.0/24');
    // Another network is not part of the burst.
    const other = await submit(
      reviewBody(company, { email: 'calm@calm.test', captcha: await captcha() }),
      { ip: '10.251.9.11' },
    );
    expect((await reviewRow(other.json().data.id)).holdReasons).toEqual([]);
  });
});

describe('moderation', () => {
  it('refuses the admin API without the right token in the header', async () => {
    const { token } = await signedInUser('guarded@guarded.test');
    const id: number = (await submit(reviewBody(nextCompany()), { token })).json().data.id;
    expect((await admin('GET', '/api/admin/reviews/pending', undefined, null)).statusCode).toBe(
      401,
    );
    expect(
      (await admin('GET', '/api/admin/reviews/pending', undefined, `${ADMIN_TOKEN}x`)).statusCode,
    ).toBe(401);
    // A token in the URL is not looked at.
    const inQuery = await server.app.inject({
      url: `/api/admin/reviews/pending?token=${ADMIN_TOKEN}`,
    });
    expect(inQuery.statusCode).toBe(401);
    const approve = await admin(
      'POST',
      `/api/admin/reviews/${id}/moderation`,
      { decision: 'approve' },
      null,
    );
    expect(approve.statusCode).toBe(401);
    expect((await reviewRow(id)).status).toBe('pending');
  });

  it('publishes on approval and the rating, count, score and listing follow at once', async () => {
    const company = nextCompany();
    const { token } = await signedInUser('happy@happy-buyers.test', { provider: 'google' });
    const submitted = await submit(reviewBody(company, { rating: 1 }), { token });
    const id: number = submitted.json().data.id;

    const pending = ListPendingReviewsResponseSchema.parse(
      (await admin('GET', `/api/admin/reviews/pending?company=${company.slug}`)).json(),
    );
    expect(pending.data.every((review) => review.company.id === company.id)).toBe(true);
    const listed = pending.data.find((review) => review.id === id);
    expect(listed).toMatchObject({
      confirmed: true,
      verification: 'google',
      reviewer_email: 'happy@happy-buyers.test',
      company: { id: company.id, slug: company.slug },
    });

    const before = await companyRow(company.id);
    const approved = await admin('POST', `/api/admin/reviews/${id}/moderation`, {
      decision: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ id, status: 'published' });

    const row = await reviewRow(id);
    expect(row.status).toBe('published');
    expect(row.publishedAt).not.toBeNull();
    expect(row.moderatedBy).toBe('admin-api');
    const after = await companyRow(company.id);
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.rating).not.toBe(before.rating);
    expect(after.rating).toBeLessThan(before.rating ?? 6);
    expect(after.score).not.toBe(before.score);

    const listing = await server.app.inject({
      url: `/api/companies?per_page=100&sort=name&order=asc`,
    });
    const item = ListCompaniesResponseSchema.parse(listing.json()).data.find(
      (entry) => entry.id === company.id,
    );
    expect(item).toMatchObject({
      review_count: after.reviewCount,
      rating: after.rating,
      score: after.score,
    });

    // Once published it is no longer pending; a second decision is refused.
    const twice = await admin('POST', `/api/admin/reviews/${id}/moderation`, {
      decision: 'reject',
      reason: 'changed my mind',
    });
    expect(twice.statusCode).toBe(409);
    const queue = ListPendingReviewsResponseSchema.parse(
      (await admin('GET', '/api/admin/reviews/pending?limit=500')).json(),
    );
    expect(queue.data.some((review) => review.id === id)).toBe(false);
  });

  it('stores the reason of a rejection and asks for one', async () => {
    const company = nextCompany();
    const { token } = await signedInUser('sad@sad-buyers.test');
    const id: number = (await submit(reviewBody(company), { token })).json().data.id;
    const before = await companyRow(company.id);
    const noReason = await admin('POST', `/api/admin/reviews/${id}/moderation`, {
      decision: 'reject',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/reason/);
    const rejected = await admin('POST', `/api/admin/reviews/${id}/moderation`, {
      decision: 'reject',
      reason: 'Written by a competitor',
    });
    expect(rejected.statusCode).toBe(200);
    const row = await reviewRow(id);
    expect(row).toMatchObject({
      status: 'rejected',
      moderationReason: 'Written by a competitor',
      publishedAt: null,
    });
    expect(row.moderatedAt).not.toBeNull();
    expect((await companyRow(company.id)).reviewCount).toBe(before.reviewCount);
  });

  it('asks for a reason to approve a held review', async () => {
    const company = nextCompany();
    const member = await signedInUser('founder@founder-mail.test');
    await server.app.database.db
      .insert(companyMembers)
      .values({ companyId: company.id, userId: member.id, role: 'manager' });
    const id: number = (await submit(reviewBody(company), { token: member.token })).json().data.id;
    const bare = await admin('POST', `/api/admin/reviews/${id}/moderation`, {
      decision: 'approve',
    });
    expect(bare.statusCode).toBe(400);
    expect((await reviewRow(id)).status).toBe('pending');
    const justified = await admin('POST', `/api/admin/reviews/${id}/moderation`, {
      decision: 'approve',
      reason: 'Checked by phone: a real client who later joined the company',
    });
    expect(justified.statusCode).toBe(200);
    expect((await reviewRow(id)).moderationReason).toMatch(/Checked by phone/);
  });

  it('moderates from the command line with the same rules', async () => {
    const company = nextCompany();
    const { token } = await signedInUser('cli@cli-buyers.test');
    const approveId: number = (await submit(reviewBody(company), { token })).json().data.id;
    const rejectId: number = (await submit(reviewBody(nextCompany()), { token })).json().data.id;
    const lines: string[] = [];
    const errors: string[] = [];
    const io = {
      out: (line: string) => lines.push(line),
      err: (line: string) => errors.push(line),
    };
    const run = (...argv: string[]) =>
      runReviewsCli(argv, { database: server.app.database, io, env: { USER: 'tester' } });

    expect(await run('list', '--company', company.slug)).toBe(0);
    expect(lines.some((line) => line.startsWith(`#${approveId} `))).toBe(true);

    expect(await run('reject', String(rejectId))).toBe(2);
    expect(errors.at(-1)).toMatch(/needs a reason/);
    expect(await run('frobnicate')).toBe(2);

    const before = await companyRow(company.id);
    expect(await run('approve', String(approveId))).toBe(0);
    expect(lines.at(-1)).toMatch(new RegExp(`Review #${approveId} is published`));
    const after = await companyRow(company.id);
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect((await reviewRow(approveId)).moderatedBy).toBe('cli:tester');

    expect(await run('reject', String(rejectId), '--reason', 'Spam')).toBe(0);
    expect(await reviewRow(rejectId)).toMatchObject({
      status: 'rejected',
      moderationReason: 'Spam',
    });
    // Deciding twice fails with a message and exit code 1.
    expect(await run('approve', String(rejectId))).toBe(1);
    expect(errors.at(-1)).toMatch(/already rejected/);
  });

  it('is switched off without ADMIN_TOKEN', async () => {
    const plain = await buildTestServer({ config: { CAPTCHA_DIFFICULTY: '4' } });
    try {
      const response = await plain.app.inject({
        url: '/api/admin/reviews/pending',
        headers: { [ADMIN_TOKEN_HEADER]: 'anything-at-all-0123456789' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('invitations', () => {
  const invite = (token: string, payload: unknown) =>
    server.app.inject({
      method: 'POST',
      url: '/api/review-invitations',
      remoteAddress: freshIp(),
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      payload: JSON.stringify(payload),
    });

  it('e-mails a signed link; the review through it is invited and spends the invitation', async () => {
    const company = nextCompany();
    const owner = await signedInUser('owner@owner-agency.test');
    await server.app.database.db
      .insert(companyMembers)
      .values({ companyId: company.id, userId: owner.id, role: 'owner' });
    const created = await invite(owner.token, {
      company_id: company.id,
      email: 'client@client-corp.test',
      name: 'Clara Client',
    });
    expect(created.statusCode).toBe(200);
    expect(JSON.stringify(created.json())).not.toMatch(/token=/);

    await server.app.mailQueue.drain();
    const mail = mailer.lastTo('client@client-corp.test');
    const link = linkIn(mail, TEST_PUBLIC_URL, `/company/review/submit/${company.slug}`);
    const token = link.searchParams.get('token') ?? '';

    const form = GetReviewFormResponseSchema.parse(
      (
        await server.app.inject({
          url: `/api/reviews/form/${company.slug}?token=${encodeURIComponent(token)}`,
        })
      ).json(),
    );
    expect(form.data.invitation).toEqual({
      status: 'valid',
      email: 'client@client-corp.test',
      name: 'Clara Client',
    });

    const response = await submit(
      reviewBody(company, { invitation_token: token, captcha: await captcha() }),
    );
    expect(response.statusCode).toBe(200);
    const answer = SubmitReviewResponseSchema.parse(response.json());
    expect(answer.data).toMatchObject({ verification: 'invited', confirmed: true });
    const row = await reviewRow(answer.data.id);
    expect(row.reviewerEmail).toBe('client@client-corp.test');
    expect(row.invitationId).toBe(created.json().data.id);
    const [invitation] = await server.app.database.db
      .select()
      .from(reviewInvitations)
      .where(eq(reviewInvitations.id, created.json().data.id));
    expect(invitation?.usedAt).not.toBeNull();

    // Used once: the same link is refused.
    const reuse = await submit(
      reviewBody(company, { invitation_token: token, captcha: await captcha() }),
    );
    expect(reuse.statusCode).toBe(403);
  });

  it('refuses a forged, expired or other company’s link', async () => {
    const company = nextCompany();
    const [invitation] = await server.app.database.db
      .insert(reviewInvitations)
      .values({
        companyId: company.id,
        email: 'someone@client.test',
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    if (!invitation) throw new Error('no invitation');
    const forged = invitationToken(invitation.id, 'not-the-server-secret-0123456789abcdef');
    const forgedResponse = await submit(
      reviewBody(company, { invitation_token: forged, captcha: await captcha() }),
    );
    expect(forgedResponse.statusCode).toBe(403);
    expect(forgedResponse.json().fields[0].field).toBe('invitation_token');

    const genuine = invitationToken(invitation.id, SIGNING_SECRET);
    const elsewhere = nextCompany();
    const wrongCompany = await submit(
      reviewBody(elsewhere, { invitation_token: genuine, captcha: await captcha() }),
    );
    expect(wrongCompany.statusCode).toBe(403);

    await server.app.database.db
      .update(reviewInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewInvitations.id, invitation.id));
    const expired = await submit(
      reviewBody(company, { invitation_token: genuine, captcha: await captcha() }),
    );
    expect(expired.statusCode).toBe(403);
    const form = GetReviewFormResponseSchema.parse(
      (
        await server.app.inject({ url: `/api/reviews/form/${company.slug}?token=${genuine}` })
      ).json(),
    );
    expect(form.data.invitation?.status).toBe('invalid');
    expect(
      await server.app.database.db
        .select()
        .from(reviews)
        .where(eq(reviews.reviewerEmail, 'someone@client.test')),
    ).toHaveLength(0);
  });

  it('lets only the company’s owner or manager invite', async () => {
    const company = nextCompany();
    const other = nextCompany();
    const member = await signedInUser('manager@other-agency.test');
    await server.app.database.db
      .insert(companyMembers)
      .values({ companyId: other.id, userId: member.id, role: 'manager' });
    const refused = await invite(member.token, { company_id: company.id, email: 'c@client.test' });
    expect(refused.statusCode).toBe(403);
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/review-invitations',
      headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json' },
      payload: JSON.stringify({ company_id: company.id, email: 'c@client.test' }),
    });
    expect(anonymous.statusCode).toBe(401);
    const mine = await invite(member.token, { company_id: other.id, email: 'c@client.test' });
    expect(mine.statusCode).toBe(200);
    const invitations = await server.app.database.db
      .select()
      .from(reviewInvitations)
      .where(eq(reviewInvitations.companyId, company.id));
    expect(invitations).toHaveLength(0);
  });
});
