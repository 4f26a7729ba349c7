import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '@atlas/api/endpoints/get-conversation';
import type { ConversationSummary, RealtimeEvent } from '@atlas/api/entities/realtime';
import type { ValetProject, ValetRequest } from '@atlas/api/valet';
import { companyMembers, companyServices, conversationParticipants, users } from '../src/db/schema';
import { refreshCompanies } from '../src/db/company-search';
import { addressSequence } from './helpers/addresses';
import { solvedCaptcha } from './helpers/captcha';
import {
  about,
  carrying,
  everythingSeenBy,
  replayedEvents,
  uuidsIn,
  type Member,
  type Seen,
} from './helpers/company-views';
import { apiCaller } from './helpers/inject';
import { createMemoryMailer } from './helpers/mail';
import { insertBareCompany, referenceData } from './helpers/profile-fixtures';
import { buildTestServer, type TestServer } from './helpers/server';
import { openSse, portOf, type SseClient } from './helpers/sse';
import { insertSignedInUser } from './helpers/users';

/**
 * Issue 34 (1): a valet buyer is a pseudonym to the companies a project is released to. Nothing a
 * company's member can read (conversations, messages, the stream's replay, notifications, leads)
 * ties a brief to the buyer's account, to the buyer's other conversations with the company, or
 * to the buyer's other briefs; once the company accepted, it sees the contact the buyer gave and
 * nothing of the account.
 */

let server: TestServer;
const nextIp = addressSequence('10.34');
const call = apiCaller(() => server.app, nextIp);
const streams: SseClient[] = [];
let owner: Member;
let manager: Member;
let slug: string;
let companyId: number;
let serviceId: number;
let countryId: number;
let keys = 0;
const key = () => `pseudonym-${Date.now()}-${++keys}`;

/** Cleo: one brief to the company and, signed in, one contact request. */
const CLEO = {
  email: 'cleo@buyer.test',
  account: 'Cleo Accountname',
  contact: 'Cleo Contactname',
  avatar: 'avatars/cleo-face.webp',
};
/** Dora: two briefs to the company, nothing else. */
const DORA = { email: 'dora@buyer.test', account: 'Dora Accountname', contact: 'Dora Contactname' };
let cleo: Member;
let dora: Member;
let cleoBrief: { projectId: string; conversationId: string };
let contactConversationId: string;
let doraBriefs: { projectId: string; conversationId: string }[];

async function ok(
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  payload?: unknown,
): Promise<unknown> {
  const response = await call(method, url, token, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response.json().data;
}

/** The buyer, signed in with the project's address, submits a brief and releases it to the company. */
async function releasedBrief(
  buyer: Member,
  who: { email: string; contact: string },
  title: string,
) {
  const project = (await ok('POST', '/api/valet/projects', buyer.token, {
    title,
    name: who.contact,
    email: who.email,
    website: 'https://buyer.test',
    phone: '+49 30 5550101',
    role: 'Founder / CEO',
    company_country: countryId,
    services: [serviceId],
    focuses: [],
    countries: [],
    cities: [],
    project_start: 'within-1-month',
    project_budget: { min: 15_000, max: 35_000 },
    project_stage: 'first-talks',
    project_description: `${title}: a careful build for our small team, tested on real phones.`,
    misc_meta: {},
    captcha: await solvedCaptcha(server.app),
    idempotency_key: key(),
  })) as ValetProject;
  const released = (await ok('POST', `/api/valet/projects/${project.id}/release`, buyer.token, {
    company_ids: [companyId],
    idempotency_key: key(),
  })) as ValetProject;
  const conversationId = released.shortlist.find((match) => match.released)?.conversation_id;
  if (!conversationId) throw new Error('the release opened no conversation');
  return { projectId: project.id, conversationId };
}

const write = (person: Member, conversationId: string, body: string) =>
  ok('POST', `/api/conversations/${conversationId}/messages`, person.token, { body });
const markRead = (person: Member, conversationId: string) =>
  ok('POST', `/api/conversations/${conversationId}/read`, person.token);
const conversationAs = async (person: Member, conversationId: string) =>
  (await ok('GET', `/api/conversations/${conversationId}`, person.token)) as Conversation;

/** Opens the person's stream and waits until the server counts them online. */
async function goOnline(person: Member) {
  const stream = await openSse(portOf(server.app), person.token);
  streams.push(stream);
  // Presence is stored just after the stream is ready: under load, a moment later.
  await vi.waitFor(
    async () => {
      if (!(await server.app.realtime.isOnline([person.id])).has(person.id))
        throw new Error('not online yet');
    },
    { timeout: 5_000 },
  );
}

/** What the company's two members can read, all of it. */
async function seenByTheCompany(): Promise<Seen[]> {
  return [
    ...(await everythingSeenBy(server.app, call, owner, slug)),
    ...(await everythingSeenBy(server.app, call, manager, slug)),
  ];
}

/** UUIDs both sets of answers carry, apart from the company's own members. */
function sharedIds(one: readonly Seen[], other: readonly Seen[]): string[] {
  const theirs = uuidsIn(other);
  return [...uuidsIn(one)].filter((id) => theirs.has(id) && id !== owner.id && id !== manager.id);
}

beforeAll(async () => {
  server = await buildTestServer({ companies: 1, mailer: createMemoryMailer() });
  const { db } = server.app.database;
  const ref = await referenceData(db);
  serviceId = ref.services[0].id;
  countryId = ref.cities[0].countryId;
  slug = 'pseudonym-agency';
  const company = await insertBareCompany(db, slug);
  companyId = company.id;
  await db.insert(companyServices).values({ companyId, serviceId, percentage: 90 });
  owner = await insertSignedInUser(db, 'olga@pseudonym-agency.test', 'Olga Owner');
  manager = await insertSignedInUser(db, 'mike@pseudonym-agency.test', 'Mike Manager');
  await db.insert(companyMembers).values([
    { companyId, userId: owner.id, role: 'owner' },
    { companyId, userId: manager.id, role: 'manager' },
  ]);
  await refreshCompanies(db, [companyId]);
  cleo = await insertSignedInUser(db, CLEO.email, CLEO.account);
  await db.update(users).set({ avatarPath: CLEO.avatar }).where(eq(users.id, cleo.id));
  dora = await insertSignedInUser(db, DORA.email, DORA.account);
  await server.app.listen({ port: 0, host: '127.0.0.1' });

  cleoBrief = await releasedBrief(cleo, CLEO, 'A shop for our tea house');
  const ip = nextIp();
  const contact = await server.app.inject({
    method: 'POST',
    url: `/api/companies/${slug}/contact-requests`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${cleo.token}` },
    payload: JSON.stringify({
      name: CLEO.account,
      email: CLEO.email,
      message: 'Do you also build loyalty apps? We might need one next year.',
      budget: '',
      captcha: await solvedCaptcha(server.app, ip),
      idempotency_key: key(),
    }),
  });
  expect(contact.statusCode, contact.body).toBe(200);
  const mine = (await ok('GET', '/api/conversations', cleo.token)) as ConversationSummary[];
  contactConversationId =
    mine.find((conversation) => conversation.id !== cleoBrief.conversationId)?.id ?? '';
  expect(contactConversationId).not.toBe('');

  doraBriefs = [
    await releasedBrief(dora, DORA, 'A booking site for our bike repairs'),
    await releasedBrief(dora, DORA, 'A newsletter for our bike club'),
  ];

  // Both sides talk and read in every conversation, then the buyers come online.
  for (const conversationId of [cleoBrief.conversationId, contactConversationId]) {
    await write(owner, conversationId, 'Thank you! When would you like to start?');
    await write(cleo, conversationId, 'In May, if you can.');
    await markRead(owner, conversationId);
    await markRead(cleo, conversationId);
  }
  for (const { conversationId } of doraBriefs) {
    await write(dora, conversationId, 'We are in no hurry.');
    await write(manager, conversationId, 'Good: we can start next month.');
    await markRead(dora, conversationId);
    await markRead(manager, conversationId);
  }
  await goOnline(cleo);
  await goOnline(dora);
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await server?.close();
});

describe('a valet buyer before the company accepts (issue 34)', () => {
  it('gives the company nothing that ties the brief to the buyer’s account or other conversation', async () => {
    const seen = await seenByTheCompany();
    const brief = about(seen, [cleoBrief.conversationId, cleoBrief.projectId]);
    const rest = seen.filter((item) => !brief.includes(item));
    expect(brief.map((item) => item.source)).toEqual(
      expect.arrayContaining(['conversation list', 'realtime replay', 'notifications', 'overview']),
    );
    expect(about(rest, [contactConversationId]).length).toBeGreaterThan(0);
    for (const secret of [cleo.id, CLEO.email, CLEO.avatar, CLEO.account, CLEO.contact])
      expect(carrying(brief, secret), secret).toEqual([]);
    expect(sharedIds(brief, rest)).toEqual([]);

    const shown = await conversationAs(owner, cleoBrief.conversationId);
    const buyer = shown.participants.find(
      (person) => person.id !== owner.id && person.id !== manager.id,
    );
    expect(buyer).toEqual({ id: expect.any(String), name: 'The buyer', avatar: null });
    // She is online, and the company is not told: presence would tie her conversations.
    expect(shown.receiver).toEqual({ ...buyer, isOnline: false });
    expect(shown.counterpart.people).toEqual([
      expect.objectContaining({ id: buyer?.id, isOnline: false, presenceHidden: true }),
    ]);
  });

  it('gives two briefs of one buyer no identifier in common, and the buyer’s presence to nobody', async () => {
    const seen = await seenByTheCompany();
    const [first, second] = doraBriefs.map((brief) =>
      about(seen, [brief.conversationId, brief.projectId]),
    );
    expect(first?.length).toBeGreaterThan(5);
    expect(second?.length).toBeGreaterThan(5);
    expect(sharedIds(first ?? [], second ?? [])).toEqual([]);
    // Not even her presence names her: she only has briefs with the company.
    for (const secret of [dora.id, DORA.email, DORA.account, DORA.contact])
      expect(carrying(seen, secret), secret).toEqual([]);
    const buyers = await Promise.all(
      doraBriefs.map(async ({ conversationId }) => {
        const shown = await conversationAs(manager, conversationId);
        return shown.counterpart.people.map((person) => person.id);
      }),
    );
    expect(buyers[0]).toHaveLength(1);
    expect(buyers[1]).toHaveLength(1);
    expect(buyers[0]).not.toEqual(buyers[1]);
  });

  it('keeps both sides talking: the buyer is themselves to themselves, one pseudonym to the company', async () => {
    const { conversationId } = doraBriefs[0] ?? { conversationId: '' };
    const own = await conversationAs(dora, conversationId);
    expect(own.participants.map((person) => person.id)).toContain(dora.id);
    expect(own.messages.map((message) => message.senderId)).toContain(dora.id);
    expect(own.counterpart.people.map((person) => person.id).sort()).toEqual(
      [owner.id, manager.id].sort(),
    );

    const theirs = await conversationAs(manager, conversationId);
    const pseudonym = theirs.receiver?.id ?? '';
    expect(pseudonym).not.toBe(dora.id);
    expect(theirs.messages.map((message) => message.senderId)).toEqual([
      pseudonym,
      pseudonym,
      manager.id,
    ]);
    // The stream says the same: her messages and her read mark under the same pseudonym.
    const events = (await replayedEvents(server.app, manager)).map(
      (event) => (event as { data: RealtimeEvent }).data,
    );
    const hers = events.filter(
      (event) =>
        event.type === 'message.created' && event.message.conversationId === conversationId,
    );
    expect(hers.map((event) => event.type === 'message.created' && event.message.senderId)).toEqual(
      [pseudonym, pseudonym, manager.id],
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'conversation.read', conversationId, userId: pseudonym }),
    );
    const toHer = (await replayedEvents(server.app, dora)).map(
      (event) => (event as { data: RealtimeEvent }).data,
    );
    expect(toHer).toContainEqual(
      expect.objectContaining({ type: 'conversation.read', conversationId, userId: manager.id }),
    );
    expect(toHer).toContainEqual(
      expect.objectContaining({
        type: 'message.created',
        message: expect.objectContaining({ conversationId, senderId: dora.id }),
      }),
    );
  });
});

describe('a valet buyer after the company accepts (issue 34)', () => {
  it('shows the company the contact the buyer gave with the brief, and nothing of the account', async () => {
    const accepted = (await ok(
      'POST',
      `/api/companies/${slug}/valet-requests/${cleoBrief.projectId}/accept`,
      owner.token,
    )) as ValetRequest;
    expect(accepted.contact).toMatchObject({
      name: CLEO.contact,
      email: CLEO.email,
      phone: '+49 30 5550101',
      website: 'https://buyer.test',
      role: 'Founder / CEO',
    });
    await write(cleo, cleoBrief.conversationId, 'Wonderful, thank you for accepting.');
    await ok(
      'POST',
      `/api/companies/${slug}/valet-requests/${cleoBrief.projectId}/quote`,
      owner.token,
      {
        amount: 18_000,
        timeline: '6 weeks',
        message: 'We would build the shop with care and test it with your regulars.',
        idempotency_key: key(),
      },
    );
    await ok(
      'POST',
      `/api/valet/projects/${cleoBrief.projectId}/quotes/${companyId}/accept`,
      cleo.token,
      {},
    );

    // The company's acceptance of releases before issue 34 gave the conversation the account's
    // name; the conversation shows what was released all the same.
    await server.app.database.db
      .update(conversationParticipants)
      .set({ displayName: null })
      .where(
        and(
          eq(conversationParticipants.conversationId, cleoBrief.conversationId),
          eq(conversationParticipants.userId, cleo.id),
        ),
      );

    const seen = await seenByTheCompany();
    const brief = about(seen, [cleoBrief.conversationId, cleoBrief.projectId]);
    expect(brief.map((item) => item.source)).toContain('account export');
    for (const secret of [cleo.id, CLEO.avatar, CLEO.account])
      expect(carrying(brief, secret), secret).toEqual([]);
    const shown = await conversationAs(owner, cleoBrief.conversationId);
    const buyer = shown.participants.find(
      (person) => person.id !== owner.id && person.id !== manager.id,
    );
    expect(buyer).toEqual({ id: expect.any(String), name: CLEO.contact, avatar: null });
    expect(buyer?.id).not.toBe(cleo.id);
    // Her message after the acceptance is announced under the name she gave with the brief.
    const notes = (await ok('GET', '/api/notifications', owner.token)) as { message: string }[];
    expect(notes.map((note) => note.message)).toContainEqual(
      expect.stringContaining(`<strong>${CLEO.contact}</strong>: Wonderful`),
    );
  });
});
