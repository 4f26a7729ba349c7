import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_COMPANY_COOKIE_NAME } from '@atlas/api/endpoints/get-profile-company';
import { ListProfileCompaniesResponseSchema } from '@atlas/api/endpoints/list-profile-companies';
import { companyMembers } from '../src/db/schema';
import { submissionApprovedMail } from '../src/modules/company-submissions/mail';
import { claimDecidedMail } from '../src/modules/company-memberships/mail';
import { buyerDecisionMail, projectReleasedMail } from '../src/modules/valet/mail';
import { addressSequence } from './helpers/addresses';
import { apiCaller } from './helpers/inject';
import { createMemoryMailer, linkIn } from './helpers/mail';
import { insertBareCompany } from './helpers/profile-fixtures';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

/** Issue 33 (8): a person who runs two companies manages either, never only the first. */

type SignedIn = { id: string; token: string };

let server: TestServer;
const mailer = createMemoryMailer();
const nextIp = addressSequence('10.33');
const call = apiCaller(() => server.app, nextIp);

let olga: SignedIn; // owns Acme (first) and Globex (second)
let mallory: SignedIn; // owns Initech only
let carol: SignedIn; // asks to join Globex
let nobody: SignedIn; // runs no company

/** GET /api/profile/company as `who`, with a query and the remembered-company cookie. */
function profileCompany(who: SignedIn, query = '', remembered?: string) {
  return server.app.inject({
    method: 'GET',
    url: `/api/profile/company${query}`,
    remoteAddress: nextIp(),
    headers: { authorization: `Bearer ${who.token}` },
    ...(remembered ? { cookies: { [CURRENT_COMPANY_COOKIE_NAME]: remembered } } : {}),
  });
}

beforeAll(async () => {
  server = await buildTestServer({ companies: 1, mailer });
  const db = server.app.database.db;
  const acme = await insertBareCompany(db, 'switch-acme');
  const globex = await insertBareCompany(db, 'switch-globex');
  const initech = await insertBareCompany(db, 'switch-initech');
  olga = await insertSignedInUser(db, 'olga@switch.test', 'Olga Owner');
  mallory = await insertSignedInUser(db, 'mallory@switch.test', 'Mallory Moss');
  carol = await insertSignedInUser(db, 'carol@switch.test', 'Carol Clark');
  nobody = await insertSignedInUser(db, 'nobody@switch.test', 'Nora Nobody');
  const hourAgo = new Date(Date.now() - 3_600_000);
  await db.insert(companyMembers).values([
    { companyId: acme.id, userId: olga.id, role: 'owner', createdAt: hourAgo },
    { companyId: globex.id, userId: olga.id, role: 'owner' },
    { companyId: initech.id, userId: mallory.id, role: 'owner' },
  ]);
});

afterAll(() => server?.close());

describe('GET /api/profile/companies', () => {
  it('lists every company of the person, in the order they joined them', async () => {
    const answer = await call('GET', '/api/profile/companies', olga.token);
    expect(answer.statusCode).toBe(200);
    const body = ListProfileCompaniesResponseSchema.parse(answer.json());
    expect(body.data.map(({ slug, role }) => ({ slug, role }))).toEqual([
      { slug: 'switch-acme', role: 'owner' },
      { slug: 'switch-globex', role: 'owner' },
    ]);
    const others = await call('GET', '/api/profile/companies', mallory.token);
    expect(others.json().data.map((row: { slug: string }) => row.slug)).toEqual(['switch-initech']);
    expect((await call('GET', '/api/profile/companies', nobody.token)).json()).toEqual({
      data: [],
    });
    expect((await call('GET', '/api/profile/companies')).statusCode).toBe(401);
  });
});

describe('GET /api/profile/company?company=', () => {
  it('answers the company chosen, for either of the person’s companies', async () => {
    const globex = await profileCompany(olga, '?company=switch-globex');
    expect(globex.statusCode).toBe(200);
    expect(globex.json().data).toMatchObject({ slug: 'switch-globex', name: 'Bare switch-globex' });
    const acme = await profileCompany(olga, '?company=switch-acme');
    expect(acme.json().data.slug).toBe('switch-acme');
  });

  it('answers another company’s slug exactly as one that does not exist: a 404', async () => {
    const other = await profileCompany(olga, '?company=switch-initech');
    const missing = await profileCompany(olga, '?company=no-such-company');
    expect(other.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(other.json().message).toBe(
      missing.json().message.replace('no-such-company', 'switch-initech'),
    );
    expect(other.cookies.find((cookie) => cookie.name === CURRENT_COMPANY_COOKIE_NAME)).toBe(
      undefined,
    );
  });

  it('remembers the company chosen, so a page that names none opens it too', async () => {
    // Nothing remembered: the first company the person joined.
    expect((await profileCompany(olga)).json().data.slug).toBe('switch-acme');
    const chosen = await profileCompany(olga, '?company=switch-globex');
    const cookie = chosen.cookies.find((item) => item.name === CURRENT_COMPANY_COOKIE_NAME);
    expect(cookie).toMatchObject({ value: 'switch-globex', path: '/', httpOnly: true });
    expect((await profileCompany(olga, '', cookie?.value)).json().data.slug).toBe('switch-globex');
    // A remembered company the person no longer runs (or never ran) counts for nothing.
    expect((await profileCompany(olga, '', 'switch-initech')).json().data.slug).toBe('switch-acme');
  });

  it('scopes the company’s own calls to the chosen company', async () => {
    const chosen = (await profileCompany(olga, '?company=switch-globex')).json().data.slug;
    const overview = await call('GET', `/api/companies/${chosen}/overview`, olga.token);
    expect(overview.statusCode).toBe(200);
    expect(overview.json().data.company.slug).toBe('switch-globex');
    const foreign = await call('GET', '/api/companies/switch-initech/overview', olga.token);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('the TOP 10 promotion', () => {
  it('is for the person’s current company, not always their first', async () => {
    const promote = (remembered?: string) =>
      server.app.inject({
        method: 'GET',
        url: '/api/top-companies/promote',
        remoteAddress: nextIp(),
        headers: { authorization: `Bearer ${olga.token}` },
        ...(remembered ? { cookies: { [CURRENT_COMPANY_COOKIE_NAME]: remembered } } : {}),
      });
    expect((await promote()).json().data.company.slug).toBe('switch-acme');
    expect((await promote('switch-globex')).json().data.company.slug).toBe('switch-globex');
    expect((await promote('switch-initech')).json().data.company.slug).toBe('switch-acme');
  });
});

describe('e-mails about one of several companies name it in their links', () => {
  it('sends the join request and its approval to the company asked', async () => {
    const asked = await call('POST', '/api/companies/switch-globex/join-requests', carol.token, {
      role: 'manager',
      message: 'I run sales at Globex.',
      idempotency_key: `switch-join-${Date.now()}`,
    });
    expect(asked.statusCode).toBe(200);
    await server.app.mailQueue.drain();
    const request = linkIn(mailer.lastTo('olga@switch.test'), TEST_PUBLIC_URL, '/dashboard/');
    expect(`${request.pathname}${request.search}`).toBe(
      '/dashboard/company/members?company=switch-globex',
    );

    const members = await call('GET', '/api/companies/switch-globex/members', olga.token);
    const id: string = members.json().data.join_requests[0].id;
    const decided = await call(
      'POST',
      `/api/companies/switch-globex/join-requests/${id}/decision`,
      olga.token,
      { decision: 'approve' },
    );
    expect(decided.statusCode).toBe(200);
    await server.app.mailQueue.drain();
    const edit = linkIn(mailer.lastTo('carol@switch.test'), TEST_PUBLIC_URL, '/company/edit');
    expect(edit.searchParams.get('company')).toBe('switch-globex');
  });

  it('links the listing approval, the claim approval and the leads to their company', () => {
    const site = { brandName: 'Atlas', publicUrl: TEST_PUBLIC_URL };
    const who = { to: 'olga@switch.test', name: 'Olga Owner', companyName: 'Globex' };
    const approved = submissionApprovedMail({ ...site, ...who, companySlug: 'switch-globex' });
    expect(linkIn(approved, TEST_PUBLIC_URL, '/company/edit').search).toBe(
      '?company=switch-globex',
    );
    const claim = claimDecidedMail(site, {
      ...who,
      companySlug: 'switch-globex',
      approved: true,
      reason: null,
    });
    expect(linkIn(claim, TEST_PUBLIC_URL, '/company/edit').search).toBe('?company=switch-globex');
    const lead = { ...who, companySlug: 'switch-globex', projectId: 'p-1', title: 'A shop' };
    const released = projectReleasedMail(site, { ...lead, budget: '$10,000' });
    expect(linkIn(released, TEST_PUBLIC_URL, '/dashboard/inbox/').search).toBe(
      '?company=switch-globex',
    );
    const hired = buyerDecisionMail(site, lead, { kind: 'hired' });
    expect(`${linkIn(hired, TEST_PUBLIC_URL, '/dashboard/inbox/').pathname}`).toBe(
      '/dashboard/inbox/valet/p-1',
    );
    expect(linkIn(hired, TEST_PUBLIC_URL, '/dashboard/inbox/').search).toBe(
      '?company=switch-globex',
    );
  });
});
