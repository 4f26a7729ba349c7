import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '@atlas/api/endpoints/get-conversation';
import type { ValetProject } from '@atlas/api/valet';
import { companyMembers, companyServices, notifications } from '../src/db/schema';
import { refreshCompanies } from '../src/db/company-search';
import { buyerPseudonymId } from '../src/modules/conversations/buyer-pseudonyms';
import { addressSequence } from './helpers/addresses';
import { solvedCaptcha } from './helpers/captcha';
import { apiCaller } from './helpers/inject';
import { createMemoryMailer } from './helpers/mail';
import { insertBareCompany, referenceData } from './helpers/profile-fixtures';
import { buildTestServer, type TestServer } from './helpers/server';
import { openSse, portOf, type SseClient } from './helpers/sse';
import { insertSignedInUser } from './helpers/users';

/**
 * Issue 33 (5, 6): a buyer's conversation with a company of two members, as each side sees it —
 * the company online through whichever member is there, named by who answers; and the brief the
 * conversation came from.
 */

type SignedIn = { id: string; token: string };

let server: TestServer;
const nextIp = addressSequence('10.33');
const call = apiCaller(() => server.app, nextIp);
let owner: SignedIn;
let manager: SignedIn;
let buyer: SignedIn;
let companyName: string;
let companyId: number;
let project: ValetProject;
let conversationId: string;
const streams: SseClient[] = [];

async function conversationAs(person: SignedIn): Promise<Conversation> {
  const response = await call('GET', `/api/conversations/${conversationId}`, person.token);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

beforeAll(async () => {
  server = await buildTestServer({
    companies: 1,
    mailer: createMemoryMailer(),
    config: { REALTIME_HEARTBEAT_MS: '100', REALTIME_PRESENCE_GRACE_MS: '150' },
  });
  const { db } = server.app.database;
  const ref = await referenceData(db);
  const company = await insertBareCompany(db, 'presence-agency');
  companyName = company.name;
  companyId = company.id;
  await db
    .insert(companyServices)
    .values({ companyId: company.id, serviceId: ref.services[0].id, percentage: 90 });
  // The manager's name sorts first: the old code named whoever came first, online or not.
  manager = await insertSignedInUser(db, 'max@presence-agency.test', 'Max Member');
  owner = await insertSignedInUser(db, 'olivia@presence-agency.test', 'Olivia Owner');
  await db.insert(companyMembers).values([
    { companyId: company.id, userId: owner.id, role: 'owner' },
    { companyId: company.id, userId: manager.id, role: 'manager' },
  ]);
  await refreshCompanies(db, [company.id]);
  buyer = await insertSignedInUser(db, 'bea@buyer.test', 'Bea Buyer');
  await server.app.listen({ port: 0, host: '127.0.0.1' });

  // The buyer (signed in with the project's address) submits and releases the brief to it.
  const created = await call('POST', '/api/valet/projects', buyer.token, {
    title: 'A new online store',
    name: 'Bea Buyer',
    email: 'bea@buyer.test',
    website: 'https://buyer.test',
    phone: '',
    role: 'Founder / CEO',
    company_country: ref.cities[0].countryId,
    services: [ref.services[0].id],
    focuses: [],
    countries: [ref.cities[0].countryId],
    cities: [ref.cities[0].id],
    project_start: 'within-1-month',
    project_budget: { min: 15_000, max: 35_000 },
    project_stage: 'first-talks',
    project_description:
      'We sell handmade furniture and need a new online store with a configurator and payments.',
    misc_meta: {},
    captcha: await solvedCaptcha(server.app),
    idempotency_key: `presence-${Date.now()}`,
  });
  expect(created.statusCode).toBe(200);
  project = created.json().data;
  const released = await call('POST', `/api/valet/projects/${project.id}/release`, buyer.token, {
    company_ids: [company.id],
    idempotency_key: `presence-release-${Date.now()}`,
  });
  expect(released.statusCode).toBe(200);
  const match = (released.json().data as ValetProject).shortlist.find((item) => item.released);
  conversationId = match?.conversation_id ?? '';
  expect(conversationId).not.toBe('');
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await server?.close();
});

describe('presence of a company in a conversation (issue 33, 5)', () => {
  it('shows the buyer the company online when only its owner is, naming the owner', async () => {
    const before = await conversationAs(buyer);
    expect(before.counterpart.company).toEqual({ name: companyName });
    expect(before.counterpart.people.map((person) => person.name).sort()).toEqual([
      'Max Member',
      'Olivia Owner',
    ]);
    expect(before.counterpart.people.every((person) => !person.isOnline)).toBe(true);

    const stream = await openSse(portOf(server.app), owner.token);
    streams.push(stream);
    await stream.waitFor((events) => events.some((event) => event.event === 'ready'));
    // Presence is stored just after the stream is ready: under load, a moment later.
    await expect
      .poll(async () => (await conversationAs(buyer)).receiver, { timeout: 5_000 })
      .toMatchObject({ id: owner.id, name: 'Olivia Owner', isOnline: true });
    const seen = await conversationAs(buyer);
    expect(seen.counterpart.people.find((person) => person.isOnline)?.id).toBe(owner.id);
    expect(seen.counterpart.people.find((person) => person.id === manager.id)?.isOnline).toBe(
      false,
    );
  });

  it('puts the member who wrote last first, and shows the company’s people the buyer only', async () => {
    const reply = await call(
      'POST',
      `/api/conversations/${conversationId}/messages`,
      manager.token,
      {
        body: 'Happy to help: when can we talk?',
      },
    );
    expect(reply.statusCode).toBe(200);
    const seen = await conversationAs(buyer);
    expect(seen.counterpart.people[0]).toMatchObject({
      id: manager.id,
      isOnline: false,
      lastMessageAt: expect.any(String),
    });
    // Max wrote last, but Olivia is the one online: she answers.
    expect(seen.receiver).toMatchObject({ id: owner.id, isOnline: true });

    const ownSide = await conversationAs(owner);
    expect(ownSide.counterpart.company).toBeNull();
    // The company's people know the buyer by the conversation's pseudonym (issue 34).
    const pseudonym = buyerPseudonymId(project.id, companyId);
    expect(ownSide.counterpart.people).toEqual([
      expect.objectContaining({ id: pseudonym, isOnline: false, presenceHidden: true }),
    ]);
    expect(ownSide.receiver).toEqual({
      id: pseudonym,
      name: 'The buyer',
      avatar: null,
      isOnline: false,
    });
  });
});

describe('the brief a conversation came from (issue 33, 6)', () => {
  it('links the company’s members to the lead and the buyer to the project', async () => {
    expect((await conversationAs(owner)).valetProject).toEqual({
      id: project.id,
      side: 'company',
    });
    expect((await conversationAs(manager)).valetProject).toEqual({
      id: project.id,
      side: 'company',
    });
    expect((await conversationAs(buyer)).valetProject).toEqual({ id: project.id, side: 'buyer' });
  });

  it('gives the lead notification the conversation, whose project opens the lead', async () => {
    const rows = await server.app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    const lead = rows.find((row) => row.type === 'valet_request');
    expect(lead?.resourceId).toBe(conversationId);
  });
});
