import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '@atlas/api/endpoints/login';
import { GetProfileResponseSchema } from '@atlas/api/endpoints/get-profile';
import { GetProfileCompanyResponseSchema } from '@atlas/api/endpoints/get-profile-company';
import { GetEmailPreferencesResponseSchema } from '@atlas/api/endpoints/get-email-preferences';
import type { Database } from '../src/db/client';
import {
  accountTokens,
  companies,
  companyMembers,
  mailJobs,
  sessions,
  users,
  citySponsorshipPages,
} from '../src/db/schema';
import { SESSION_COOKIE } from '../src/plugins/auth';
import { FORGOT_ANSWER, INVALID_CREDENTIALS } from '../src/modules/auth/service';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';
import { createMemoryMailer, linkIn } from './helpers/mail';
import { addressSequence } from './helpers/addresses';
import { solvedCaptcha } from './helpers/captcha';

const mailer = createMemoryMailer();
let server: TestServer;
let database: Database;

/** Every request from its own address, so per-IP limits only bite where a test means them to. */
const nextIp = addressSequence('10.0');

const ORIGIN = { origin: TEST_PUBLIC_URL };

/** A request; account e-mails leave through the queue, so a POST's mail is sent before it returns. */
async function call(options: InjectOptions & { ip?: string }): Promise<LightMyRequestResponse> {
  const { ip, ...rest } = options;
  const response = await server.app.inject({ remoteAddress: ip ?? nextIp(), ...rest });
  if (options.method === 'POST') await server.app.mailQueue.drain();
  return response;
}

const captcha = () => solvedCaptcha(server.app, nextIp());

let emailCounter = 0;
function newEmail(): string {
  emailCounter += 1;
  return `person${emailCounter}.${Date.now()}@example.com`;
}

async function register(email: string, password = 'correct horse battery', name = 'Ada Lovelace') {
  return call({
    method: 'POST',
    url: '/api/register',
    headers: ORIGIN,
    payload: { name, email, password, captcha: await captcha() },
  });
}

function verificationLink(email: string): { id: string; hash: string } {
  const url = linkIn(mailer.lastTo(email), TEST_PUBLIC_URL, '/email/verify/');
  const [, , , id, hash] = url.pathname.split('/');
  if (!id || !hash) throw new Error(`bad link ${url.href}`);
  return { id, hash };
}

async function verify(email: string) {
  return call({
    method: 'POST',
    url: '/api/email/verify',
    headers: ORIGIN,
    payload: verificationLink(email),
  });
}

async function login(email: string, password = 'correct horse battery', ip?: string) {
  return call({
    method: 'POST',
    url: '/api/login',
    headers: ORIGIN,
    payload: { email, password },
    ip,
  });
}

/** A verified account, signed in: answers its token. */
async function signedInUser(email = newEmail(), password = 'correct horse battery') {
  expect((await register(email, password)).statusCode).toBe(200);
  expect((await verify(email)).statusCode).toBe(200);
  const response = await login(email, password);
  expect(response.statusCode).toBe(200);
  return { email, token: LoginResponseSchema.parse(response.json()).data.token };
}

function profile(headers: Record<string, string>) {
  return call({ method: 'GET', url: '/api/profile', headers });
}

beforeAll(async () => {
  server = await buildTestServer({
    companies: 2,
    mailer,
    config: { CAPTCHA_DIFFICULTY: '4' },
  });
  database = server.app.database;
});

afterAll(async () => {
  await server?.close();
});

describe('register → verify → log in → profile → log out', () => {
  it('walks the whole journey with the cookie, and the bearer token works too', async () => {
    const email = newEmail();
    const registered = await register(email);
    expect(registered.statusCode).toBe(200);
    expect(registered.json().message).toContain(email);

    const mail = mailer.lastTo(email);
    expect(mail.subject).toContain('Verify');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/atlas\.test\/api\/email\/unsubscribe\?/,
    );
    expect(mail.text).toContain('/email/preferences/manage/');
    expect(mail.html).toContain('Unsubscribe');

    expect((await login(email)).statusCode).toBe(403);
    expect((await verify(email)).statusCode).toBe(200);

    const loggedIn = await login(email);
    expect(loggedIn.statusCode).toBe(200);
    const body = LoginResponseSchema.parse(loggedIn.json());
    expect(body.data.user).toMatchObject({ name: 'Ada Lovelace', email, email_verified: true });
    const cookie = loggedIn.cookies.find((item) => item.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    expect(cookie?.value).toBe(body.data.token);

    // The token is stored hashed.
    const stored = await database.db.select().from(sessions);
    expect(stored.some((session) => session.tokenHash === body.data.token)).toBe(false);

    const viaCookie = await profile({ cookie: `${SESSION_COOKIE}=${body.data.token}` });
    expect(GetProfileResponseSchema.parse(viaCookie.json()).data.user.email).toBe(email);
    const viaBearer = await profile({ authorization: `Bearer ${body.data.token}` });
    expect(viaBearer.statusCode).toBe(200);

    const out = await call({
      method: 'POST',
      url: '/api/logout',
      headers: { ...ORIGIN, cookie: `${SESSION_COOKIE}=${body.data.token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((item) => item.name === SESSION_COOKIE)?.value).toBe('');
    expect((await profile({ authorization: `Bearer ${body.data.token}` })).statusCode).toBe(401);
  });

  it('answers 401 without a session and with a made-up token', async () => {
    expect((await profile({})).statusCode).toBe(401);
    const forged = await profile({ authorization: `Bearer ${'x'.repeat(43)}` });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Please log in to continue.');
  });
});

describe('register', () => {
  it.each([
    [{ name: 'Al', email: 'not-an-email', password: 'long enough pw' }, 'email'],
    [{ name: 'Al', email: 'a@example.com', password: 'short' }, 'password'],
    [{ name: '', email: 'a@example.com', password: 'long enough pw' }, 'name'],
    [{ name: 'Al', email: 'a@example.com', password: 'long enough pw' }, 'captcha'],
  ])('names the field at fault (%j → %s)', async (payload, field) => {
    const response = await call({ method: 'POST', url: '/api/register', headers: ORIGIN, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((item: { field: string }) => item.field)).toContain(field);
  });

  it('refuses a wrong or reused captcha answer', async () => {
    const answer = await captcha();
    const payload = { name: 'Bo', email: newEmail(), password: 'long enough pw', captcha: answer };
    const first = await call({ method: 'POST', url: '/api/register', headers: ORIGIN, payload });
    expect(first.statusCode).toBe(200);
    const again = await call({
      method: 'POST',
      url: '/api/register',
      headers: ORIGIN,
      payload: { ...payload, email: newEmail() },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual([{ field: 'captcha', message: expect.any(String) }]);
    const wrong = await call({
      method: 'POST',
      url: '/api/register',
      headers: ORIGIN,
      payload: { ...payload, email: newEmail(), captcha: '00000000-0000-4000-8000-000000000000.1' },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('does not create a second account for the same address, and does not tell the form so', async () => {
    const email = newEmail();
    const first = await register(email);
    expect(first.statusCode).toBe(200);
    const sentBefore = mailer.sent.length;
    const again = await register(email.toUpperCase());
    // The same answer as for a new address (with the address as typed), so the form cannot be
    // used to find out who has an account …
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(first.json().message.replace(email, email.toUpperCase()));
    const accounts = await database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    expect(accounts).toHaveLength(1);
    // … and the owner is told by e-mail instead, with the ways in.
    expect(mailer.sent.length).toBe(sentBefore + 1);
    const notice = mailer.lastTo(email);
    expect(notice.subject).toMatch(/already have/);
    expect(notice.text).toContain(`${TEST_PUBLIC_URL}/forgot`);
  });

  it('stores the verification e-mail with the account, in one transaction', async () => {
    const email = newEmail();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: nextIp(),
      headers: ORIGIN,
      payload: {
        name: 'Grace Hopper',
        email,
        password: 'correct horse battery',
        captcha: await captcha(),
      },
    });
    expect(response.statusCode).toBe(200);
    // Without this test draining: the e-mail is a stored job by the time the answer comes, so a
    // crash right after the answer loses nothing (the queue sends it, or sends it after a restart).
    const jobs = await database.db
      .select({ kind: mailJobs.kind })
      .from(mailJobs)
      .where(eq(mailJobs.recipient, email));
    expect(jobs).toEqual([{ kind: 'verify_email' }]);
    await server.app.mailQueue.drain();
  });
});

describe('log in', () => {
  it('answers the same for a wrong password and an unknown address', async () => {
    const { email } = await signedInUser();
    const wrong = await login(email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(INVALID_CREDENTIALS);
    const unknown = await login(newEmail(), 'not the password');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(INVALID_CREDENTIALS);
    expect(wrong.cookies).toEqual([]);
  });

  it('refuses an unverified address after checking the password', async () => {
    const email = newEmail();
    await register(email);
    const response = await login(email);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/verify your e-mail/i);
  });

  it('names the missing field', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/login',
      headers: ORIGIN,
      payload: { email: 'a@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('password');
  });
});

describe('e-mail verification links', () => {
  it('work once', async () => {
    const email = newEmail();
    await register(email);
    expect((await verify(email)).statusCode).toBe(200);
    const reused = await verify(email);
    expect(reused.statusCode).toBe(410);
    expect(reused.json().message).toMatch(/already been used/);
  });

  it('expire', async () => {
    const email = newEmail();
    await register(email);
    const link = verificationLink(email);
    await database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.id, link.id));
    const response = await call({
      method: 'POST',
      url: '/api/email/verify',
      headers: ORIGIN,
      payload: link,
    });
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toMatch(/expired/);
  });

  it('must carry the right secret', async () => {
    const email = newEmail();
    await register(email);
    const link = verificationLink(email);
    const response = await call({
      method: 'POST',
      url: '/api/email/verify',
      headers: ORIGIN,
      payload: { id: link.id, hash: `${link.hash.slice(0, -2)}AA` },
    });
    expect(response.statusCode).toBe(400);
    expect((await login(email)).statusCode).toBe(403);
  });

  it('can be sent again, with the same answer for any address', async () => {
    const email = newEmail();
    await register(email);
    const before = mailer.sent.length;
    const resend = (address: string) =>
      captcha().then((answer) =>
        call({
          method: 'POST',
          url: '/api/email/verify/resend',
          headers: ORIGIN,
          payload: { email: address, captcha: answer },
        }),
      );
    const known = await resend(email);
    const unknown = await resend(newEmail());
    expect(known.json()).toEqual(unknown.json());
    expect(mailer.sent.length).toBe(before + 1);
    expect((await verify(email)).statusCode).toBe(200);
  });
});

describe('forgot and reset', () => {
  async function forgot(email: string) {
    return call({
      method: 'POST',
      url: '/api/forgot',
      headers: ORIGIN,
      payload: { email, captcha: await captcha() },
    });
  }

  function resetLink(email: string) {
    const url = linkIn(mailer.lastTo(email), TEST_PUBLIC_URL, '/password/reset');
    return { id: url.searchParams.get('id') ?? '', token: url.searchParams.get('token') ?? '' };
  }

  function reset(link: { id: string; token: string }, password: string) {
    return call({
      method: 'POST',
      url: '/api/password/reset',
      headers: ORIGIN,
      payload: { ...link, password },
    });
  }

  it('answers the same whether or not the address exists', async () => {
    const { email } = await signedInUser();
    const before = mailer.sent.length;
    const known = await forgot(email);
    const unknown = await forgot(newEmail());
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_ANSWER });
    expect(unknown.json()).toEqual(known.json());
    expect(mailer.sent.length).toBe(before + 1);
  });

  it('changes the password once, ends every session, and the old password stops working', async () => {
    const { email, token } = await signedInUser();
    const other = await signedInUser();
    await forgot(email);
    const link = resetLink(email);
    const done = await reset(link, 'a brand new password');
    expect(done.statusCode).toBe(200);

    expect((await profile({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect((await profile({ authorization: `Bearer ${other.token}` })).statusCode).toBe(200);
    expect((await login(email)).statusCode).toBe(401);
    expect((await login(email, 'a brand new password')).statusCode).toBe(200);

    const reused = await reset(link, 'yet another password');
    expect(reused.statusCode).toBe(410);
    expect((await login(email, 'yet another password')).statusCode).toBe(401);
  });

  it('refuses an expired link and names a too-short password', async () => {
    const { email } = await signedInUser();
    await forgot(email);
    const link = resetLink(email);
    const short = await reset(link, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields[0].field).toBe('password');
    await database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.id, link.id));
    const expired = await reset(link, 'a brand new password');
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/expired/);
  });
});

describe('changing the password while signed in', () => {
  it('asks for the current password, keeps this session and ends the others', async () => {
    const { email, token } = await signedInUser();
    const other = LoginResponseSchema.parse((await login(email)).json()).data.token;
    const change = (payload: object) =>
      call({
        method: 'POST',
        url: '/api/profile/password',
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    const wrong = await change({ current_password: 'not it', password: 'a brand new password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields[0].field).toBe('current_password');

    const done = await change({
      current_password: 'correct horse battery',
      password: 'a brand new password',
    });
    expect(done.statusCode).toBe(200);
    expect((await profile({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await profile({ authorization: `Bearer ${other}` })).statusCode).toBe(401);
    expect((await login(email, 'a brand new password')).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/profile/password',
      headers: ORIGIN,
      payload: { current_password: 'x', password: 'a brand new password' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('sessions of different users', () => {
  it('keep apart: each token is its own user, and logging out ends only its own session', async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    const asA = GetProfileResponseSchema.parse(
      (await profile({ authorization: `Bearer ${a.token}` })).json(),
    );
    expect(asA.data.user.email).toBe(a.email);
    await call({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect((await profile({ authorization: `Bearer ${a.token}` })).statusCode).toBe(401);
    const asB = await profile({ authorization: `Bearer ${b.token}` });
    expect(GetProfileResponseSchema.parse(asB.json()).data.user.email).toBe(b.email);
  });

  it('do not outlive their expiry', async () => {
    const { email, token } = await signedInUser();
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user?.id ?? ''));
    expect((await profile({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });
});

describe('cross-site requests', () => {
  it('refuse state changes with our cookie from another origin, or with no origin at all', async () => {
    const { token } = await signedInUser();
    const cookie = `${SESSION_COOKIE}=${token}`;
    const evil = await call({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(evil.statusCode).toBe(403);
    const evilReferer = await call({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, referer: 'https://evil.example/page' },
    });
    expect(evilReferer.statusCode).toBe(403);
    const bare = await call({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(bare.statusCode).toBe(403);
    expect((await profile({ cookie })).statusCode).toBe(200);

    const ours = await call({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, referer: `${TEST_PUBLIC_URL}/dashboard` },
    });
    expect(ours.statusCode).toBe(200);
  });

  it('refuse a login form posted from another site', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@example.com', password: 'whatever it is' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('rate limits', () => {
  it('slow down password guessing on one account, from any address, without locking it', async () => {
    const { email } = await signedInUser();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(email, `wrong guess ${attempt}`)).statusCode).toBe(401);
    }
    const slowed = await login(email);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect(slowed.json().message).toMatch(/wait \d+ (seconds|minutes)/);
    // Another account is not affected.
    const other = await signedInUser();
    expect((await login(other.email)).statusCode).toBe(200);
  });

  it('slow down one address hammering the login', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt += 1) {
      statuses.push((await login(newEmail(), 'whatever it is', ip)).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('slow down forgot-password mail to one address', async () => {
    const { email } = await signedInUser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await call({
        method: 'POST',
        url: '/api/forgot',
        headers: ORIGIN,
        payload: { email, captcha: await captcha() },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('profile company and realtime token', () => {
  it('answers 404 without a company, and the badge fields with one', async () => {
    const { email, token } = await signedInUser();
    const auth = { authorization: `Bearer ${token}` };
    const none = await call({ method: 'GET', url: '/api/profile/company', headers: auth });
    expect(none.statusCode).toBe(404);

    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    const [company] = await database.db.select().from(companies).limit(1);
    if (!company) throw new Error('the test server has no companies');
    await database.db
      .insert(companyMembers)
      .values({ companyId: company.id, userId: user?.id ?? '', role: 'owner' });
    const found = await call({ method: 'GET', url: '/api/profile/company', headers: auth });
    expect(found.statusCode).toBe(200);
    const body = GetProfileCompanyResponseSchema.parse(found.json());
    expect(body.data).toMatchObject({
      id: company.id,
      name: company.name,
      sponsorships_count: { total: 0 },
    });
    expect(body.data.locations.headquarter?.city.name).toEqual(expect.any(String));
    expect(typeof body.data.is_sponsorship_eligible).toBe('boolean');

    // An active sponsorship (issue 22) counts; the badge then hides.
    const [page] = await database.db.select().from(citySponsorshipPages).limit(1);
    if (!page) throw new Error('the test server has no TOP 10 pages');
    const now = Date.now();
    await server.app.topCompaniesRepository.insertSponsorship(
      {
        companyId: company.id,
        pageId: page.id,
        status: 'active',
        startsAt: new Date(now - 86_400_000),
        endsAt: new Date(now + 86_400_000),
        confirmedAt: new Date(now - 86_400_000),
      },
      { userId: null, label: 'test' },
    );
    const sponsoring = await call({ method: 'GET', url: '/api/profile/company', headers: auth });
    expect(sponsoring.json().data.sponsorships_count).toEqual({ total: 1 });
  });

  it('says clearly that Firebase is not configured', async () => {
    const { token } = await signedInUser();
    const response = await call({
      method: 'GET',
      url: '/api/profile/renew/firebase',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(501);
    expect(response.json().message).toMatch(/Firebase is not configured/);
  });
});

describe('e-mail preferences and unsubscribe', () => {
  it('reads and saves preferences through the link, and one click unsubscribes', async () => {
    const email = newEmail();
    await register(email);
    const mail = mailer.lastTo(email);
    const manage = linkIn(mail, TEST_PUBLIC_URL, '/email/preferences/manage/');
    const manageId = manage.pathname.split('/').at(-1) ?? '';
    const read = await call({ method: 'GET', url: `/api/email/preferences/${manageId}` });
    expect(GetEmailPreferencesResponseSchema.parse(read.json()).data).toEqual({
      email,
      preferences: { newsletter: true, reviews: true, awards: true, inbox: true },
    });
    const saved = await call({
      method: 'PUT',
      url: `/api/email/preferences/${manageId}`,
      headers: ORIGIN,
      payload: { newsletter: false, reviews: true, awards: false, inbox: true },
    });
    expect(saved.json().data.preferences).toEqual({
      newsletter: false,
      reviews: true,
      awards: false,
      inbox: true,
    });

    // RFC 8058: the mail client posts a form to the List-Unsubscribe address, without an origin.
    const oneClick = new URL(mail.headers?.['List-Unsubscribe']?.slice(1, -1) ?? '');
    const unsubscribed = await call({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    const after = await call({ method: 'GET', url: `/api/email/preferences/${manageId}` });
    expect(after.json().data.preferences).toEqual({
      newsletter: false,
      reviews: false,
      awards: false,
      inbox: false,
    });
  });

  it('refuses a key that does not belong to the address', async () => {
    const a = newEmail();
    await register(a);
    const manageId =
      linkIn(mailer.lastTo(a), TEST_PUBLIC_URL, '/email/preferences/manage/')
        .pathname.split('/')
        .at(-1) ?? '';
    const response = await call({
      method: 'POST',
      url: `/api/email/unsubscribe?email=${encodeURIComponent(newEmail())}&key=${manageId}`,
      headers: ORIGIN,
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    const bad = await call({ method: 'GET', url: '/api/email/preferences/not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('id');
  });
});
