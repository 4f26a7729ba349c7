import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '@atlas/api/entities/user';
import type { ValetProject, ValetRequest } from '@atlas/api/valet';
import {
  auditLog,
  companyMembers,
  companyServices,
  conversationMessages,
  conversationParticipants,
  notifications,
  realtimeEvents,
  valetMatches,
  valetProjects,
} from '../src/db/schema';
import { refreshCompanies } from '../src/db/company-search';
import { redactUrl } from '../src/plugins/log-redaction';
import { runStaffCli } from '../src/staff-cli';
import { addressSequence } from './helpers/addresses';
import { solvedCaptcha } from './helpers/captcha';
import { apiCaller } from './helpers/inject';
import { createMemoryMailer, linkIn } from './helpers/mail';
import { insertBareCompany, referenceData } from './helpers/profile-fixtures';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';
import { multipartBody } from './helpers/multipart';

type SignedIn = { id: string; token: string };
type Company = { id: number; slug: string; member: SignedIn; email: string };

let server: TestServer;
const mailer = createMemoryMailer();
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
const nextIp = addressSequence('10.18');
const call = apiCaller(() => server.app, nextIp);

/** Seven companies with members offering the wanted service (best first by share), one without. */
const companies: Company[] = [];
let memberless: { id: number; slug: string };
let serviceId: number;
let countryId: number;
let cityId: number;
let staff: SignedIn;
let stranger: SignedIn;

let keyCounter = 0;
const newKey = () => `valet-key-${Date.now()}-${++keyCounter}`;
const MINUTE = 60_000;

function company(index: number): Company {
  const found = companies[index];
  if (!found) throw new Error(`no company ${index}`);
  return found;
}

async function projectBody(overrides: Record<string, unknown> = {}, ip?: string) {
  return {
    title: 'A new online store',
    name: 'Bea Buyer',
    email: 'bea@buyer.test',
    website: 'https://buyer.test',
    phone: '+49 30 1234567',
    role: 'Founder / CEO',
    company_country: countryId,
    services: [serviceId],
    focuses: [],
    countries: [countryId],
    cities: [cityId],
    project_start: 'within-1-month',
    project_budget: { min: 15_000, max: 35_000 },
    project_stage: 'first-talks',
    project_description:
      'We sell handmade furniture and need a new online store with a configurator and payments.',
    misc_meta: { send_phone: true },
    captcha: await solvedCaptcha(server.app, ip),
    idempotency_key: newKey(),
    ...overrides,
  };
}

/** An anonymous upload: with a captcha solved from its address (issue 34), after `fields`. */
async function upload(
  fields: Record<string, string>,
  file?: { data: Buffer; name: string; type: string },
) {
  const ip = nextIp();
  const body = multipartBody({ ...fields, captcha: await solvedCaptcha(server.app, ip) }, file);
  return server.app.inject({
    method: 'POST',
    url: '/api/valet/uploads',
    remoteAddress: ip,
    headers: body.headers,
    payload: body.payload,
  });
}

/** The project link's secret, from the last e-mail to `address`. */
async function linkToken(address: string): Promise<string> {
  await server.app.mailQueue.drain();
  const prefix = '/project-submission/project/';
  // The last project link: answers from companies go to the same address since issue 33.
  const withLink = mailer.sent.filter(
    (mail) => mail.to === address && mail.text.includes(`${TEST_PUBLIC_URL}${prefix}`),
  );
  const last = withLink.at(-1);
  if (!last) throw new Error(`No project link was sent to ${address}`);
  return linkIn(last, TEST_PUBLIC_URL, prefix).pathname.slice(prefix.length);
}

/** Follows the e-mailed link: answers the session token the cookie carries and the project. */
async function verify(token: string): Promise<{ session: string; project: ValetProject }> {
  const response = await call('POST', '/api/valet/projects/verify', undefined, { token });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE_NAME);
  expect(cookie?.httpOnly).toBe(true);
  return { session: cookie?.value ?? '', project: response.json().data };
}

async function notificationsOf(userId: string) {
  return server.app.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId));
}

beforeAll(async () => {
  server = await buildTestServer({ companies: 2, mailer, clock });
  const db = server.app.database.db;
  const ref = await referenceData(db);
  serviceId = ref.services[0].id;
  countryId = ref.cities[0].countryId;
  cityId = ref.cities[0].id;
  for (let index = 0; index < 7; index += 1) {
    const slug = `valet-agency-${index + 1}`;
    const row = await insertBareCompany(db, slug);
    await db
      .insert(companyServices)
      .values({ companyId: row.id, serviceId, percentage: 90 - index * 10 });
    const email = `member${index + 1}@agency${index + 1}.test`;
    const member = await insertSignedInUser(db, email, `Member ${index + 1}`);
    await db.insert(companyMembers).values({ companyId: row.id, userId: member.id, role: 'owner' });
    companies.push({ id: row.id, slug, member, email });
  }
  const lonely = await insertBareCompany(db, 'valet-nobody-home');
  await db.insert(companyServices).values({ companyId: lonely.id, serviceId, percentage: 100 });
  memberless = { id: lonely.id, slug: lonely.slug };
  await refreshCompanies(db, [...companies.map((item) => item.id), lonely.id]);
  staff = await insertSignedInUser(db, 'staff@atlas.test', 'Sam Staff');
  stranger = await insertSignedInUser(db, 'stranger@else.test', 'Stan Stranger');
  const out: string[] = [];
  expect(
    await runStaffCli(['grant', 'staff@atlas.test'], {
      database: server.app.database,
      io: { out: (line) => out.push(line), err: (line) => out.push(line) },
      env: { USER: 'tester' },
    }),
  ).toBe(0);
});

afterAll(async () => {
  await server?.close();
});

describe('uploading brief files and voice notes', () => {
  it('stores a document under valet/ and answers its path, name and type', async () => {
    const response = await upload(
      { kind: 'file' },
      { data: Buffer.from('%PDF-1.4\n% a brief\n'), name: 'brief.pdf', type: 'application/pdf' },
    );
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ name: 'brief.pdf', content_type: 'application/pdf', size: 19 });
    expect(data.path).toMatch(/^valet\/\d{4}-\d{2}\/[0-9a-f]{32}\.pdf$/);
    expect(await server.app.storage.has(data.path)).toBe(true);
  });

  it('refuses what is not a document, or a voice note that is not audio, naming the field', async () => {
    const exe = await upload(
      { kind: 'file' },
      { data: Buffer.from([0x4d, 0x5a, 0x00, 0x01]), name: 'brief.pdf', type: 'application/pdf' },
    );
    expect(exe.statusCode).toBe(415);
    expect(exe.json().fields[0].field).toBe('file');
    const voice = await upload(
      { kind: 'voice' },
      { data: Buffer.from('%PDF-1.4'), name: 'note.webm', type: 'audio/webm' },
    );
    expect(voice.statusCode).toBe(415);
    const noKind = await upload(
      {},
      { data: Buffer.from('%PDF-1.4'), name: 'a.pdf', type: 'application/pdf' },
    );
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().fields[0].field).toBe('kind');
    const json = await call('POST', '/api/valet/uploads', undefined, { kind: 'file' });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toContain('file');
  });

  it('takes a WebM voice note', async () => {
    const response = await upload(
      { kind: 'voice' },
      {
        data: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]),
        name: 'note.webm',
        type: 'audio/webm',
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.content_type).toBe('audio/webm');
  });
});

describe('submitting a project', () => {
  it('answers 400s naming the field, and stores nothing', async () => {
    const before = await server.app.database.db.$count(valetProjects);
    const noTitle = await call(
      'POST',
      '/api/valet/projects',
      undefined,
      await projectBody({ title: '' }),
    );
    expect(noTitle.statusCode).toBe(400);
    expect(JSON.stringify(noTitle.json())).toContain('title');
    const unknownService = await call(
      'POST',
      '/api/valet/projects',
      undefined,
      await projectBody({ services: [32000] }),
    );
    expect(unknownService.statusCode).toBe(400);
    expect(unknownService.json().fields[0].field).toBe('services');
    const strangeFile = await call(
      'POST',
      '/api/valet/projects',
      undefined,
      await projectBody({ files: ['valet/2026-01/not-uploaded.pdf'] }),
    );
    expect(strangeFile.statusCode).toBe(400);
    expect(strangeFile.json().fields[0].field).toBe('files');
    expect(await server.app.database.db.$count(valetProjects)).toBe(before);
  });

  it('needs the captcha', async () => {
    const body = await projectBody({ captcha: 'not-a-solution' });
    const response = await call('POST', '/api/valet/projects', undefined, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('captcha');
    expect(
      await server.app.database.db.$count(
        valetProjects,
        eq(valetProjects.idempotencyKey, body.idempotency_key),
      ),
    ).toBe(0);
  });

  it('stores one project for a retry and for a concurrent twin, and answers both the same', async () => {
    const body = await projectBody({ email: 'twin@buyer.test' });
    const [first, twin] = await Promise.all([
      call('POST', '/api/valet/projects', undefined, body),
      call('POST', '/api/valet/projects', undefined, body),
    ]);
    expect(first.statusCode).toBe(200);
    expect(twin.statusCode).toBe(200);
    expect(twin.json().data.id).toBe(first.json().data.id);
    const retry = await call('POST', '/api/valet/projects', undefined, {
      ...body,
      captcha: await solvedCaptcha(server.app),
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.id).toBe(first.json().data.id);
    expect(
      await server.app.database.db.$count(
        valetProjects,
        eq(valetProjects.idempotencyKey, body.idempotency_key),
      ),
    ).toBe(1);
    const other = await call('POST', '/api/valet/projects', undefined, {
      ...body,
      title: 'Something else entirely',
      captcha: await solvedCaptcha(server.app),
    });
    expect(other.statusCode).toBe(422);
  });
});

describe('a guest’s project, from the shortlist to the quotes', () => {
  let project: ValetProject;
  let buyer: string; // the session the e-mailed link started
  let buyerId: string;
  let briefPath: string;

  it('answers a shortlist of five with reasons, e-mails the buyer a link, and tells no company', async () => {
    const file = await upload(
      { kind: 'file' },
      { data: Buffer.from('Our brief, in plain words.\n'), name: 'brief.txt', type: 'text/plain' },
    );
    briefPath = file.json().data.path;
    const response = await call(
      'POST',
      '/api/valet/projects',
      undefined,
      await projectBody({ files: [briefPath] }),
    );
    expect(response.statusCode).toBe(200);
    project = response.json().data;
    expect(project.status).toBe('awaiting_verification');
    expect(project.email_verified).toBe(false);
    expect(response.json().message).toContain('bea@buyer.test');
    expect(project.brief.files).toEqual([
      expect.objectContaining({
        path: briefPath,
        name: 'brief.txt',
        url: `/api/valet/files/${briefPath}`,
      }),
    ]);
    expect(project.shortlist).toHaveLength(5);
    // The bigger a company's share of the service, the better it fits.
    expect(project.shortlist.map((item) => item.company.id)).toEqual(
      companies.slice(0, 5).map((item) => item.id),
    );
    for (const item of project.shortlist) {
      expect(item.released).toBe(false);
      expect(item.reasons.length).toBeGreaterThan(0);
      expect(item.score).toBeGreaterThan(0);
    }
    expect(project.shortlist[0]?.reasons).toContain('an office in ' + (await cityName()));
    // Nobody can answer the company without members: it is never matched.
    expect(project.shortlist.some((item) => item.company.id === memberless.id)).toBe(false);
    expect(project.more_matches).toEqual([]);

    await server.app.mailQueue.drain();
    const toCompanies = mailer.sent.filter((mail) =>
      companies.some((item) => item.email === mail.to),
    );
    expect(toCompanies).toEqual([]);
    for (const item of companies) expect(await notificationsOf(item.member.id)).toEqual([]);
  });

  it('keeps the project from anyone but its buyer', async () => {
    expect((await call('GET', `/api/valet/projects/${project.id}`)).statusCode).toBe(401);
    expect(
      (await call('GET', `/api/valet/projects/${project.id}`, stranger.token)).statusCode,
    ).toBe(404);
    const release = await call(
      'POST',
      `/api/valet/projects/${project.id}/release`,
      stranger.token,
      {
        company_ids: [company(0).id],
        idempotency_key: newKey(),
      },
    );
    expect(release.statusCode).toBe(404);
  });

  it('signs the buyer in with the e-mailed link, again and again within its days', async () => {
    const token = await linkToken('bea@buyer.test');
    const first = await verify(token);
    expect(first.project.id).toBe(project.id);
    expect(first.project.status).toBe('shortlisted');
    expect(first.project.email_verified).toBe(true);
    buyer = first.session;
    const again = await verify(token);
    expect(again.project.id).toBe(project.id);
    const read = await call('GET', `/api/valet/projects/${project.id}`, buyer);
    expect(read.statusCode).toBe(200);
    const [row] = await server.app.database.db
      .select({ userId: valetProjects.userId })
      .from(valetProjects)
      .where(eq(valetProjects.id, project.id));
    buyerId = row?.userId ?? '';
    expect(buyerId).not.toBe('');
    const unknown = await call('POST', '/api/valet/projects/verify', undefined, {
      token: 'x'.repeat(43),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('releases the brief to the chosen companies only: conversations, notifications, e-mails', async () => {
    const chosen = [company(0), company(1)];
    const notOffered = await call('POST', `/api/valet/projects/${project.id}/release`, buyer, {
      company_ids: [company(6).id],
      idempotency_key: newKey(),
    });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().fields[0].field).toBe('company_ids');

    const body = { company_ids: chosen.map((item) => item.id), idempotency_key: newKey() };
    const [response, twin] = await Promise.all([
      call('POST', `/api/valet/projects/${project.id}/release`, buyer, body),
      call('POST', `/api/valet/projects/${project.id}/release`, buyer, body),
    ]);
    expect(response.statusCode).toBe(200);
    expect(twin.statusCode).toBe(200);
    project = response.json().data;
    expect(project.status).toBe('released');
    expect(project.answers_due_at).not.toBeNull();
    const released = project.shortlist.filter((item) => item.released);
    expect(released.map((item) => item.company.id).sort()).toEqual(
      chosen.map((item) => item.id).sort(),
    );

    const db = server.app.database.db;
    for (const item of chosen) {
      const match = released.find((entry) => entry.company.id === item.id);
      expect(match?.conversation_id).toEqual(expect.any(String));
      const conversationId = match?.conversation_id ?? '';
      const people = await db
        .select({ userId: conversationParticipants.userId })
        .from(conversationParticipants)
        .where(eq(conversationParticipants.conversationId, conversationId));
      expect(people.map((person) => person.userId).sort()).toEqual(
        [buyerId, item.member.id].sort(),
      );
      const messages = await db
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, conversationId));
      expect(messages).toHaveLength(1);
      expect(messages[0]?.body).toContain('A new online store');
      const memberNotes = await notificationsOf(item.member.id);
      expect(memberNotes).toEqual([
        expect.objectContaining({ type: 'valet_request', resourceId: conversationId }),
      ]);
      await server.app.mailQueue.drain();
      const mail = mailer.lastTo(item.email);
      expect(mail.text).toContain(`/dashboard/inbox/project-submissions/${project.id}`);
    }
    expect(await notificationsOf(company(2).member.id)).toEqual([]);
  });

  it('shows the company its request, the buyer’s contact details only once it accepted', async () => {
    const first = company(0);
    const list = await call(
      'GET',
      `/api/companies/${first.slug}/valet-requests`,
      first.member.token,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: project.id, status: 'released', waiting_minutes: 0 }),
    ]);
    const before = await call(
      'GET',
      `/api/companies/${first.slug}/valet-requests/${project.id}`,
      first.member.token,
    );
    expect(before.statusCode).toBe(200);
    const request: ValetRequest = before.json().data;
    expect(request.contact).toBeNull();
    expect(JSON.stringify(request)).not.toContain('bea@buyer.test');
    // In the conversation too, the buyer is "The buyer" until the company accepts.
    const conversationId = project.shortlist.find(
      (item) => item.company.id === first.id,
    )?.conversation_id;
    const talk = () =>
      call('GET', `/api/conversations/${conversationId ?? ''}`, first.member.token);
    const unnamed = await talk();
    expect(unnamed.statusCode).toBe(200);
    expect(unnamed.json().data.receiver.name).toBe('The buyer');
    expect(JSON.stringify(unnamed.json())).not.toContain('Bea Buyer');
    expect(JSON.stringify(await notificationsOf(first.member.id))).not.toContain('Bea Buyer');
    expect(request.brief.files[0]?.name).toBe('brief.txt');

    offsetMs += 20 * MINUTE;
    const accepted = await call(
      'POST',
      `/api/companies/${first.slug}/valet-requests/${project.id}/accept`,
      first.member.token,
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.contact).toMatchObject({
      name: 'Bea Buyer',
      email: 'bea@buyer.test',
      phone: '+49 30 1234567',
      website: 'https://buyer.test',
      role: 'Founder / CEO',
    });
    expect(await notificationsOf(buyerId)).toEqual([
      expect.objectContaining({ type: 'valet_request_accepted' }),
    ]);
    expect((await talk()).json().data.receiver.name).toBe('Bea Buyer');
  });

  it('hands a quote to the buyer live, once for a retried request', async () => {
    const first = company(0);
    const db = server.app.database.db;
    const eventsBefore = await db.$count(
      realtimeEvents,
      and(eq(realtimeEvents.userId, buyerId), eq(realtimeEvents.type, 'valet.updated')),
    );
    const attachment = await upload(
      { kind: 'file' },
      { data: Buffer.from('%PDF-1.4 quote'), name: 'quote.pdf', type: 'application/pdf' },
    );
    const body = {
      amount: 24_000,
      timeline: '8 weeks',
      message: 'We would build it on a proven shop system, with your configurator on top.',
      attachment_path: attachment.json().data.path,
      idempotency_key: newKey(),
    };
    const url = `/api/companies/${first.slug}/valet-requests/${project.id}/quote`;
    const [quoted, twin] = await Promise.all([
      call('POST', url, first.member.token, body),
      call('POST', url, first.member.token, body),
    ]);
    expect(quoted.statusCode).toBe(200);
    expect(twin.statusCode).toBe(200);
    expect(twin.json().data.quote).toEqual(quoted.json().data.quote);
    expect(quoted.json().data.status).toBe('quoted');
    const retry = await call('POST', url, first.member.token, body);
    expect(retry.statusCode).toBe(200);

    const match = project.shortlist.find((item) => item.company.id === first.id);
    const messages = await db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, match?.conversation_id ?? ''));
    expect(messages.filter((message) => message.body.includes('24,000'))).toHaveLength(1);
    expect(
      (await notificationsOf(buyerId)).filter((note) => note.type === 'valet_request_accepted'),
    ).toHaveLength(2);
    const eventsAfter = await db.$count(
      realtimeEvents,
      and(eq(realtimeEvents.userId, buyerId), eq(realtimeEvents.type, 'valet.updated')),
    );
    expect(eventsAfter).toBe(eventsBefore + 1);

    const seen = await call('GET', `/api/valet/projects/${project.id}`, buyer);
    const item = (seen.json().data as ValetProject).shortlist.find(
      (entry) => entry.company.id === first.id,
    );
    expect(item?.status).toBe('quoted');
    expect(item?.quote).toMatchObject({
      amount: 24_000,
      timeline: '8 weeks',
      attachment: expect.objectContaining({ name: 'quote.pdf' }),
    });
    expect(item?.answered_at).not.toBeNull();
  });

  it('never shows a company that declined the buyer’s contact details', async () => {
    const second = company(1);
    const declined = await call(
      'POST',
      `/api/companies/${second.slug}/valet-requests/${project.id}/decline`,
      second.member.token,
      { reason: 'We are fully booked until spring.' },
    );
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.contact).toBeNull();
    const accept = await call(
      'POST',
      `/api/companies/${second.slug}/valet-requests/${project.id}/accept`,
      second.member.token,
    );
    expect(accept.statusCode).toBe(409);
    const read = await call(
      'GET',
      `/api/companies/${second.slug}/valet-requests/${project.id}`,
      second.member.token,
    );
    expect(read.json().data.contact).toBeNull();
    expect(JSON.stringify(read.json())).not.toContain('bea@buyer.test');
    // Nor the buyer's name, anywhere it could see it: the conversation and its notifications.
    const theirs = project.shortlist.find((item) => item.company.id === second.id)?.conversation_id;
    const conversation = await call(
      'GET',
      `/api/conversations/${theirs ?? ''}`,
      second.member.token,
    );
    expect(conversation.statusCode).toBe(200);
    expect(JSON.stringify(conversation.json())).not.toContain('Bea Buyer');
    expect(JSON.stringify(await notificationsOf(second.member.id))).not.toContain('Bea Buyer');
    const seen = (await call('GET', `/api/valet/projects/${project.id}`, buyer)).json()
      .data as ValetProject;
    expect(seen.shortlist.find((item) => item.company.id === second.id)).toMatchObject({
      status: 'declined',
      decline_reason: 'We are fully booked until spring.',
    });
  });

  it('serves the brief only to its buyer and the companies still on it, never on /uploads', async () => {
    const url = `/api/valet/files/${briefPath}`;
    const read = (token?: string) =>
      server.app.inject({
        method: 'GET',
        url,
        remoteAddress: nextIp(),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const asBuyer = await read(buyer);
    expect(asBuyer.statusCode).toBe(200);
    expect(asBuyer.body).toBe('Our brief, in plain words.\n');
    expect(asBuyer.headers['cache-control']).toBe('private, no-store');
    expect(asBuyer.headers['content-disposition']).toMatch(/^attachment; filename="brief\.txt"/);
    expect((await read(company(0).member.token)).statusCode).toBe(200);
    // Declined (company 1), never released to (company 2), a stranger, nobody: as if it were not.
    for (const token of [
      company(1).member.token,
      company(2).member.token,
      stranger.token,
      undefined,
    ])
      expect((await read(token)).statusCode).toBe(404);
    const open = await server.app.inject({ method: 'GET', url: `/uploads/${briefPath}` });
    expect(open.statusCode).toBe(404);
    const brief = project.brief.files.find((file) => file.path === briefPath);
    expect(brief?.url).toBe(url);
  });

  it('deletes a day later the files nobody sent with a project', async () => {
    const unsent = (
      await upload(
        { kind: 'file' },
        { data: Buffer.from('A draft never sent.\n'), name: 'draft.txt', type: 'text/plain' },
      )
    ).json().data.path as string;
    offsetMs += 25 * 60 * MINUTE;
    try {
      const swept = await server.app.sweepUploads();
      expect(swept.deleted).toContain(unsent);
      expect(swept.deleted).not.toContain(briefPath);
    } finally {
      offsetMs -= 25 * 60 * MINUTE;
    }
    expect(await server.app.storage.has(unsent)).toBe(false);
    expect(await server.app.storage.has(briefPath)).toBe(true);
    // The path is forgotten too: a project can no longer name it.
    const naming = await call(
      'POST',
      '/api/valet/projects',
      undefined,
      await projectBody({ files: [unsent] }),
    );
    expect(naming.statusCode).toBe(400);
  });

  it('is a 404 for another company’s member on every company call, and for a company not released to', async () => {
    const first = company(0);
    const other = company(2);
    const base = `/api/companies/${first.slug}/valet-requests`;
    const calls: [string, string, unknown][] = [
      ['GET', base, undefined],
      ['GET', `${base}/${project.id}`, undefined],
      ['POST', `${base}/${project.id}/accept`, undefined],
      ['POST', `${base}/${project.id}/decline`, { reason: 'Not for us, sorry.' }],
      ['POST', `${base}/${project.id}/question`, { text: 'What is your deadline?' }],
      [
        'POST',
        `${base}/${project.id}/quote`,
        {
          amount: 1,
          timeline: '1 week',
          message: 'A cheap quote, trust us.',
          idempotency_key: newKey(),
        },
      ],
    ];
    for (const [method, url, body] of calls) {
      const response = await call(method as 'GET' | 'POST', url, other.member.token, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const own = await call(
      'GET',
      `/api/companies/${other.slug}/valet-requests/${project.id}`,
      other.member.token,
    );
    expect(own.statusCode).toBe(404);
  });

  it('offers the next best matches when fewer than three answered within the hour', async () => {
    // Two released, both answered in time: fewer than three.
    let seen = (await call('GET', `/api/valet/projects/${project.id}`, buyer)).json()
      .data as ValetProject;
    expect(seen.more_matches).toEqual([]);
    offsetMs += 45 * MINUTE;
    seen = (await call('GET', `/api/valet/projects/${project.id}`, buyer)).json()
      .data as ValetProject;
    expect(seen.more_matches.map((item) => item.company.id)).toEqual([
      company(5).id,
      company(6).id,
    ]);
    const more = await call('POST', `/api/valet/projects/${project.id}/release`, buyer, {
      company_ids: [company(6).id],
      idempotency_key: newKey(),
    });
    expect(more.statusCode).toBe(200);
    const after = more.json().data as ValetProject;
    expect(after.shortlist.find((item) => item.company.id === company(6).id)?.released).toBe(true);
    expect(after.more_matches.map((item) => item.company.id)).toEqual([company(5).id]);
  });

  it('tells a question to the buyer and measures each company’s reply time', async () => {
    const seventh = company(6);
    offsetMs += 30 * MINUTE;
    const asked = await call(
      'POST',
      `/api/companies/${seventh.slug}/valet-requests/${project.id}/question`,
      seventh.member.token,
      { text: 'Do you already have product photos?' },
    );
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.answered_at).not.toBeNull();
    expect(await notificationsOf(buyerId)).toContainEqual(
      expect.objectContaining({ type: 'valet_inquiry' }),
    );
    const profile = await call('GET', `/api/companies/${seventh.slug}/profile`);
    expect(profile.json().data.median_reply_minutes).toBe(30);
    const first = await call('GET', `/api/companies/${company(0).slug}/profile`);
    expect(first.json().data.median_reply_minutes).toBe(20);
    const silent = await call('GET', `/api/companies/${company(3).slug}/profile`);
    expect(silent.json().data.median_reply_minutes).toBeNull();
  });

  it('lists the buyer’s projects, and nobody else’s', async () => {
    const mine = await call('GET', '/api/valet/projects', buyer);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual([
      expect.objectContaining({
        id: project.id,
        status: 'released',
        released_count: 3,
        quote_count: 1,
      }),
    ]);
    const theirs = await call('GET', '/api/valet/projects', stranger.token);
    expect(theirs.json().data).toEqual([]);
  });

  it('tells the released companies when the buyer marks it done', async () => {
    const done = await call('POST', `/api/valet/projects/${project.id}/complete`, buyer);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.status).toBe('completed');
    for (const index of [0, 1, 6]) {
      const member = company(index).member;
      expect(await notificationsOf(member.id)).toContainEqual(
        expect.objectContaining({ type: 'valet_completed', resourceId: project.id }),
      );
    }
    expect(await notificationsOf(company(2).member.id)).toEqual([]);
    const late = await call(
      'POST',
      `/api/companies/${company(0).slug}/valet-requests/${project.id}/question`,
      company(0).member.token,
      { text: 'One more thing?' },
    );
    expect(late.statusCode).toBe(409);
  });

  it('keeps the link out of the log', () => {
    expect(redactUrl('/project-submission/project/abcdefghijklmnopqrstuvwxyz0123456789?x=1')).toBe(
      '/project-submission/project/[redacted]?x=1',
    );
  });

  it('lets the link expire after its days', async () => {
    const token = await linkToken('bea@buyer.test');
    offsetMs += 8 * 24 * 60 * MINUTE;
    const expired = await call('POST', '/api/valet/projects/verify', undefined, { token });
    expect(expired.statusCode).toBe(410);
    offsetMs = 0;
  });
});

describe('a signed-in buyer and staff', () => {
  it('shortlists at once for the verified owner of the address; staff adjust it before release, audited', async () => {
    const owner = await insertSignedInUser(server.app.database.db, 'olga@owner.test', 'Olga Owner');
    const created = await call(
      'POST',
      '/api/valet/projects',
      owner.token,
      await projectBody({ email: 'olga@owner.test', name: 'Olga Owner' }),
    );
    expect(created.statusCode).toBe(200);
    const project: ValetProject = created.json().data;
    expect(project.status).toBe('shortlisted');
    expect(project.email_verified).toBe(true);

    const path = `/api/admin/valet-projects/${project.id}/shortlist`;
    const ids = [company(6).id, company(5).id];
    expect((await call('PUT', path, owner.token, { company_ids: ids })).statusCode).toBe(404);
    const queue = await call('GET', '/api/admin/valet-projects?status=shortlisted', staff.token);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.map((row: { id: string }) => row.id)).toContain(project.id);

    const changed = await call('PUT', path, staff.token, { company_ids: ids });
    expect(changed.statusCode).toBe(200);
    expect(
      changed.json().data.shortlist.map((item: { company: { id: number } }) => item.company.id),
    ).toEqual(ids);
    expect(changed.json().data.shortlist[0].reasons[0]).toBe('picked by our team');
    const audits = await server.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'valet_project'), eq(auditLog.entityId, project.id)));
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'valet_project.shortlist',
        changes: { company_ids: [companies.slice(0, 5).map((item) => item.id), ids] },
      }),
    ]);
    const unknown = await call('PUT', path, staff.token, { company_ids: [2_000_000] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields[0].field).toBe('company_ids');
    // Nobody could answer it there.
    const nobody = await call('PUT', path, staff.token, { company_ids: [memberless.id] });
    expect(nobody.statusCode).toBe(400);

    const seen = (await call('GET', `/api/valet/projects/${project.id}`, owner.token)).json()
      .data as ValetProject;
    expect(seen.shortlist.map((item) => item.company.id)).toEqual(ids);
    const released = await call('POST', `/api/valet/projects/${project.id}/release`, owner.token, {
      company_ids: [company(6).id],
      idempotency_key: newKey(),
    });
    expect(released.statusCode).toBe(200);
    expect((await call('PUT', path, staff.token, { company_ids: ids })).statusCode).toBe(409);
    const rows = await server.app.database.db
      .select()
      .from(valetMatches)
      .where(
        and(
          eq(valetMatches.projectId, project.id),
          inArray(valetMatches.companyId, ids),
          sql`${valetMatches.releasedAt} IS NOT NULL`,
        ),
      );
    expect(rows.map((row) => row.companyId)).toEqual([company(6).id]);
  });

  it('waits for the link when the signed-in person’s address is not the project’s', async () => {
    const created = await call(
      'POST',
      '/api/valet/projects',
      stranger.token,
      await projectBody({ email: 'someone-else@buyer.test' }),
    );
    expect(created.json().data.status).toBe('awaiting_verification');
    const id = created.json().data.id;
    expect((await call('GET', `/api/valet/projects/${id}`, stranger.token)).statusCode).toBe(404);
  });
});

async function cityName(): Promise<string> {
  const ref = await referenceData(server.app.database.db);
  return ref.cities.find((city) => city.id === cityId)?.name ?? '';
}
