import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, companyClaims, companyMembers } from '../src/db/schema';
import { refreshCompanies } from '../src/db/company-search';
import { runStaffCli } from '../src/staff-cli';
import { addressSequence } from './helpers/addresses';
import { apiCaller } from './helpers/inject';
import { createMemoryMailer, linkIn } from './helpers/mail';
import { insertBareCompany } from './helpers/profile-fixtures';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

type SignedIn = { id: string; token: string };

let server: TestServer;
const mailer = createMemoryMailer();
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
const nextIp = addressSequence('10.17');

let alice: SignedIn; // claims Acme by e-mail at its domain, then owns it
let bob: SignedIn; // claims Globex with evidence (staff review)
let carol: SignedIn; // asks to join Acme
let dave: SignedIn; // invited to Acme
let mallory: SignedIn; // owns another company: every Acme call is a 404 for her
let staff: SignedIn;

let keyCounter = 0;
const newKey = () => `membership-key-${Date.now()}-${++keyCounter}`;

const call = apiCaller(() => server.app, nextIp);

async function mailsTo(address: string) {
  await server.app.mailQueue.drain();
  return mailer.sent.filter((message) => message.to === address);
}

/** The secret of the last one-time link of `prefix` e-mailed to `address`. */
async function tokenFrom(address: string, prefix: string): Promise<string> {
  await server.app.mailQueue.drain();
  const url = linkIn(mailer.lastTo(address), TEST_PUBLIC_URL, prefix);
  return url.pathname.slice(prefix.length);
}

beforeAll(async () => {
  server = await buildTestServer({ companies: 2, mailer, clock });
  const db = server.app.database.db;
  const acme = await insertBareCompany(db, 'acme-digital');
  await db
    .update(companies)
    .set({ name: 'Acme Digital', website: 'https://www.acme-digital.test/' })
    .where(eq(companies.id, acme.id));
  const globex = await insertBareCompany(db, 'globex-labs');
  await db
    .update(companies)
    .set({ name: 'Globex Labs', website: 'https://globex-labs.test' })
    .where(eq(companies.id, globex.id));
  const initech = await insertBareCompany(db, 'initech');
  await refreshCompanies(db, [acme.id, globex.id, initech.id]);
  alice = await insertSignedInUser(db, 'alice@gmail.test', 'Alice Adams');
  bob = await insertSignedInUser(db, 'bob@bob.test', 'Bob Brown');
  carol = await insertSignedInUser(db, 'carol@carol.test', 'Carol Clark');
  dave = await insertSignedInUser(db, 'dave@dave.test', 'Dave Davis');
  mallory = await insertSignedInUser(db, 'mallory@initech.test', 'Mallory Moss');
  staff = await insertSignedInUser(db, 'staff@atlas.test', 'Sam Staff');
  await db
    .insert(companyMembers)
    .values({ companyId: initech.id, userId: mallory.id, role: 'owner' });
  const out: string[] = [];
  const code = await runStaffCli(['grant', 'staff@atlas.test'], {
    database: server.app.database,
    io: { out: (line) => out.push(line), err: (line) => out.push(line) },
    env: { USER: 'tester' },
  });
  expect(code).toBe(0);
});

afterAll(async () => {
  await server?.close();
});

function claimBody(overrides: Record<string, unknown> = {}) {
  return {
    company_slug: 'acme-digital',
    email: 'alice@acme-digital.test',
    job_title: 'Founder',
    idempotency_key: newKey(),
    ...overrides,
  };
}

describe('claiming a company', () => {
  it('finds companies by part of the name and by web domain, saying which are claimed', async () => {
    const byName = await call('GET', '/api/company-claims/candidates?q=acme');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data.map((row: { slug: string }) => row.slug)).toContain('acme-digital');

    const byDomain = await call('GET', '/api/company-claims/candidates?q=globex-labs.test');
    const [found] = byDomain.json().data;
    expect(found).toMatchObject({
      slug: 'globex-labs',
      claimed: false,
      website: expect.any(String),
    });

    const claimed = await call('GET', '/api/company-claims/candidates?q=initech');
    expect(claimed.json().data[0]).toMatchObject({ slug: 'initech', claimed: true });
  });

  it('needs a signed-in person', async () => {
    const response = await call('POST', '/api/company-claims', undefined, claimBody());
    expect(response.statusCode).toBe(401);
  });

  it('asks for evidence when the e-mail is not at the company domain', async () => {
    const response = await call(
      'POST',
      '/api/company-claims',
      alice.token,
      claimBody({ email: 'alice@gmail.test' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([expect.objectContaining({ field: 'evidence' })]);
  });

  it('proves a claim at once with a link to an address at the domain, once', async () => {
    const body = claimBody();
    const [first, second] = await Promise.all([
      call('POST', '/api/company-claims', alice.token, body),
      call('POST', '/api/company-claims', alice.token, body),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(first.json().data).toMatchObject({ status: 'awaiting_email', domain_match: true });
    expect(first.json().message).toMatch(/We sent a link to alice@acme-digital\.test/);
    const rows = await server.app.database.db
      .select()
      .from(companyClaims)
      .where(eq(companyClaims.idempotencyKey, body.idempotency_key));
    expect(rows).toHaveLength(1);

    const mails = await mailsTo('alice@acme-digital.test');
    expect(mails).toHaveLength(1);
    const token = await tokenFrom('alice@acme-digital.test', '/company/claim/verify/');
    expect(rows[0]?.tokenHash).not.toBe(token);

    const stranger = await call('POST', '/api/company-claims/confirm', bob.token, { token });
    expect(stranger.statusCode).toBe(403);

    const confirmed = await call('POST', '/api/company-claims/confirm', alice.token, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toEqual({
      company_slug: 'acme-digital',
      company_name: 'Acme Digital',
    });
    const again = await call('POST', '/api/company-claims/confirm', alice.token, { token });
    expect(again.statusCode).toBe(410);

    const members = await call('GET', '/api/companies/acme-digital/members', alice.token);
    expect(members.json().data).toMatchObject({
      my_role: 'owner',
      members: [{ email: 'alice@gmail.test', role: 'owner', is_me: true }],
    });
    const audit = await server.app.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(like(auditLog.action, 'company_claim.%'));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['company_claim.create', 'company_claim.confirm']),
    );
  });

  it('refuses to claim a company that has members: join it instead', async () => {
    const response = await call(
      'POST',
      '/api/company-claims',
      bob.token,
      claimBody({ email: 'bob@acme-digital.test' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/claimed already/);
  });

  it('lets a link expire: the clock moves past 24 hours', async () => {
    const body = claimBody({ company_slug: 'globex-labs', email: 'carol@globex-labs.test' });
    const created = await call('POST', '/api/company-claims', carol.token, body);
    expect(created.statusCode).toBe(200);
    const token = await tokenFrom('carol@globex-labs.test', '/company/claim/verify/');
    offsetMs = 25 * 3_600_000;
    try {
      const late = await call('POST', '/api/company-claims/confirm', carol.token, { token });
      expect(late.statusCode).toBe(410);
    } finally {
      offsetMs = 0;
    }
    const unknown = await call('POST', '/api/company-claims/confirm', carol.token, {
      token: 'x'.repeat(43),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('sends other claims to staff, who approve or reject them with an e-mailed reason', async () => {
    const created = await call(
      'POST',
      '/api/company-claims',
      bob.token,
      claimBody({
        company_slug: 'globex-labs',
        email: 'bob@bob.test',
        evidence: 'I am the managing director; see the imprint on our site naming me.',
      }),
    );
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ status: 'pending', domain_match: false });
    const id = created.json().data.id as number;

    expect((await call('GET', '/api/admin/company-claims', bob.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/company-claims')).statusCode).toBe(404);
    const queue = await call(
      'GET',
      '/api/admin/company-claims?status=pending&q=globex',
      staff.token,
    );
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.map((row: { id: number }) => row.id)).toContain(id);

    const noReason = await call('POST', `/api/admin/company-claims/${id}/decision`, staff.token, {
      decision: 'reject',
    });
    expect(noReason.statusCode).toBe(400);

    const approved = await call('POST', `/api/admin/company-claims/${id}/decision`, staff.token, {
      decision: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe('approved');
    const mail = (await mailsTo('bob@bob.test')).at(-1);
    expect(mail?.subject).toMatch(/You now run Globex Labs/);
    const twice = await call('POST', `/api/admin/company-claims/${id}/decision`, staff.token, {
      decision: 'approve',
    });
    expect(twice.statusCode).toBe(409);

    // Carol's expired claim on the same company cannot be approved now: Globex has an owner.
    const waiting = await call(
      'GET',
      '/api/admin/company-claims?status=awaiting_email&q=carol',
      staff.token,
    );
    const [carolClaim] = waiting.json().data;
    expect(carolClaim).toMatchObject({ email: 'carol@globex-labs.test' });
    const late = await call(
      'POST',
      `/api/admin/company-claims/${carolClaim.id}/decision`,
      staff.token,
      {
        decision: 'approve',
      },
    );
    expect(late.statusCode).toBe(409);
    const rejected = await call(
      'POST',
      `/api/admin/company-claims/${carolClaim.id}/decision`,
      staff.token,
      { decision: 'reject', reason: 'Globex is run by <i>Bob</i>.' },
    );
    expect(rejected.statusCode).toBe(200);
    const rejection = (await mailsTo('carol@carol.test')).at(-1);
    expect(rejection?.subject).toMatch(/was not approved/);
    expect(rejection?.text).toContain('The reason: Globex is run by Bob.');
  });
});

describe('joining a claimed company', () => {
  it('asks the owners, who approve; a second ask waits on the first', async () => {
    const target = await call('GET', '/api/company-join/acme-digital', carol.token);
    expect(target.json().data).toMatchObject({
      company: { claimed: true },
      my_role: null,
      pending_request: null,
    });
    const body = {
      role: 'manager',
      message: 'I run <b>sales</b> at Acme.',
      idempotency_key: newKey(),
    };
    const [first, retry] = await Promise.all([
      call('POST', '/api/companies/acme-digital/join-requests', carol.token, body),
      call('POST', '/api/companies/acme-digital/join-requests', carol.token, body),
    ]);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    const again = await call('POST', '/api/companies/acme-digital/join-requests', carol.token, {
      ...body,
      idempotency_key: newKey(),
    });
    expect(again.statusCode).toBe(409);

    const ownerMail = (await mailsTo('alice@gmail.test')).at(-1);
    expect(ownerMail?.subject).toBe('Carol Clark asks to join Acme Digital');

    const list = await call('GET', '/api/companies/acme-digital/members', alice.token);
    const requests = list.json().data.join_requests;
    expect(requests).toEqual([
      expect.objectContaining({
        email: 'carol@carol.test',
        role: 'manager',
        message: 'I run sales at Acme.',
      }),
    ]);
    const decided = await call(
      'POST',
      `/api/companies/acme-digital/join-requests/${requests[0].id}/decision`,
      alice.token,
      { decision: 'approve' },
    );
    expect(decided.statusCode).toBe(200);
    const twice = await call(
      'POST',
      `/api/companies/acme-digital/join-requests/${requests[0].id}/decision`,
      alice.token,
      { decision: 'approve' },
    );
    expect(twice.statusCode).toBe(409);
    expect((await mailsTo('carol@carol.test')).at(-1)?.subject).toMatch(/You joined Acme Digital/);

    // A manager sees the members, but not the invitations and requests.
    const asManager = await call('GET', '/api/companies/acme-digital/members', carol.token);
    expect(asManager.json().data).toMatchObject({
      my_role: 'manager',
      invitations: [],
      join_requests: [],
    });
    expect(asManager.json().data.members).toHaveLength(2);
  });

  it('says an unclaimed company is to be claimed, not joined', async () => {
    await insertBareCompany(server.app.database.db, 'lonely-co');
    const response = await call('POST', '/api/companies/lonely-co/join-requests', carol.token, {
      role: 'owner',
      message: '',
      idempotency_key: newKey(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/claim it instead/);
  });
});

describe('invitations', () => {
  it('is accepted once, only by the invited address', async () => {
    const sent = await call('POST', '/api/companies/acme-digital/invitations', alice.token, {
      email: 'dave@dave.test',
      role: 'manager',
    });
    expect(sent.statusCode).toBe(200);
    const token = await tokenFrom('dave@dave.test', '/company/join/invitation/');

    const preview = await call('POST', '/api/company-invitations/lookup', undefined, { token });
    expect(preview.json().data).toMatchObject({
      company: { slug: 'acme-digital', name: 'Acme Digital' },
      role: 'manager',
      email: 'dave@dave.test',
      state: 'open',
    });
    const wrong = await call('POST', '/api/company-invitations/accept', bob.token, { token });
    expect(wrong.statusCode).toBe(403);
    const accepted = await call('POST', '/api/company-invitations/accept', dave.token, { token });
    expect(accepted.statusCode).toBe(200);
    const again = await call('POST', '/api/company-invitations/accept', dave.token, { token });
    expect(again.statusCode).toBe(410);
    const used = await call('POST', '/api/company-invitations/lookup', undefined, { token });
    expect(used.json().data.state).toBe('used');
  });

  it('expires after 7 days and can be withdrawn; a member cannot be invited', async () => {
    await call('POST', '/api/companies/acme-digital/invitations', alice.token, {
      email: 'erin@erin.test',
      role: 'owner',
    });
    const token = await tokenFrom('erin@erin.test', '/company/join/invitation/');
    offsetMs = 8 * 24 * 3_600_000;
    try {
      const late = await call('POST', '/api/company-invitations/lookup', undefined, { token });
      expect(late.json().data.state).toBe('expired');
    } finally {
      offsetMs = 0;
    }
    const list = await call('GET', '/api/companies/acme-digital/members', alice.token);
    const invitation = list
      .json()
      .data.invitations.find((row: { email: string }) => row.email === 'erin@erin.test');
    expect(invitation).toBeDefined();
    const revoked = await call(
      'DELETE',
      `/api/companies/acme-digital/invitations/${invitation.id}`,
      alice.token,
    );
    expect(revoked.statusCode).toBe(200);
    const state = await call('POST', '/api/company-invitations/lookup', undefined, { token });
    expect(state.json().data.state).toBe('revoked');

    const member = await call('POST', '/api/companies/acme-digital/invitations', alice.token, {
      email: 'DAVE@dave.test',
      role: 'manager',
    });
    expect(member.statusCode).toBe(409);
  });
});

describe('roles', () => {
  it('always keeps an owner, and hands a company over in two steps', async () => {
    const lastOwner = await call(
      'PATCH',
      `/api/companies/acme-digital/members/${alice.id}`,
      alice.token,
      { role: 'manager' },
    );
    expect(lastOwner.statusCode).toBe(409);
    const leave = await call(
      'DELETE',
      `/api/companies/acme-digital/members/${alice.id}`,
      alice.token,
    );
    expect(leave.statusCode).toBe(409);

    const promote = await call(
      'PATCH',
      `/api/companies/acme-digital/members/${dave.id}`,
      alice.token,
      {
        role: 'owner',
      },
    );
    expect(promote.statusCode).toBe(200);
    const stepDown = await call(
      'PATCH',
      `/api/companies/acme-digital/members/${alice.id}`,
      alice.token,
      { role: 'manager' },
    );
    expect(stepDown.statusCode).toBe(200);
    // Alice is a manager now: owner-only calls are 404s for her.
    const notOwner = await call(
      'PATCH',
      `/api/companies/acme-digital/members/${carol.id}`,
      alice.token,
      { role: 'owner' },
    );
    expect(notOwner.statusCode).toBe(404);

    const removed = await call(
      'DELETE',
      `/api/companies/acme-digital/members/${carol.id}`,
      dave.token,
    );
    expect(removed.statusCode).toBe(200);
    const left = await call(
      'DELETE',
      `/api/companies/acme-digital/members/${alice.id}`,
      alice.token,
    );
    expect(left.statusCode).toBe(200);
    const rows = await server.app.database.db
      .select({ userId: companyMembers.userId, role: companyMembers.role })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(and(eq(companies.slug, 'acme-digital')));
    expect(rows).toEqual([{ userId: dave.id, role: 'owner' }]);
    const audit = await server.app.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(like(auditLog.action, 'company_member.%'));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'company_member.add',
        'company_member.role',
        'company_member.remove',
      ]),
    );
  });

  it("answers 404 to another company's member on every company-scoped call", async () => {
    const slug = 'acme-digital';
    const calls: [Parameters<typeof call>[0], string, unknown?][] = [
      ['GET', `/api/companies/${slug}/members`],
      ['POST', `/api/companies/${slug}/invitations`, { email: 'x@x.test', role: 'owner' }],
      ['DELETE', `/api/companies/${slug}/invitations/1`],
      ['POST', `/api/companies/${slug}/join-requests/1/decision`, { decision: 'approve' }],
      ['PATCH', `/api/companies/${slug}/members/${dave.id}`, { role: 'manager' }],
      ['DELETE', `/api/companies/${slug}/members/${dave.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await call(method, url, mallory.token, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      // The same answer as for a company that does not exist.
      const missing = await call(method, url.replace(slug, 'no-such-company'), dave.token, payload);
      expect(missing.statusCode).toBe(404);
      expect(response.json().message).toBe(missing.json().message.replace('no-such-company', slug));
    }
    // And Mallory's own company is untouched by Dave.
    const hers = await call('GET', '/api/companies/initech/members', dave.token);
    expect(hers.statusCode).toBe(404);
  });
});
