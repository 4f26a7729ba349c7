import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app';
import * as schema from '../src/db/schema';
import { seedDatabase } from '../src/seed/generator';
import { createTestDatabase, type TestDatabase } from './helpers/db';
import { createMemoryMailer, linkIn } from './helpers/mail';
import { testConfig, TEST_PUBLIC_URL } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

/**
 * One mailbox is one voter (issue 34, defect 3): other spellings of an address that reach the
 * same mailbox (a plus-tag, Gmail's dots, googlemail.com) are refused as a repeated address is.
 */
let testDatabase: TestDatabase;
let app: FastifyInstance;
const mailer = createMemoryMailer();
let ip = 0;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  await seedDatabase(testDatabase.database, { companies: 300, seed: 11, votingEditions: [2025] });
  app = await buildServer(
    testConfig({
      AWARDS_2025_VOTING_PHASE: 'true',
      AWARDS_2025_VOTING_END: '2025-11-30T23:59:59Z',
    }),
    {
      database: testDatabase.database,
      renderer: null,
      clock: { now: () => new Date('2025-10-01T12:00:00Z') },
      mailer,
    },
  );
}, 120_000);

afterAll(async () => {
  await app?.close();
  await testDatabase?.cleanup();
});

const db = () => testDatabase.database.db;

/** The nominees of the `skip`-th 2025 category that has at least two. */
async function aVotingCategory(skip: number) {
  const rows = await db()
    .select({
      categoryId: schema.awardNominees.categoryId,
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
  const [first, second] = found ?? [];
  if (!first || !second) throw new Error('no 2025 category with two nominees');
  return { categoryId: first.categoryId, first, second };
}

function post(url: string, payload: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    // Each from its own network: only the identity rule may refuse them, not a burst.
    remoteAddress: `10.78.${(ip++ % 200) + 1}.9`,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify(payload),
  });
}

async function castAndConfirm(nomineeId: number, email: string) {
  const cast = await post('/api/awards/votes', { nominee_id: nomineeId, email });
  expect(cast.statusCode, cast.body).toBe(200);
  await app.mailQueue.drain();
  const link = linkIn(mailer.lastTo(email), TEST_PUBLIC_URL, '/awards-2025/vote');
  return post('/api/awards/votes/confirm', { token: link.searchParams.get('confirm') ?? '' });
}

async function votesIn(categoryId: number) {
  return db()
    .select({ email: schema.awardVotes.voterEmail, status: schema.awardVotes.status })
    .from(schema.awardVotes)
    .where(eq(schema.awardVotes.categoryId, categoryId));
}

describe('one mailbox, one vote per category', () => {
  it('refuses me+2@gmail.com, m.e@gmail.com and googlemail.com after me@gmail.com, as a repeated address', async () => {
    const { categoryId, first, second } = await aVotingCategory(0);
    const before = await votesIn(categoryId);
    const confirmed = await castAndConfirm(first.nomineeId, 'me@gmail.com');
    expect(confirmed.json().data.status).toBe('counted');

    const repeated = await post('/api/awards/votes', {
      nominee_id: second.nomineeId,
      email: 'me@gmail.com',
    });
    expect(repeated.statusCode).toBe(409);
    for (const email of ['me+2@gmail.com', 'm.e@gmail.com', 'M.E+x@googlemail.com']) {
      const other = await post('/api/awards/votes', { nominee_id: second.nomineeId, email });
      expect({ email, status: other.statusCode, body: other.json() }).toEqual({
        email,
        status: repeated.statusCode,
        body: repeated.json(),
      });
    }
    expect(await votesIn(categoryId)).toHaveLength(before.length + 1);
  });

  it('refuses a plus-tagged guest after the same mailbox voted with its account', async () => {
    const { categoryId, first, second } = await aVotingCategory(1);
    const voter = await insertSignedInUser(db(), 'mailbox.owner@example.org', 'Mailbox Owner');
    const cast = await post('/api/awards/votes', { nominee_id: first.nomineeId }, voter.token);
    expect(cast.json().data.status).toBe('counted');
    const before = await votesIn(categoryId);
    const tagged = await post('/api/awards/votes', {
      nominee_id: second.nomineeId,
      email: 'mailbox.owner+again@example.org',
    });
    expect(tagged.statusCode).toBe(409);
    expect(await votesIn(categoryId)).toEqual(before);
  });

  it('still counts two people whose addresses differ only by dots outside Gmail', async () => {
    const { first } = await aVotingCategory(2);
    expect((await castAndConfirm(first.nomineeId, 'ann.lee@example.net')).json().data.status).toBe(
      'counted',
    );
    expect((await castAndConfirm(first.nomineeId, 'annlee@example.net')).json().data.status).toBe(
      'counted',
    );
  });

  it('refuses a member of a nominee who votes through a plus-tag of their address', async () => {
    const { first } = await aVotingCategory(3);
    const member = await insertSignedInUser(db(), 'staffer@nominee.example', 'Staffer');
    await db()
      .insert(schema.companyMembers)
      .values({ companyId: first.companyId, userId: member.id, role: 'manager' });
    const asGuest = await post('/api/awards/votes', {
      nominee_id: first.nomineeId,
      email: 'staffer+vote@nominee.example',
    });
    expect(asGuest.statusCode).toBe(403);
  });
});
