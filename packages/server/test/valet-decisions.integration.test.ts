import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '@atlas/api/entities/user';
import type { ValetProject } from '@atlas/api/valet';
import { companyMembers, companyServices, notifications } from '../src/db/schema';
import { refreshCompanies } from '../src/db/company-search';
import { addressSequence } from './helpers/addresses';
import { solvedCaptcha } from './helpers/captcha';
import { apiCaller } from './helpers/inject';
import { createMemoryMailer, linkIn } from './helpers/mail';
import { insertBareCompany, referenceData } from './helpers/profile-fixtures';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

/**
 * Issue 33, the buyer's loop: answers and quotes reach the buyer by e-mail at once, the buyer
 * accepts one quote (the company is hired, the others are thanked) or declines one with a reason,
 * and nobody but the buyer can decide.
 */

type SignedIn = { id: string; token: string };
type Company = { id: number; slug: string; name: string; member: SignedIn; email: string };

let server: TestServer;
const mailer = createMemoryMailer();
const nextIp = addressSequence('10.33');
const call = apiCaller(() => server.app, nextIp);
const agencies: Company[] = [];
let buyer = '';
let buyerId = '';
let project: ValetProject;
let stranger: SignedIn;
let keys = 0;
const newKey = () => `decisions-key-${Date.now()}-${++keys}`;
const BUYER = 'dana@buyer.test';

function agency(index: number): Company {
  const found = agencies[index];
  if (!found) throw new Error(`no agency ${index}`);
  return found;
}

const mailsTo = (address: string) => mailer.sent.filter((mail) => mail.to === address);

async function notificationsOf(userId: string, type: string) {
  return server.app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
}

function quote(index: number, amount: number) {
  const company = agency(index);
  return call(
    'POST',
    `/api/companies/${company.slug}/valet-requests/${project.id}/quote`,
    company.member.token,
    {
      amount,
      timeline: `${index + 4} weeks`,
      message: `Agency ${index + 1} would build it with care, tested on real phones.`,
      idempotency_key: newKey(),
    },
  );
}

const decide = (kind: 'accept' | 'decline', index: number, token: string, body: object) =>
  call('POST', `/api/valet/projects/${project.id}/quotes/${agency(index).id}/${kind}`, token, body);

beforeAll(async () => {
  server = await buildTestServer({ companies: 2, mailer });
  const db = server.app.database.db;
  const ref = await referenceData(db);
  const serviceId = ref.services[0].id;
  for (let index = 0; index < 3; index += 1) {
    const slug = `decisions-agency-${index + 1}`;
    const row = await insertBareCompany(db, slug);
    await db.insert(companyServices).values({ companyId: row.id, serviceId, percentage: 80 });
    const email = `owner${index + 1}@decisions${index + 1}.test`;
    const member = await insertSignedInUser(db, email, `Owner ${index + 1}`);
    await db.insert(companyMembers).values({ companyId: row.id, userId: member.id, role: 'owner' });
    agencies.push({ id: row.id, slug, name: row.name, member, email });
  }
  await refreshCompanies(
    db,
    agencies.map((item) => item.id),
  );
  stranger = await insertSignedInUser(db, 'stranger@decisions.test', 'Stan Stranger');

  const submitted = await call('POST', '/api/valet/projects', undefined, {
    title: 'A booking app for our studios',
    name: 'Dana Buyer',
    email: BUYER,
    website: 'https://studios.test',
    phone: '+49 30 7654321',
    role: 'Founder / CEO',
    company_country: ref.cities[0].countryId,
    services: [serviceId],
    focuses: [],
    countries: [],
    cities: [],
    project_start: 'within-1-month',
    project_budget: { min: 15_000, max: 35_000 },
    project_stage: 'first-talks',
    project_description:
      'Our three yoga studios need one booking app for classes, passes and waiting lists on phones.',
    misc_meta: {},
    captcha: await solvedCaptcha(server.app),
    idempotency_key: newKey(),
  });
  expect(submitted.statusCode).toBe(200);
  await server.app.mailQueue.drain();
  const prefix = '/project-submission/project/';
  const token = linkIn(mailer.lastTo(BUYER), TEST_PUBLIC_URL, prefix).pathname.slice(prefix.length);
  const verified = await call('POST', '/api/valet/projects/verify', undefined, { token });
  expect(verified.statusCode).toBe(200);
  buyer = verified.cookies.find((item) => item.name === SESSION_COOKIE_NAME)?.value ?? '';
  project = verified.json().data;
  const me = await call('GET', '/api/profile', buyer);
  buyerId = me.json().data.user.id;
  const released = await call('POST', `/api/valet/projects/${project.id}/release`, buyer, {
    company_ids: agencies.map((item) => item.id),
    idempotency_key: newKey(),
  });
  expect(released.statusCode).toBe(200);
  project = released.json().data;
});

afterAll(async () => {
  await server?.close();
});

describe('what the buyer hears, and when', () => {
  it('gives a buyer’s valet events and a company’s leads the e-mail channel until they choose', async () => {
    const buyerPrefs = await server.app.notifications.preferences(buyerId);
    expect(buyerPrefs).toMatchObject({
      valet_request_accepted: 'email',
      valet_inquiry: 'email',
      valet_request: 'email',
      chat_new_message: 'app',
    });
  });

  it('shows each match where it is and which of the brief’s services it covers', async () => {
    for (const match of project.shortlist) {
      expect(match.company.location).toMatch(/^[^,]+, [^,]+$/);
      expect(match.covers).toEqual(project.brief.services);
    }
    expect(project.brief.services).toHaveLength(1);
  });

  it('e-mails each company’s lead at once, linking to the lead, not in a digest', async () => {
    await server.app.mailQueue.drain();
    for (const item of agencies) {
      const lead = mailsTo(item.email).filter((mail) => mail.subject.startsWith('New project'));
      expect(lead).toHaveLength(1);
      expect(lead[0]?.text).toContain(`/dashboard/inbox/project-submissions/${project.id}`);
      const [note] = await notificationsOf(item.member.id, 'valet_request');
      expect(note?.digest).toBe(false);
    }
  });

  it('e-mails the buyer each quote at once, with the project link', async () => {
    const before = mailsTo(BUYER).length;
    expect((await quote(0, 24_000)).statusCode).toBe(200);
    expect((await quote(1, 18_500)).statusCode).toBe(200);
    await server.app.mailQueue.drain();
    const quotes = mailsTo(BUYER)
      .slice(before)
      .filter((mail) => mail.subject.startsWith('A quote from'));
    expect(quotes.map((mail) => mail.subject)).toEqual([
      `A quote from ${agency(0).name} for "A booking app for our studios"`,
      `A quote from ${agency(1).name} for "A booking app for our studios"`,
    ]);
    expect(quotes[1]?.text).toContain('$18,500, 5 weeks');
    expect(quotes[0]?.text).toContain(`${TEST_PUBLIC_URL}/dashboard/projects/${project.id}`);
    const notes = await notificationsOf(buyerId, 'valet_request_accepted');
    expect(notes.length).toBeGreaterThanOrEqual(2);
    // Already e-mailed: the digest must not send them again.
    expect(notes.every((note) => !note.digest)).toBe(true);
  });

  it('e-mails nothing when the buyer keeps the type in the app', async () => {
    const prefs = await server.app.notifications.preferences(buyerId);
    await server.app.notifications.savePreferences(buyerId, { ...prefs, valet_inquiry: 'app' });
    const before = mailsTo(BUYER).length;
    const asked = await call(
      'POST',
      `/api/companies/${agency(2).slug}/valet-requests/${project.id}/question`,
      agency(2).member.token,
      { text: 'Do the studios share one timetable?' },
    );
    expect(asked.statusCode).toBe(200);
    await server.app.mailQueue.drain();
    expect(mailsTo(BUYER).slice(before)).toEqual([]);
    expect(await notificationsOf(buyerId, 'valet_inquiry')).toHaveLength(1);
  });

  it('lists the project with its open quotes and unread messages', async () => {
    const list = (await call('GET', '/api/valet/projects', buyer)).json().data;
    expect(list[0]).toMatchObject({
      id: project.id,
      status: 'released',
      quote_count: 2,
      open_quote_count: 2,
      hired_company: null,
    });
    expect(list[0].unread_messages).toBeGreaterThanOrEqual(3);
  });
});

describe('deciding on quotes', () => {
  it('lets nobody but the buyer decide, and nobody decide on a company without a quote', async () => {
    expect((await decide('accept', 0, stranger.token, {})).statusCode).toBe(404);
    expect((await decide('accept', 0, agency(0).member.token, {})).statusCode).toBe(404);
    expect((await decide('decline', 1, stranger.token, { reason: 'Too much' })).statusCode).toBe(
      404,
    );
    expect((await decide('accept', 2, buyer, {})).statusCode).toBe(409);
    const unknown = await call(
      'POST',
      `/api/valet/projects/${project.id}/quotes/999999/accept`,
      buyer,
      {},
    );
    expect(unknown.statusCode).toBe(409);
    const bad = await decide('decline', 1, buyer, { reason: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('reason');
  });

  it('declines a quote with a reason: the company reads it and is e-mailed', async () => {
    const declined = await decide('decline', 1, buyer, { reason: 'Over our budget for now.' });
    expect(declined.statusCode).toBe(200);
    const match = declined
      .json()
      .data.shortlist.find((item: { company: { id: number } }) => item.company.id === agency(1).id);
    expect(match).toMatchObject({
      buyer_decision: 'declined',
      buyer_decision_reason: 'Over our budget for now.',
    });
    await server.app.mailQueue.drain();
    expect(mailer.lastTo(agency(1).email).subject).toBe(
      'Your quote for "A booking app for our studios" was declined',
    );
    expect(mailer.lastTo(agency(1).email).text).toContain('Over our budget for now.');
    expect(await notificationsOf(agency(1).member.id, 'special_valet_decision')).toHaveLength(1);
    // Again: nothing changes, nobody is told twice.
    expect((await decide('decline', 1, buyer, { reason: 'Still too much.' })).statusCode).toBe(200);
    expect(await notificationsOf(agency(1).member.id, 'special_valet_decision')).toHaveLength(1);
    expect((await decide('accept', 1, buyer, {})).statusCode).toBe(409);
  });

  it('accepts a quote: the company is hired, the others thanked, the project closed to them', async () => {
    const accepted = await decide('accept', 0, buyer, {
      reason_for_others: 'We went with a team nearer to us.',
    });
    expect(accepted.statusCode).toBe(200);
    const data: ValetProject = accepted.json().data;
    expect(data.status).toBe('hired');
    expect(data.hired_company_id).toBe(agency(0).id);
    const byId = new Map(data.shortlist.map((item) => [item.company.id, item]));
    expect(byId.get(agency(0).id)?.buyer_decision).toBe('accepted');
    // Agency 3 answered with a question only: it is told the buyer chose another.
    expect(byId.get(agency(2).id)).toMatchObject({
      buyer_decision: 'declined',
      buyer_decision_reason: 'We went with a team nearer to us.',
    });
    // Agency 2 was declined before, with its own reason: left as it was.
    expect(byId.get(agency(1).id)?.buyer_decision_reason).toBe('Over our budget for now.');

    await server.app.mailQueue.drain();
    expect(mailer.lastTo(agency(0).email).subject).toBe(
      'You are hired: "A booking app for our studios"',
    );
    expect(mailer.lastTo(agency(2).email).subject).toBe(
      'The buyer chose another company for "A booking app for our studios"',
    );
    expect(mailer.lastTo(agency(2).email).text).toContain('We went with a team nearer to us.');
    expect(await notificationsOf(agency(1).member.id, 'special_valet_decision')).toHaveLength(1);

    const lead = await call(
      'GET',
      `/api/companies/${agency(0).slug}/valet-requests/${project.id}`,
      agency(0).member.token,
    );
    expect(lead.json().data).toMatchObject({ project_status: 'hired', buyer_decision: 'accepted' });
  });

  it('keeps the hire: the same accept again changes nothing, another is refused, nobody else answers', async () => {
    expect((await decide('accept', 0, buyer, {})).statusCode).toBe(200);
    expect((await decide('accept', 2, buyer, {})).statusCode).toBe(409);
    const late = await quote(2, 9_000);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('hired another company');
    const list = (await call('GET', '/api/valet/projects', buyer)).json().data;
    expect(list[0]).toMatchObject({
      status: 'hired',
      open_quote_count: 0,
      hired_company: { id: agency(0).id, name: agency(0).name },
    });
    // The hired company's conversation goes on.
    const hired = project.shortlist.find((item) => item.company.id === agency(0).id);
    const sent = await call(
      'POST',
      `/api/conversations/${hired?.conversation_id ?? ''}/messages`,
      agency(0).member.token,
      { body: 'Thank you! Shall we meet on Monday?' },
    );
    expect(sent.statusCode).toBeLessThan(300);
  });
});
