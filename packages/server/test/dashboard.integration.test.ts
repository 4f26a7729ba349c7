import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyOverview } from '@atlas/api/endpoints/company-overview';
import {
  companies,
  companyMembers,
  reviews,
  services,
  valetMatches,
  valetProjects,
} from '../src/db/schema';
import { refreshCompanies } from '../src/db/company-search';
import { createConversationRepository } from '../src/modules/conversations/repository';
import { addressSequence } from './helpers/addresses';
import { apiCaller } from './helpers/inject';
import { insertBareCompany, reviewValues } from './helpers/profile-fixtures';
import { buildTestServer, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

let server: TestServer;
let owner: { id: string; token: string };
let other: { id: string; token: string };
const nextIp = addressSequence('10.23');
const call = apiCaller(() => server.app, nextIp);
const at = new Date('2026-05-04T10:00:00.000Z');
const clock = { now: () => at };
const MINUTE = 60_000;

beforeAll(async () => {
  server = await buildTestServer({ companies: 1, clock });
  const db = server.app.database.db;
  const company = await insertBareCompany(db, 'overview-co');
  await db.update(companies).set({ verified: false }).where(eq(companies.id, company.id));
  owner = await insertSignedInUser(db, 'owner@overview-co.test', 'Olga Owner');
  other = await insertSignedInUser(db, 'owner@elsewhere.test', 'Otto Other');
  const buyer = await insertSignedInUser(db, 'buyer@buyer.test', 'Bea Buyer');
  const elsewhere = await insertBareCompany(db, 'elsewhere-co');
  await db.insert(companyMembers).values([
    { companyId: company.id, userId: owner.id, role: 'owner' },
    { companyId: elsewhere.id, userId: other.id, role: 'owner' },
  ]);
  // Two published reviews, one replied to.
  await db
    .insert(reviews)
    .values([
      reviewValues(company.id, { title: 'Waiting for a reply', reply: null }),
      reviewValues(company.id, { title: 'Answered', reply: 'Thank you!' }),
    ]);
  await refreshCompanies(db, [company.id]);
  // A conversation with a message the owner has not read.
  const conversations = createConversationRepository(db);
  const conversationId = await conversations.create(db, {
    subject: 'Bea and Overview',
    companyId: company.id,
    contactRequestId: null,
    participantIds: [buyer.id, owner.id],
    now: new Date(at.getTime() - 10 * MINUTE),
  });
  await conversations.addMessage(db, {
    conversationId,
    senderId: buyer.id,
    body: '<p>Hello?</p>',
    now: new Date(at.getTime() - 5 * MINUTE),
  });
  // Two briefs released to it: one unanswered for 45 minutes, one answered.
  const [service] = await db.select({ id: services.id }).from(services).limit(1);
  const project = (title: string, key: string) => ({
    status: 'released' as const,
    title,
    description: 'x'.repeat(60),
    name: 'Bea Buyer',
    email: 'buyer@buyer.test',
    serviceIds: [service?.id ?? 1],
    projectStart: 'not-sure',
    projectStage: 'planning',
    tokenHash: `hash-${key}`,
    tokenExpiresAt: new Date(at.getTime() + 7 * 24 * 60 * MINUTE),
    idempotencyKey: `overview-${key}`,
    requestHash: key,
    createdAt: new Date(at.getTime() - 60 * MINUTE),
  });
  const [waiting, answered] = await db
    .insert(valetProjects)
    .values([project('A shop for our bakery', 'one'), project('An app for the gym', 'two')])
    .returning({ id: valetProjects.id });
  const match = (projectId: string, minutesAgo: number, answered: boolean) => ({
    projectId,
    companyId: company.id,
    rank: 1,
    score: 80,
    reasons: ['offers the service'],
    shortlisted: true,
    status: answered ? ('accepted' as const) : ('released' as const),
    releasedAt: new Date(at.getTime() - minutesAgo * MINUTE),
    firstAnswerAt: answered ? new Date(at.getTime() - 30 * MINUTE) : null,
  });
  await db
    .insert(valetMatches)
    .values([match(waiting?.id ?? '', 45, false), match(answered?.id ?? '', 50, true)]);
});

afterAll(() => server?.close());

describe('GET /api/companies/{slug}/overview', () => {
  it('says what needs the company now: a lead against the hour, unread talk, a review to answer, the next step', async () => {
    const response = await call('GET', '/api/companies/overview-co/overview', owner.token);
    expect(response.statusCode).toBe(200);
    const overview: CompanyOverview = response.json().data;
    expect(overview.leads_waiting).toEqual([
      expect.objectContaining({ title: 'A shop for our bakery', waiting_minutes: 45 }),
    ]);
    expect(overview.answer_within_minutes).toBe(60);
    expect(overview.unread_conversations).toBe(1);
    expect(overview.reviews_awaiting_reply).toBe(1);
    // Not verified: verification gains the most (150 of 1000 points).
    expect(overview.next_steps[0]).toEqual({
      key: 'verify',
      label: 'Get your company verified',
      gain: 150,
    });
    expect(overview.next_steps.length).toBeLessThanOrEqual(3);
    expect(overview.company).toMatchObject({ slug: 'overview-co', score: expect.any(Number) });
  });

  it("is a 404 for another company's member and a 401 signed out", async () => {
    const refused = await call('GET', '/api/companies/overview-co/overview', other.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('slug: there is no company overview-co');
    expect((await call('GET', '/api/companies/overview-co/overview')).statusCode).toBe(401);
  });
});
