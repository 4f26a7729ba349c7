import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GetProfileResponseSchema } from '@atlas/api/endpoints/get-profile';
import { oauthIdentities, users } from '../src/db/schema';
import { SESSION_COOKIE } from '../src/plugins/auth';
import { buildTestServer, type TestServer } from './helpers/server';

let provider: OAuth2Server;
let server: TestServer;
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, claims);
  });
  server = await buildTestServer({
    config: {
      GOOGLE_ISSUER: provider.issuer.url ?? '',
      GOOGLE_CLIENT_ID: 'atlas-client',
      GOOGLE_CLIENT_SECRET: 'atlas-secret',
    },
  });
});

afterAll(async () => {
  await server?.close();
  await provider?.stop();
});

beforeEach(() => {
  claims = {};
});

function cookieOf(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value || undefined;
}

/** Start → the provider's authorize endpoint (which answers at once) → back to our callback. */
async function signIn(options: { redirect?: string; tamperState?: boolean } = {}) {
  const start = await server.app.inject({
    url: `/api/auth/google/start${options.redirect ? `?redirect=${encodeURIComponent(options.redirect)}` : ''}`,
  });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location ?? '');
  expect(authorize.origin).toBe(provider.issuer.url);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  expect(authorize.searchParams.get('redirect_uri')).toBe(
    'https://atlas.test/api/auth/google/callback',
  );
  const flow = cookieOf(start, 'atlas_oauth');
  expect(flow).toBeDefined();

  const answer = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(answer.headers.get('location') ?? '');
  if (options.tamperState) back.searchParams.set('state', 'somebody-elses-state');
  const callback = await server.app.inject({
    url: `${back.pathname}${back.search}`,
    cookies: { atlas_oauth: flow ?? '' },
  });
  return callback;
}

describe('sign-in with Google (OpenID Connect against a local provider)', () => {
  it('creates a verified account, starts a session and lands on the redirect path', async () => {
    claims = {
      sub: 'google-1',
      email: 'new.person@example.com',
      email_verified: true,
      name: 'New Person',
    };
    const callback = await signIn({ redirect: '/companies?page=2' });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/companies?page=2');
    const token = cookieOf(callback, SESSION_COOKIE);
    expect(token).toBeDefined();
    const profile = await server.app.inject({
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(GetProfileResponseSchema.parse(profile.json()).data.user).toMatchObject({
      name: 'New Person',
      email: 'new.person@example.com',
      email_verified: true,
    });
    // Signing in again finds the same account.
    const again = await signIn();
    expect(again.headers.location).toBe('/');
    const rows = await server.app.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'new.person@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('links an existing account with the same verified e-mail instead of duplicating it', async () => {
    const [existing] = await server.app.database.db
      .insert(users)
      .values({
        email: 'Existing@Example.com',
        name: 'Existing',
        passwordHash: 'x',
        emailVerifiedAt: new Date(),
      })
      .returning();
    claims = { sub: 'google-2', email: 'existing@example.com', email_verified: true, name: 'Ex' };
    const callback = await signIn();
    expect(callback.statusCode).toBe(302);
    const identities = await server.app.database.db
      .select()
      .from(oauthIdentities)
      .where(eq(oauthIdentities.subject, 'google-2'));
    expect(identities.map((identity) => identity.userId)).toEqual([existing?.id]);
    const rows = await server.app.database.db.select().from(users);
    expect(rows.filter((row) => row.email.toLowerCase() === 'existing@example.com')).toHaveLength(
      1,
    );
    // The existing password stays (the account was verified).
    const [after] = await server.app.database.db
      .select()
      .from(users)
      .where(eq(users.id, existing?.id ?? ''));
    expect(after?.passwordHash).toBe('x');
  });

  it('refuses a callback whose state does not match, without a session', async () => {
    claims = { sub: 'google-3', email: 'state@example.com', email_verified: true };
    const callback = await signIn({ tamperState: true });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/login?oauth_error=state');
    expect(cookieOf(callback, SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a callback without the flow cookie', async () => {
    const callback = await server.app.inject({
      url: '/api/auth/google/callback?code=abc&state=def',
    });
    expect(callback.headers.location).toBe('/login?oauth_error=state');
  });

  it('refuses an unverified provider e-mail', async () => {
    claims = { sub: 'google-4', email: 'unverified@example.com', email_verified: false };
    const callback = await signIn();
    expect(callback.headers.location).toBe('/login?oauth_error=email');
    expect(cookieOf(callback, SESSION_COOKIE)).toBeUndefined();
  });

  it('ignores a redirect to another site', async () => {
    claims = { sub: 'google-5', email: 'redirect@example.com', email_verified: true };
    const callback = await signIn({ redirect: '//evil.example/steal' });
    expect(callback.headers.location).toBe('/');
  });

  it('has no routes for a provider that is not configured', async () => {
    const response = await server.app.inject('/api/auth/linkedin/start');
    expect(response.statusCode).toBe(404);
  });
});
