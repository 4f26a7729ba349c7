import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressSequence } from './helpers/addresses';
import { solvedCaptcha } from './helpers/captcha';
import { createMemoryMailer, linkIn } from './helpers/mail';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';

/**
 * Where a person was going survives the e-mailed links of signing up and signing in (issue 33):
 * the verification link, a new one, and a password-reset link carry a page of this site back
 * to the login, and nothing else.
 */

const mailer = createMemoryMailer();
let server: TestServer;
const nextIp = addressSequence('10.34');
const ORIGIN = { origin: TEST_PUBLIC_URL };

/** A request; a POST's e-mail has left the queue by the time it returns. */
async function call(options: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await server.app.inject({ remoteAddress: nextIp(), ...options });
  if (options.method === 'POST') await server.app.mailQueue.drain();
  return response;
}

const captcha = () => solvedCaptcha(server.app, nextIp());

let emailCounter = 0;
function newEmail(): string {
  emailCounter += 1;
  return `returning${emailCounter}.${Date.now()}@example.com`;
}

async function register(email: string) {
  return call({
    method: 'POST',
    url: '/api/register',
    headers: ORIGIN,
    payload: {
      name: 'Ada Lovelace',
      email,
      password: 'correct horse battery',
      captcha: await captcha(),
    },
  });
}

beforeAll(async () => {
  server = await buildTestServer({ mailer, config: { CAPTCHA_DIFFICULTY: '4' } });
});

afterAll(async () => {
  await server?.close();
});

describe('coming back after registering', () => {
  it('carries a page of this site through the verification link, and nothing else', async () => {
    const send = async (redirect: string) => {
      const email = newEmail();
      const response = await call({
        method: 'POST',
        url: '/api/register',
        headers: ORIGIN,
        payload: {
          name: 'Ada Lovelace',
          email,
          password: 'correct horse battery',
          captcha: await captcha(),
          redirect,
        },
      });
      expect(response.statusCode).toBe(200);
      await server.app.mailQueue.drain();
      return linkIn(mailer.lastTo(email), TEST_PUBLIC_URL, '/email/verify/');
    };
    expect((await send('/company/join/invitation/abc')).searchParams.get('redirect')).toBe(
      '/company/join/invitation/abc',
    );
    expect((await send('https://evil.example/x')).searchParams.has('redirect')).toBe(false);
    expect((await send('//evil.example')).searchParams.has('redirect')).toBe(false);
    expect((await send('/\\evil.example')).searchParams.has('redirect')).toBe(false);
    expect((await send('/companies\\..\\evil.example')).searchParams.has('redirect')).toBe(false);
  });

  it('keeps it in a new verification link and in a password-reset link (issue 33)', async () => {
    const email = newEmail();
    expect((await register(email)).statusCode).toBe(200);
    const resend = await call({
      method: 'POST',
      url: '/api/email/verify/resend',
      headers: ORIGIN,
      payload: { email, captcha: await captcha(), redirect: '/companies/submit' },
    });
    expect(resend.statusCode).toBe(200);
    const again = linkIn(mailer.lastTo(email), TEST_PUBLIC_URL, '/email/verify/');
    expect(again.searchParams.get('redirect')).toBe('/companies/submit');

    const forgot = async (redirect: string) => {
      const response = await call({
        method: 'POST',
        url: '/api/forgot',
        headers: ORIGIN,
        payload: { email, captcha: await captcha(), redirect },
      });
      expect(response.statusCode).toBe(200);
      return linkIn(mailer.lastTo(email), TEST_PUBLIC_URL, '/password/reset');
    };
    const reset = await forgot('/companies/submit?step=2');
    expect(reset.searchParams.get('redirect')).toBe('/companies/submit?step=2');
    expect(reset.searchParams.get('token')).toEqual(expect.any(String));
    expect((await forgot('//evil.example')).searchParams.has('redirect')).toBe(false);
  });
});
