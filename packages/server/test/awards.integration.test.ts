import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetAwardEditionEntryResponseSchema,
  GetAwardEditionResponseSchema,
  GetCompanyAwardsResponseSchema,
} from '@atlas/api/endpoints/awards-pages';
import { buildServer } from '../src/app';
import * as schema from '../src/db/schema';
import { seedDatabase } from '../src/seed/generator';
import { createDevRenderer } from '../src/ssr/renderer';
import { createTestDatabase, type TestDatabase } from './helpers/db';
import { createMemoryMailer, linkIn } from './helpers/mail';
import { testConfig, TEST_PUBLIC_URL } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

let testDatabase: TestDatabase;
let app: FastifyInstance;
let now = new Date('2025-10-01T12:00:00Z');
const mailer = createMemoryMailer();
let ip = 0;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  await seedDatabase(testDatabase.database, {
    companies: 300,
    seed: 11,
    votingEditions: [2025],
  });
  app = await buildServer(
    testConfig({
      AWARDS_2025_VOTING_PHASE: 'true',
      AWARDS_2025_VOTING_END: '2025-11-30T23:59:59Z',
    }),
    {
      database: testDatabase.database,
      renderer: await createDevRenderer(),
      clock: { now: () => now },
      mailer,
    },
  );
});

afterAll(async () => {
  await app?.close();
  await testDatabase?.cleanup();
});

const db = () => testDatabase.database.db;

async function aWinner(edition: 2023 | 2024) {
  const [row] = await db()
    .select({
      categorySlug: schema.awardCategories.slug,
      companySlug: schema.companies.slug,
      companyName: schema.companies.name,
    })
    .from(schema.awardNominees)
    .innerJoin(
      schema.awardCategories,
      eq(schema.awardCategories.id, schema.awardNominees.categoryId),
    )
    .innerJoin(schema.companies, eq(schema.companies.id, schema.awardNominees.companyId))
    .where(
      and(eq(schema.awardCategories.edition, edition), eq(schema.awardNominees.status, 'winner')),
    )
    .orderBy(asc(schema.awardNominees.id))
    .limit(1);
  if (!row) throw new Error(`no ${edition} winner seeded`);
  return row;
}

describe('the awards API', () => {
  it('answers a past edition with its winners and every score with its parts', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/awards/editions/2024' });
    expect(answer.statusCode).toBe(200);
    const { data } = GetAwardEditionResponseSchema.parse(answer.json());
    expect(data.phase).toBe('winners');
    expect(data.weights).toEqual({ jury: 50, votes: 30, reviews: 20 });
    const nominees = data.categories.flatMap((category) => category.nominees);
    expect(nominees.length).toBeGreaterThan(0);
    for (const nominee of nominees) {
      expect(nominee.score).not.toBeNull();
      const score = nominee.score;
      if (!score) continue;
      // The published parts add up to the published final score (to the cent).
      const sum = (50 * score.jury + 30 * score.votes + 20 * score.reviews) / 100;
      expect(Math.abs(sum - score.final)).toBeLessThanOrEqual(0.01);
    }
  });

  it('answers 2025 in its voting phase: nominees, no winners, no running count', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/awards/editions/2025' });
    const { data } = GetAwardEditionResponseSchema.parse(answer.json());
    expect(data.phase).toBe('voting');
    expect(data.voting_end).toBe('2025-11-30T23:59:59.000Z');
    const nominees = data.categories.flatMap((category) => category.nominees);
    expect(nominees.length).toBeGreaterThan(0);
    expect(nominees.every((n) => n.status === 'nominee' && n.score === null)).toBe(true);
  });

  it('says "counting" once the voting end has passed (the fake clock)', async () => {
    now = new Date('2025-12-05T12:00:00Z');
    try {
      const answer = await app.inject({ method: 'GET', url: '/api/awards/editions/2025' });
      expect(GetAwardEditionResponseSchema.parse(answer.json()).data.phase).toBe('counting');
    } finally {
      now = new Date('2025-10-01T12:00:00Z');
    }
  });

  it('finds a category or a company by slug in an edition, and a company across editions', async () => {
    const winner = await aWinner(2024);
    const category = GetAwardEditionEntryResponseSchema.parse(
      (
        await app.inject({ method: 'GET', url: `/api/awards/editions/2024/${winner.categorySlug}` })
      ).json(),
    ).data;
    expect(category.kind).toBe('category');
    const company = GetAwardEditionEntryResponseSchema.parse(
      (
        await app.inject({ method: 'GET', url: `/api/awards/editions/2024/${winner.companySlug}` })
      ).json(),
    ).data;
    expect(
      company.kind === 'company' && company.nominations.some((n) => n.status === 'winner'),
    ).toBe(true);
    const across = GetCompanyAwardsResponseSchema.parse(
      (
        await app.inject({ method: 'GET', url: `/api/awards/companies/${winner.companySlug}` })
      ).json(),
    ).data;
    expect(across.nominations.some((n) => n.edition === 2024 && n.status === 'winner')).toBe(true);
  });

  it.each([
    '/api/awards/editions/2019',
    '/api/awards/editions/2024/no-such-slug',
    '/api/awards/companies/no-such-company',
  ])('answers %s with 404 or 400', async (url) => {
    const answer = await app.inject({ method: 'GET', url });
    expect([400, 404]).toContain(answer.statusCode);
  });
});

describe('the awards pages', () => {
  it('renders /awards-2024 in the awards layout with its title, canonical and JSON-LD', async () => {
    const page = await app.inject({ method: 'GET', url: '/awards-2024' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('rel="canonical" href="https://atlas.test/awards-2024"');
    expect(page.body).toContain('Winners by category');
    expect(page.body).toContain('application/ld+json');
    expect(page.body).toContain('data-parallax-ratio="2"');
  });

  it('gives 2022 a parallax ratio of 1.5', async () => {
    const page = await app.inject({ method: 'GET', url: '/awards-2022' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-parallax-ratio="1.5"');
  });

  it('renders a category page with the score parts and an Award on each winner', async () => {
    const winner = await aWinner(2023);
    const page = await app.inject({ method: 'GET', url: `/awards-2023/${winner.categorySlug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Jury (50%)');
    expect(page.body).toContain('Public votes (30%)');
    expect(page.body).toContain('"award":"Winner,');
    const winners = await app.inject({
      method: 'GET',
      url: `/awards-2023/winners/${winner.categorySlug}/${winner.companySlug}`,
    });
    expect(winners.statusCode).toBe(200);
    const across = await app.inject({ method: 'GET', url: `/awards/${winner.companySlug}` });
    expect(across.statusCode).toBe(200);
    expect(across.body).toContain('"@type":"Organization"');
  });

  it.each([
    '/awards-2024/no-such-slug',
    '/awards-2024/web-development/no-such-company',
    '/awards/no-such-company',
    '/awards-2023/winners/no-such-service',
  ])('answers %s with 404', async (url) => {
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(404);
  });
});

/** A 2025 category with at least two nominees, and its nominees' ids and companies. */
async function aVotingCategory(skip = 0) {
  const rows = await db()
    .select({
      categoryId: schema.awardCategories.id,
      nomineeId: schema.awardNominees.id,
      companyId: schema.awardNominees.companyId,
    })
    .from(schema.awardNominees)
    .innerJoin(
      schema.awardCategories,
      eq(schema.awardCategories.id, schema.awardNominees.categoryId),
    )
    .where(eq(schema.awardCategories.edition, 2025))
    .orderBy(asc(schema.awardCategories.id), asc(schema.awardNominees.id));
  const byCategory = new Map<number, typeof rows>();
  for (const row of rows)
    byCategory.set(row.categoryId, [...(byCategory.get(row.categoryId) ?? []), row]);
  const found = [...byCategory.values()].filter((list) => list.length >= 2)[skip];
  if (!found) throw new Error('no 2025 category with two nominees');
  return found;
}

function post(url: string, payload: unknown, token?: string, from?: string) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: from ?? `10.77.${(ip++ % 200) + 1}.9`,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify(payload),
  });
}

async function followVoteLink(to: string) {
  await app.mailQueue.drain();
  const link = linkIn(mailer.lastTo(to), TEST_PUBLIC_URL, '/awards-2025/vote');
  const token = link.searchParams.get('confirm') ?? '';
  return post('/api/awards/votes/confirm', { token });
}

describe('voting', () => {
  it('takes a guest vote through the e-mailed link, refuses a second, and lets it change', async () => {
    const [first, second] = await aVotingCategory(0);
    if (!first || !second) throw new Error('two nominees expected');
    const email = 'guest.voter@example.org';
    const cast = await post('/api/awards/votes', { nominee_id: first.nomineeId, email });
    expect(cast.statusCode).toBe(200);
    expect(cast.json().data.status).toBe('pending');
    const pending = await db()
      .select()
      .from(schema.awardVotes)
      .where(eq(schema.awardVotes.voterEmail, email));
    expect(pending[0]?.status).toBe('pending');

    const confirmed = await followVoteLink(email);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.status).toBe('counted');
    // The link works once.
    const again = await followVoteLink(email);
    expect(again.statusCode).toBe(410);

    const secondVote = await post('/api/awards/votes', { nominee_id: second.nomineeId, email });
    expect(secondVote.statusCode).toBe(409);

    const change = await post('/api/awards/votes/change', { nominee_id: second.nomineeId, email });
    expect(change.statusCode).toBe(200);
    // The old vote counts until the new link is followed.
    const before = await db()
      .select()
      .from(schema.awardVotes)
      .where(eq(schema.awardVotes.voterEmail, email));
    expect(before[0]?.nomineeId).toBe(first.nomineeId);
    expect((await followVoteLink(email)).statusCode).toBe(200);
    const after = await db()
      .select()
      .from(schema.awardVotes)
      .where(eq(schema.awardVotes.voterEmail, email));
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ nomineeId: second.nomineeId, status: 'counted' });
  });

  it('counts a signed-in verified voter at once and refuses a member of a nominee', async () => {
    const [first] = await aVotingCategory(1);
    if (!first) throw new Error('a nominee expected');
    const voter = await insertSignedInUser(db(), 'account.voter@example.org', 'Account Voter');
    const cast = await post('/api/awards/votes', { nominee_id: first.nomineeId }, voter.token);
    expect(cast.statusCode).toBe(200);
    expect(cast.json().data.status).toBe('counted');

    const member = await insertSignedInUser(db(), 'member.of.nominee@example.org', 'Member');
    await db().insert(schema.companyMembers).values({
      companyId: first.companyId,
      userId: member.id,
      role: 'manager',
    });
    const refused = await post('/api/awards/votes', { nominee_id: first.nomineeId }, member.token);
    expect(refused.statusCode).toBe(403);
    // Nor as a guest with the same address.
    const asGuest = await post('/api/awards/votes', {
      nominee_id: first.nomineeId,
      email: 'Member.Of.Nominee@example.org',
    });
    expect(asGuest.statusCode).toBe(403);
  });

  it('refuses a disposable address', async () => {
    const [first] = await aVotingCategory(0);
    const answer = await post('/api/awards/votes', {
      nominee_id: first?.nomineeId,
      email: 'someone@mailinator.com',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields?.[0]?.field).toBe('email');
  });

  it('holds a burst of votes from one network for review', async () => {
    const [first] = await aVotingCategory(2);
    if (!first) throw new Error('a nominee expected');
    const statuses: string[] = [];
    for (let index = 0; index < 7; index++) {
      const email = `burst${index}@example.org`;
      const cast = await post(
        '/api/awards/votes',
        { nominee_id: first.nomineeId, email },
        undefined,
        '10.99.1.5',
      );
      expect(cast.statusCode).toBe(200);
      statuses.push((await followVoteLink(email)).json().data.status);
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill('counted'));
    expect(statuses.slice(5)).toEqual(['held', 'held']);
  });

  it('closes voting after the voting end', async () => {
    const [first] = await aVotingCategory(0);
    now = new Date('2025-12-05T12:00:00Z');
    try {
      const answer = await post('/api/awards/votes', {
        nominee_id: first?.nomineeId,
        email: 'late@example.org',
      });
      expect(answer.statusCode).toBe(409);
    } finally {
      now = new Date('2025-10-01T12:00:00Z');
    }
  });
});

describe('the questionnaire', () => {
  it('lets a member apply for a category with evidence, and staff accept it as a nomination', async () => {
    const member = await insertSignedInUser(db(), 'applicant@example.org', 'Applicant');
    const [company] = await db()
      .select({ id: schema.companies.id })
      .from(schema.companies)
      .orderBy(asc(schema.companies.id))
      .limit(1);
    if (!company) throw new Error('a company');
    await db()
      .insert(schema.companyMembers)
      .values({ companyId: company.id, userId: member.id, role: 'owner' });
    const auth = { authorization: `Bearer ${member.token}` };
    const options = (
      await app.inject({ method: 'GET', url: '/api/awards/questionnaire', headers: auth })
    ).json().data;
    expect(options.edition).toBe(2025);
    expect(options.companies.map((c: { id: number }) => c.id)).toEqual([company.id]);
    const nominated = new Set(
      (
        await db()
          .select({ categoryId: schema.awardNominees.categoryId })
          .from(schema.awardNominees)
          .where(eq(schema.awardNominees.companyId, company.id))
      ).map((row) => row.categoryId),
    );
    const category = options.categories.find((c: { id: number }) => !nominated.has(c.id));
    const evidence = 'We shipped forty projects in this service this year, with measured results.';
    const apply = (body: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/awards/questionnaire',
        headers: { ...auth, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const short = await apply({
      company_id: company.id,
      category_id: category.id,
      evidence: 'Too short.',
    });
    expect(short.statusCode).toBe(400);
    const other = await apply({ company_id: company.id + 1, category_id: category.id, evidence });
    expect(other.statusCode).toBe(404);
    const applied = await apply({ company_id: company.id, category_id: category.id, evidence });
    expect(applied.statusCode).toBe(200);
    expect(
      (await apply({ company_id: company.id, category_id: category.id, evidence })).statusCode,
    ).toBe(409);

    const staff = await insertSignedInUser(db(), 'questionnaire.staff@example.org');
    await db().insert(schema.staffMembers).values({ userId: staff.id, grantedBy: 'test' });
    const staffAuth = { authorization: `Bearer ${staff.token}` };
    const overview = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/awards/editions/2025',
        headers: staffAuth,
      })
    ).json().data;
    const application = overview.applications.find(
      (row: { id: number }) => row.id === applied.json().data.id,
    );
    expect(application).toMatchObject({ evidence, status: 'pending' });
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/admin/awards/applications/${application.id}/decision`,
      headers: { ...staffAuth, 'content-type': 'application/json' },
      payload: JSON.stringify({ decision: 'accept' }),
    });
    expect(accepted.statusCode).toBe(200);
    const [nominee] = await db()
      .select()
      .from(schema.awardNominees)
      .where(
        and(
          eq(schema.awardNominees.categoryId, category.id),
          eq(schema.awardNominees.companyId, company.id),
        ),
      );
    expect(nominee?.source).toBe('questionnaire');
  });
});

describe('staff editions and nominees', () => {
  it('adds a category to an open edition and nominates the best-ranked companies', async () => {
    const staff = await insertSignedInUser(db(), 'category.staff@example.org');
    await db().insert(schema.staffMembers).values({ userId: staff.id, grantedBy: 'test' });
    const headers = { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' };
    const taken = new Set(
      (
        await db()
          .select({ serviceId: schema.awardCategories.serviceId })
          .from(schema.awardCategories)
          .where(eq(schema.awardCategories.edition, 2025))
      ).map((row) => row.serviceId),
    );
    const [service] = (
      await db()
        .select({ id: schema.services.id, slug: schema.services.slug })
        .from(schema.services)
    ).filter((row) => !taken.has(row.id));
    if (!service) throw new Error('a service without a 2025 category');
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/awards/editions/2025/categories',
      headers,
      payload: JSON.stringify({ service_slug: service.slug, winner_slots: 1 }),
    });
    expect(created.statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/awards/editions/2025/categories',
      headers,
      payload: JSON.stringify({ service_slug: service.slug }),
    });
    expect(again.statusCode).toBe(409);
    const closed = await app.inject({
      method: 'POST',
      url: '/api/admin/awards/editions/2024/categories',
      headers,
      payload: JSON.stringify({ service_slug: service.slug }),
    });
    expect(closed.statusCode).toBe(409);

    const id: number = created.json().data.id;
    const ranked = await app.inject({
      method: 'POST',
      url: `/api/admin/awards/categories/${id}/ranking`,
      headers,
      payload: JSON.stringify({ count: 3 }),
    });
    expect(ranked.statusCode).toBe(200);
    const nominees = await db()
      .select({ companyId: schema.awardNominees.companyId, source: schema.awardNominees.source })
      .from(schema.awardNominees)
      .where(eq(schema.awardNominees.categoryId, id));
    expect(nominees.length).toBe(ranked.json().data.added);
    expect(nominees.every((row) => row.source === 'ranking')).toBe(true);
    // The best-scored companies offering the service, in order.
    const best = await db()
      .select({ companyId: schema.companySearch.companyId })
      .from(schema.companySearch)
      .where(sql`${schema.companySearch.serviceIds} @> ARRAY[${service.id}]::int2[]`)
      .orderBy(desc(schema.companySearch.score), asc(schema.companySearch.companyId))
      .limit(3);
    expect(new Set(nominees.map((row) => row.companyId))).toEqual(
      new Set(best.map((row) => row.companyId)),
    );

    // Staff see the category with its nominees, change its winners, withdraw a nominee nobody
    // voted for, and remove the category while nobody has voted in it.
    const overview = await app.inject({
      method: 'GET',
      url: '/api/admin/awards/editions/2025',
      headers,
    });
    const listed = overview
      .json()
      .data.category_list.find((category: { id: number }) => category.id === id);
    expect(listed).toMatchObject({ votes: 0, winner_slots: 1 });
    expect(listed.nominees).toHaveLength(nominees.length);
    const slots = await app.inject({
      method: 'PATCH',
      url: `/api/admin/awards/categories/${id}`,
      headers,
      payload: JSON.stringify({ winner_slots: 2 }),
    });
    expect(slots.statusCode, slots.body).toBe(200);
    expect(slots.json().data.winner_slots).toBe(2);
    const [withdrawn] = listed.nominees as { id: number }[];
    if (!withdrawn) throw new Error('no nominee');
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/admin/awards/nominees/${withdrawn.id}`,
      headers: { authorization: headers.authorization },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await db().$count(schema.awardNominees, eq(schema.awardNominees.categoryId, id))).toBe(
      nominees.length - 1,
    );
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/awards/categories/${id}`,
      headers: { authorization: headers.authorization },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await db().$count(schema.awardCategories, eq(schema.awardCategories.id, id))).toBe(0);
    const audit = await db()
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(
        sql`${schema.auditLog.action} IN ('award_category.update', 'award_nominee.delete', 'award_category.delete')`,
      );
    expect(new Set(audit.map((row) => row.action)).size).toBe(3);
  });

  it('keeps categories and nominees people voted for, and published editions as they are', async () => {
    const staff = await insertSignedInUser(db(), 'keeper.staff@example.org');
    await db().insert(schema.staffMembers).values({ userId: staff.id, grantedBy: 'test' });
    const headers = { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' };
    const [voted] = await db()
      .select({ categoryId: schema.awardVotes.categoryId, nomineeId: schema.awardVotes.nomineeId })
      .from(schema.awardVotes)
      .innerJoin(
        schema.awardCategories,
        eq(schema.awardCategories.id, schema.awardVotes.categoryId),
      )
      .where(eq(schema.awardCategories.edition, 2025))
      .limit(1);
    if (!voted) throw new Error('the demo data has no 2025 vote');
    for (const url of [
      `/api/admin/awards/categories/${voted.categoryId}`,
      `/api/admin/awards/nominees/${voted.nomineeId}`,
    ]) {
      const refused = await app.inject({
        method: 'DELETE',
        url,
        headers: { authorization: headers.authorization },
      });
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().message).toContain('votes are kept');
    }
    const [past] = await db()
      .select({ id: schema.awardCategories.id })
      .from(schema.awardCategories)
      .where(eq(schema.awardCategories.edition, 2024))
      .limit(1);
    if (!past) throw new Error('no 2024 category');
    const frozen = await app.inject({
      method: 'PATCH',
      url: `/api/admin/awards/categories/${past.id}`,
      headers,
      payload: JSON.stringify({ winner_slots: 3 }),
    });
    expect(frozen.statusCode).toBe(409);
    const story = 'The 2024 edition as it was told, told once more by staff.';
    const weights = { jury_weight: 50, votes_weight: 30, reviews_weight: 20 };
    const published = await app.inject({
      method: 'PUT',
      url: '/api/admin/awards/editions/2024',
      headers,
      payload: JSON.stringify({ story, ...weights }),
    });
    expect(published.statusCode).toBe(409);
  });

  it('edits an open edition’s story and weights, which must add up to 100', async () => {
    const staff = await insertSignedInUser(db(), 'story.staff@example.org');
    await db().insert(schema.staffMembers).values({ userId: staff.id, grantedBy: 'test' });
    const headers = { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' };
    const story = 'This year the jury looked harder at delivery, and the public vote counts less.';
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/admin/awards/editions/2025',
      headers,
      payload: JSON.stringify({ story, jury_weight: 50, votes_weight: 30, reviews_weight: 30 }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('100');
    const [before] = await db()
      .select()
      .from(schema.awardEditions)
      .where(eq(schema.awardEditions.year, 2025));
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/awards/editions/2025',
      headers,
      payload: JSON.stringify({ story, jury_weight: 50, votes_weight: 20, reviews_weight: 30 }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      story,
      weights: { jury: 50, votes: 20, reviews: 30 },
    });
    const page = await app.inject({ method: 'GET', url: '/api/awards/editions/2025' });
    expect(page.json().data.story).toBe(story);
    // Back as it was, for the tests after this one.
    if (before)
      await db()
        .update(schema.awardEditions)
        .set(before)
        .where(eq(schema.awardEditions.year, 2025));
  });
});

describe('staff', () => {
  it('hides the staff calls from everyone else', async () => {
    const someone = await insertSignedInUser(db(), 'not.staff@example.org');
    const answer = await app.inject({
      method: 'GET',
      url: '/api/admin/awards/editions/2025',
      headers: { authorization: `Bearer ${someone.token}` },
    });
    expect(answer.statusCode).toBe(404);
  });

  it('reports integrity, decides held votes, and publishes winners once voting has ended', async () => {
    const staff = await insertSignedInUser(db(), 'staff.member@example.org');
    await db().insert(schema.staffMembers).values({ userId: staff.id, grantedBy: 'test' });
    const auth = { authorization: `Bearer ${staff.token}` };

    const report = await app.inject({
      method: 'GET',
      url: '/api/admin/awards/editions/2025?day=2025-10-01',
      headers: auth,
    });
    expect(report.statusCode).toBe(200);
    const overview = report.json().data;
    expect(overview.integrity.held.length).toBeGreaterThan(0);
    expect(overview.integrity.by_network.length).toBeGreaterThan(0);

    const heldId: number = overview.integrity.held[0].id;
    const discard = await app.inject({
      method: 'POST',
      url: `/api/admin/awards/votes/${heldId}/decision`,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ decision: 'discard', reason: 'one network, one minute' }),
    });
    expect(discard.statusCode).toBe(200);
    expect(discard.json().data).toMatchObject({
      status: 'discarded',
      reason: 'one network, one minute',
    });
    // Staff's decision stands: the voter cannot revive the vote by changing it.
    const [discarded] = await db()
      .select()
      .from(schema.awardVotes)
      .where(eq(schema.awardVotes.id, heldId));
    const [other] = await db()
      .select({ id: schema.awardNominees.id })
      .from(schema.awardNominees)
      .where(eq(schema.awardNominees.categoryId, discarded?.categoryId ?? 0));
    const revive = await post('/api/awards/votes/change', {
      nominee_id: other?.id,
      email: discarded?.voterEmail,
    });
    expect(revive.statusCode).toBe(403);

    const early = await app.inject({
      method: 'POST',
      url: '/api/admin/awards/editions/2025/publish',
      headers: auth,
    });
    expect(early.statusCode).toBe(409);

    // A member for every nominee of one category: whoever wins it has someone to tell.
    for (const [index, nominee] of (await aVotingCategory(0)).entries()) {
      const member = await insertSignedInUser(db(), `nominee.member${index}@example.org`);
      await db()
        .insert(schema.companyMembers)
        .values({ companyId: nominee.companyId, userId: member.id, role: 'owner' })
        .onConflictDoNothing();
    }
    now = new Date('2025-12-05T12:00:00Z');
    try {
      const published = await app.inject({
        method: 'POST',
        url: '/api/admin/awards/editions/2025/publish',
        headers: auth,
      });
      expect(published.statusCode).toBe(200);
      expect(published.json().data.winners).toBeGreaterThan(0);
      const again = await app.inject({
        method: 'POST',
        url: '/api/admin/awards/editions/2025/publish',
        headers: auth,
      });
      expect(again.statusCode).toBe(409);

      const edition = GetAwardEditionResponseSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/awards/editions/2025' })).json(),
      ).data;
      expect(edition.phase).toBe('winners');
      const winners = edition.categories.flatMap((category) =>
        category.nominees.filter((nominee) => nominee.status === 'winner'),
      );
      expect(winners.length).toBe(published.json().data.winners);
      expect(winners.every((winner) => winner.score?.rank === 1)).toBe(true);
      // The directory's summary agrees.
      const results = await db()
        .select()
        .from(schema.awardResults)
        .where(
          and(eq(schema.awardResults.edition, 2025), eq(schema.awardResults.result, 'winner')),
        );
      expect(new Set(results.map((row) => row.companyId))).toEqual(
        new Set(winners.map((winner) => winner.company.id)),
      );
      // Members of winning companies have the `awards` notification.
      const winnerCompanies = winners.map((winner) => winner.company.id);
      const members = await db()
        .select({ userId: schema.companyMembers.userId })
        .from(schema.companyMembers)
        .where(inArray(schema.companyMembers.companyId, winnerCompanies));
      expect(members.length).toBeGreaterThan(0);
      const notes = await db()
        .select()
        .from(schema.notifications)
        .where(eq(schema.notifications.type, 'awards'));
      expect(new Set(notes.map((note) => note.userId))).toEqual(
        new Set(members.map((member) => member.userId)),
      );
    } finally {
      now = new Date('2025-10-01T12:00:00Z');
    }
  });
});

describe('embeddable badges', () => {
  it('serves a small, script-free badge that any site may frame, and keeps SAMEORIGIN elsewhere', async () => {
    const winner = await aWinner(2024);
    const badge = await app.inject({
      method: 'GET',
      url: `/awards/embedded/2024?company=${winner.companySlug}`,
    });
    expect(badge.statusCode).toBe(200);
    expect(badge.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(badge.headers['x-frame-options']).toBeUndefined();
    expect(badge.body).not.toContain('<script');
    expect(badge.body.length).toBeLessThan(5000);
    expect(badge.body).toContain(`https://atlas.test/awards/${winner.companySlug}`);
    expect(badge.body).toContain('Winner 2024');

    const page = await app.inject({ method: 'GET', url: '/awards-2024' });
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('serves the monthly badge and the voting button, and 404s an unknown company', async () => {
    const winner = await aWinner(2023);
    const monthly = await app.inject({
      method: 'GET',
      url: `/awards/embedded/monthly?company=${winner.companySlug}`,
    });
    expect(monthly.statusCode).toBe(200);
    const [nominee] = await aVotingCategory(0);
    const [company] = await db()
      .select({ slug: schema.companies.slug })
      .from(schema.companies)
      .where(eq(schema.companies.id, nominee?.companyId ?? 0));
    const voting = await app.inject({
      method: 'GET',
      url: `/awards/embedded/2025/voting?company=${company?.slug}`,
    });
    expect(voting.statusCode).toBe(200);
    expect(voting.body).toContain('target="_blank"');
    expect(voting.body).toContain('/awards-2025/');
    const unknown = await app.inject({
      method: 'GET',
      url: '/awards/embedded/2024?company=nobody-here',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
