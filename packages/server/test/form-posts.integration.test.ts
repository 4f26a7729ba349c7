import type { InjectOptions } from 'fastify';
import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '@atlas/api/entities/user';
import { users } from '../src/db/schema';
import { createDevRenderer } from '../src/ssr/renderer';
import { addressSequence } from './helpers/addresses';
import { solvedCaptcha } from './helpers/captcha';
import { createMemoryMailer, linkIn } from './helpers/mail';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';

/**
 * Forms work before the page's script arrives (issue 33): the browser posts them to their page,
 * the route's action answers, and no field ever lands in an address.
 */

let server: TestServer;
const nextIp = addressSequence('10.133');
const PASSWORD = 'correct horse battery staple';
const FORM = 'application/x-www-form-urlencoded';
let email = '';
const mailer = createMemoryMailer();

function post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const options: InjectOptions = {
    method: 'POST',
    url,
    remoteAddress: nextIp(),
    headers: { origin: TEST_PUBLIC_URL, 'content-type': FORM, ...headers },
    payload: new URLSearchParams(fields).toString(),
  };
  return server.app.inject(options);
}

function setCookies(header: string | string[] | undefined): string[] {
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [header];
}

beforeAll(async () => {
  server = await buildTestServer({
    renderer: await createDevRenderer(),
    mailer,
    companies: 1,
    config: { CAPTCHA_DIFFICULTY: '4' },
  });
  email = `formposter.${Date.now()}@example.com`;
  await server.app.database.db.insert(users).values({
    email,
    name: 'Form Poster',
    emailVerifiedAt: new Date(),
    passwordHash: await hash(PASSWORD, { algorithm: 2 }),
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('the forms of the pages', () => {
  it.each([
    '/login',
    '/register',
    '/forgot',
    '/contact',
    '/project-submission',
    '/write-for-us',
    '/email/account/activate',
  ])('are posted, never sent in the address, on %s', async (url) => {
    const response = await server.app.inject({ method: 'GET', url, remoteAddress: nextIp() });
    expect(response.statusCode).toBe(200);
    const forms = response.body.match(/<form[^>]*>/g) ?? [];
    const own = forms.filter((form) => !form.includes('role="search"'));
    expect(own.length).toBeGreaterThan(0);
    for (const form of own) expect(form).toContain('method="post"');
  });
});

describe('logging in without the script', () => {
  it('answers a wrong password with the page, its message and the address kept, never the password', async () => {
    const wrong = 'not-the-password-42';
    const response = await post('/login', { email, password: wrong });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('Log In');
    expect(response.body).toMatch(/e-mail address or password/i);
    expect(response.body).toContain(`value="${email}"`);
    expect(response.body).not.toContain(wrong);
    expect(setCookies(response.headers['set-cookie']).join()).not.toContain(SESSION_COOKIE_NAME);
  });

  it('answers missing fields with the form’s own messages', async () => {
    const response = await post('/login', { email: 'not an address', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter your password');
  });

  it('signs in: the session cookie and a 303 to the page the person was going to', async () => {
    const response = await post('/login?redirect=%2Fdashboard%2Fsettings', {
      email,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/dashboard/settings');
    const session = setCookies(response.headers['set-cookie']).find((cookie) =>
      cookie.startsWith(`${SESSION_COOKIE_NAME}=`),
    );
    expect(session).toMatch(/HttpOnly/i);
    const token = session?.split(';')[0] ?? '';
    const profile = await server.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: token },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain(email);
  });

  it('never redirects off the site', async () => {
    for (const target of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const response = await post(`/login?redirect=${encodeURIComponent(target)}`, {
        email,
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/');
    }
  });
});

describe('forms with a captcha without the script', () => {
  it('keeps what was typed on /register and asks to wait for the page', async () => {
    const response = await post('/register', {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      password: 'a long enough secret',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('wait until the page has finished loading');
    expect(response.body).toContain('value="Grace Hopper"');
    expect(response.body).toContain('value="grace@example.com"');
    expect(response.body).not.toContain('a long enough secret');
  });

  it('puts the form’s messages under the fields on /register', async () => {
    const response = await post('/register', { name: '', email: 'nope', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Use at least');
  });

  it('keeps the message on /contact', async () => {
    const response = await post('/contact', {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject: 'general',
      message: 'A message typed before the script came.',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('wait until the page has finished loading');
    expect(response.body).toContain('A message typed before the script came.');
  });

  it('asks to wait on /forgot too', async () => {
    const response = await post('/forgot', { email: 'grace@example.com' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('value="grace@example.com"');
  });
});

describe('the project wizard without the script', () => {
  it('keeps the posted title on the first slide and says how to go on', async () => {
    const response = await post('/project-submission', { title: 'A shop for our bakery' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('value="A shop for our bakery"');
    expect(response.body).toContain('Your title is kept.');
  });

  it('answers a title that is too short with the slide’s own message, keeping it', async () => {
    const response = await post('/project-submission', { title: 'Shop' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('value="Shop"');
    expect(response.body).toContain('at least 5');
  });
});

describe('forms only their script can send', () => {
  async function slug(): Promise<string> {
    const { rows } = await server.app.database.client.query<{ slug: string }>(
      'SELECT slug FROM companies ORDER BY id LIMIT 1',
    );
    return rows[0]?.slug ?? '';
  }

  it.each([
    ['/email/account/activate', { email: 'grace@example.com' }],
    [
      '/write-for-us',
      { name: 'Grace Hopper', title: 'Compilers for everyone', text: 'A draft typed early.' },
    ],
    ['/company/review/submit/:slug', { title: 'Great work', body: 'A review typed early.' }],
  ])('keep what was typed on %s and ask to wait for the page', async (path, fields) => {
    const url = path.replace(':slug', await slug());
    const response = await post(url, fields);
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('wait until the page has finished loading');
    for (const value of Object.values(fields)) expect(response.body).toContain(value);
  });

  it('keeps a new company’s fields for its signed-in owner', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: nextIp(),
      headers: { origin: TEST_PUBLIC_URL },
      payload: { email, password: PASSWORD },
    });
    const cookie = setCookies(login.headers['set-cookie'])
      .map((item) => item.split(';')[0])
      .join('; ');
    const fields = { name: 'Hopper Labs', website: 'https://hopper.example' };
    const response = await post('/companies/submit', fields, { cookie });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('value="Hopper Labs"');
    expect(response.body).toContain('value="https://hopper.example"');
  });
});

describe('a new password without the script', () => {
  // An account of its own: the other tests log in with the first one's password.
  const resetEmail = `formreset.${Date.now()}@example.com`;
  beforeAll(async () => {
    await server.app.database.db.insert(users).values({
      email: resetEmail,
      name: 'Form Resetter',
      emailVerifiedAt: new Date(),
      passwordHash: await hash(PASSWORD, { algorithm: 2 }),
    });
  });

  async function resetLink(): Promise<URL> {
    const asked = await server.app.inject({
      method: 'POST',
      url: '/api/forgot',
      remoteAddress: nextIp(),
      headers: { origin: TEST_PUBLIC_URL },
      payload: { email: resetEmail, captcha: await solvedCaptcha(server.app) },
    });
    expect(asked.statusCode).toBe(200);
    return linkIn(mailer.lastTo(resetEmail), TEST_PUBLIC_URL, '/password/reset');
  }

  it('refuses a short password with the field’s message, never showing it', async () => {
    const link = await resetLink();
    const response = await post(`${link.pathname}${link.search}`, { password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Use at least');
    expect(response.body).not.toContain('value="short"');
  });

  it('says what is wrong with a cut link', async () => {
    const response = await post('/password/reset?id=1', { password: 'a long enough secret' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Ask for a new link');
    expect(response.body).not.toContain('a long enough secret');
  });

  it('changes the password from the link posted as a form', async () => {
    const link = await resetLink();
    const chosen = 'a brand new secret for the form';
    const response = await post(`${link.pathname}${link.search}`, { password: chosen });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Password changed');
    expect(response.body).not.toContain(chosen);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: nextIp(),
      headers: { origin: TEST_PUBLIC_URL },
      payload: { email: resetEmail, password: chosen },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('what a page refuses', () => {
  it('refuses a form from another site, or from nowhere', async () => {
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: '', referer: 'https://evil.example/form' },
    ];
    for (const headers of refused) {
      const response = await post('/login', { email, password: PASSWORD }, headers);
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('must be sent from our site');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // A page without a referrer posts with `Origin: null`: the browser's Sec-Fetch-Site decides.
    const opaque = { origin: 'null' };
    for (const site of ['cross-site', 'same-site', 'none']) {
      const response = await post(
        '/login',
        { email, password: PASSWORD },
        { ...opaque, 'sec-fetch-site': site },
      );
      expect(response.statusCode).toBe(403);
    }
    expect((await post('/login', { email, password: PASSWORD }, opaque)).statusCode).toBe(403);
    const own = await post(
      '/login',
      { email, password: PASSWORD },
      { ...opaque, 'sec-fetch-site': 'same-origin' },
    );
    expect(own.statusCode).toBe(303);
    const bare = await server.app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress: nextIp(),
      headers: { 'content-type': FORM },
      payload: new URLSearchParams({ email, password: PASSWORD }).toString(),
    });
    expect(bare.statusCode).toBe(403);
  });

  it('answers a page without a form with a readable 405', async () => {
    const response = await post('/about-us', { anything: 'x' });
    expect(response.statusCode).toBe(405);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('does not take a form');
  });

  it('answers other bodies and oversized forms with a 4xx', async () => {
    const json = await post('/login', {}, { 'content-type': 'application/json' });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    const big = await post('/contact', { message: 'x'.repeat(100_000) });
    expect(big.statusCode).toBe(413);
    expect(big.body).toContain('The form is too long');
  });

  it('limits the forms an address posts, with a page that says how long to wait', async () => {
    const from = nextIp();
    const answers = [];
    for (let sent = 0; sent < 21; sent += 1) {
      answers.push(
        await server.app.inject({
          method: 'POST',
          url: '/about-us',
          remoteAddress: from,
          headers: { origin: TEST_PUBLIC_URL, 'content-type': FORM },
          payload: 'a=b',
        }),
      );
    }
    const last = answers.at(-1);
    expect(answers.slice(0, 20).every((answer) => answer.statusCode === 405)).toBe(true);
    expect(last?.statusCode).toBe(429);
    expect(last?.headers['retry-after']).toBeDefined();
    expect(last?.body).toContain('Too many forms sent.');
  });

  it('leaves the API’s own posts alone', async () => {
    const response = await post('/api/no-such-call', { a: 'b' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('<html');
  });
});
