import { createMemoryDocumentStore } from '../src/modules/realtime/document-store';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errors as joseErrors, importSPKI, jwtVerify } from 'jose';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '@atlas/api/endpoints/login';
import { RECAPTCHA_ERRORS } from '@atlas/api/captcha';
import { solvedCaptcha } from './helpers/captcha';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';
import type { AppRenderer } from '../src/ssr/renderer';

const ORIGIN = { origin: TEST_PUBLIC_URL };

describe('the outbox (no SMTP configured)', () => {
  let server: TestServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atlas-outbox-'));
    server = await buildTestServer({
      config: { DATA_DIR: dataDir, CAPTCHA_DIFFICULTY: '2', OUTBOX_PAGE: 'true' },
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes each mail to DATA_DIR/outbox and lists it at /dev/outbox with clickable links', async () => {
    const email = 'outbox.reader@example.com';
    const registered = await server.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: ORIGIN,
      payload: {
        name: 'Grace <b>Hopper</b>',
        email,
        password: 'long enough pw',
        captcha: await solvedCaptcha(server.app),
      },
    });
    expect(registered.statusCode).toBe(200);
    // The mail goes out through the queue, after the answer: wait for it to be written.
    await server.app.mailQueue.drain();
    const list = await server.app.inject('/dev/outbox');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain(email);
    const href = /href="(\/dev\/outbox\/[^"]+)"/.exec(list.body)?.[1];
    expect(href).toBeDefined();
    const message = await server.app.inject(href ?? '');
    expect(message.body).toMatch(/<a href="https:\/\/atlas\.test\/email\/verify\/[^"]+">/);
    expect(message.body).not.toContain('<b>Hopper</b>');
    expect((await server.app.inject('/dev/outbox/nothing-here')).statusCode).toBe(404);
  });
});

describe('the outbox page in production', () => {
  it('is not there unless OUTBOX_PAGE says so', async () => {
    const server = await buildTestServer({ config: { NODE_ENV: 'production' } });
    try {
      expect((await server.app.inject('/dev/outbox')).statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('SMTP (SMTP_URL configured)', () => {
  let smtp: SMTPServer;
  let port: number;
  const received: string[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => {
          received.push(text);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('sends the verification mail through the SMTP server, with a one-click unsubscribe header', async () => {
    const server = await buildTestServer({
      config: {
        SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        CAPTCHA_DIFFICULTY: '2',
      },
    });
    try {
      await server.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: ORIGIN,
        payload: {
          name: 'Linus',
          email: 'smtp.user@example.com',
          password: 'long enough pw',
          captcha: await solvedCaptcha(server.app),
        },
      });
      // Account mail leaves through the queue after the answer: wait for its drain (it joins the
      // one the answer kicked off).
      await server.app.mailQueue.drain();
      expect(received).toHaveLength(1);
      // Unfold long header lines (RFC 5322).
      const mail = (received[0] ?? '').replace(/\r\n[ \t]+/g, ' ');
      expect(mail).toMatch(/^To: smtp\.user@example\.com/m);
      expect(mail).toMatch(/^List-Unsubscribe: <https:\/\/atlas\.test\/api\/email\/unsubscribe/m);
      expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      expect(mail).toContain('Verify your e-mail address');
    } finally {
      await server.close();
    }
  });
});

describe('reCAPTCHA (keys configured)', () => {
  let verifier: Server;
  let verifyUrl: string;
  const seen: string[] = [];

  beforeAll(async () => {
    verifier = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push(body);
        const params = new URLSearchParams(body);
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({ success: params.get('response') === 'good-token', score: 0.9 }),
        );
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    verifyUrl = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => verifier.close(() => resolve())));

  it('hands out the site key and checks tokens with siteverify', async () => {
    const server = await buildTestServer({
      config: {
        RECAPTCHA_SITE_KEY: 'site-key',
        RECAPTCHA_SECRET_KEY: 'secret-key',
        RECAPTCHA_VERIFY_URL: verifyUrl,
      },
    });
    try {
      const challenge = await server.app.inject('/api/captcha/challenge');
      expect(challenge.json()).toEqual({
        data: { provider: 'recaptcha', site_key: 'site-key', version: 'v3' },
      });
      const forgot = (captcha: string) =>
        server.app.inject({
          method: 'POST',
          url: '/api/forgot',
          headers: ORIGIN,
          payload: { email: 'someone@example.com', captcha },
        });
      expect((await forgot('bad-token')).statusCode).toBe(400);
      expect((await forgot('good-token')).statusCode).toBe(200);
      expect(seen.at(-1)).toContain('secret=secret-key');
    } finally {
      await server.close();
    }
  });

  it("lets Google's script through the pages' Content-Security-Policy, and only then", async () => {
    const renderer: AppRenderer = {
      render: async (request) => ({
        status: 200,
        headers: {},
        html: JSON.stringify(request.config.authProviders),
      }),
      template: async () => '',
      close: async () => {},
    };
    const withKeys = await buildTestServer({
      renderer,
      config: {
        RECAPTCHA_SITE_KEY: 'site-key',
        RECAPTCHA_SECRET_KEY: 'secret-key',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
      },
    });
    const without = await buildTestServer({ renderer });
    try {
      const page = await withKeys.app.inject('/login');
      expect(page.headers['content-security-policy']).toContain("script-src 'self' https:");
      expect(page.headers['content-security-policy']).toContain(
        'https://www.google.com/recaptcha/',
      );
      expect(page.body).toBe('["google"]');
      const plain = await without.app.inject('/login');
      expect(plain.headers['content-security-policy']).not.toContain('google');
      expect(plain.body).toBe('[]');
    } finally {
      await withKeys.close();
      await without.close();
    }
  });

  it('keeps the error texts of SPEC §8 in the contract', () => {
    expect(Object.values(RECAPTCHA_ERRORS)).toEqual([
      'ReCaptcha error: No key provided',
      'No version provided',
      'Failed to load script',
      'Failed to execute',
    ]);
  });
});

/** The audience Firebase Auth requires of a custom token. */
const CUSTOM_TOKEN_AUDIENCE =
  'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit';

describe('Firebase custom tokens (service account configured)', () => {
  it('signs for the signed-in user a token a JWT library accepts as Firebase requires it', async () => {
    const serviceAccount = 'svc@atlas-test.iam.gserviceaccount.com';
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const server = await buildTestServer({
      config: {
        CAPTCHA_DIFFICULTY: '2',
        FIREBASE_PROJECT_ID: 'atlas-test',
        FIREBASE_CLIENT_EMAIL: serviceAccount,
        FIREBASE_PRIVATE_KEY: pem.replaceAll('\n', '\\n'),
      },
      // The Firestore mirror writes to the in-memory stand-in: nothing reaches for the cloud.
      documentStore: createMemoryDocumentStore(),
    });
    try {
      const { users } = await import('../src/db/schema');
      const { hash } = await import('@node-rs/argon2');
      await server.app.database.db.insert(users).values({
        email: 'fb@example.com',
        name: 'Fire Base',
        passwordHash: await hash('long enough pw'),
        emailVerifiedAt: new Date(),
      });
      const login = await server.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: ORIGIN,
        payload: { email: 'fb@example.com', password: 'long enough pw' },
      });
      const { token, user } = LoginResponseSchema.parse(login.json()).data;
      const renewed = await server.app.inject({
        url: '/api/profile/renew/firebase',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(renewed.statusCode).toBe(200);
      const jwt: string = renewed.json().data.token;
      const signedAt = Math.floor(Date.now() / 1000);

      // Verified by jose, not by our own code: the signature with the service account's public
      // key, and the claims Firebase Auth checks of a custom token (Firebase's "Create custom
      // tokens using a third-party JWT library").
      const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
      const { payload, protectedHeader } = await jwtVerify(
        jwt,
        await importSPKI(publicPem, 'RS256'),
        {
          algorithms: ['RS256'],
          issuer: serviceAccount,
          subject: serviceAccount,
          audience: CUSTOM_TOKEN_AUDIENCE,
          requiredClaims: ['iat', 'exp'],
          maxTokenAge: '1h',
        },
      );
      expect(protectedHeader).toEqual({ alg: 'RS256', typ: 'JWT' });
      expect(payload['uid']).toBe(user.id);
      const { iat = 0, exp = 0 } = payload;
      expect(Math.abs(iat - signedAt)).toBeLessThanOrEqual(60);
      // Firebase refuses a custom token that lives longer than an hour.
      expect(exp - iat).toBeGreaterThan(0);
      expect(exp - iat).toBeLessThanOrEqual(3600);

      // The same token against another key is refused: the check above is a real one.
      const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
      await expect(
        jwtVerify(
          jwt,
          await importSPKI(stranger.export({ type: 'spki', format: 'pem' }).toString(), 'RS256'),
        ),
      ).rejects.toBeInstanceOf(joseErrors.JWSSignatureVerificationFailed);
    } finally {
      await server.close();
    }
  });
});
