import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountSettingsResponseSchema } from '@atlas/api/endpoints/account-settings';
import { ListAccountSessionsResponseSchema } from '@atlas/api/endpoints/account-sessions';
import { AccountExportSchema } from '@atlas/api/endpoints/account-data';
import {
  auditLog,
  companyMembers,
  conversationMessages,
  conversationParticipants,
  conversations,
  reviews,
  savedSearches,
  sessions,
  users,
} from '../src/db/schema';
import { SESSION_COOKIE } from '../src/plugins/auth';
import { createDiskStorage } from '../src/storage/disk';
import { addressSequence } from './helpers/addresses';
import { createMemoryMailer, linkIn } from './helpers/mail';
import { insertBareCompany } from './helpers/profile-fixtures';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

const mailer = createMemoryMailer();
let server: TestServer;
let directory: string;
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
const nextIp = addressSequence('10.19');
const ORIGIN = { origin: TEST_PUBLIC_URL };
const PASSWORD = 'correct horse battery';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

async function call(options: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await server.app.inject({ remoteAddress: nextIp(), ...options });
  if (options.method !== 'GET') await server.app.mailQueue.drain();
  return response;
}

/** A request of a signed-in browser: its cookie and the site's own origin. */
function as(token: string, options: InjectOptions): Promise<LightMyRequestResponse> {
  return call({
    ...options,
    headers: { ...ORIGIN, cookie: `${SESSION_COOKIE}=${token}`, ...options.headers },
  });
}

let counter = 0;
/** A verified account with a password, signed in once through /api/login from `userAgent`. */
async function person(name = 'Grace Hopper', userAgent = CHROME_ON_WINDOWS) {
  counter += 1;
  const email = `settings${counter}.${Date.now()}@example.com`;
  const db = server.app.database.db;
  const [user] = await db
    .insert(users)
    .values({
      email,
      name,
      emailVerifiedAt: new Date(),
      passwordHash: await hash(PASSWORD, { algorithm: 2 }),
    })
    .returning();
  if (!user) throw new Error('no user');
  return { id: user.id, email, token: await login(email, userAgent) };
}

async function login(email: string, userAgent = CHROME_ON_WINDOWS): Promise<string> {
  const response = await call({
    method: 'POST',
    url: '/api/login',
    headers: { ...ORIGIN, 'user-agent': userAgent },
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.token;
}

/** The id and secret of the newest e-mail change link sent to `address`. */
function emailChangeLinkTo(address: string) {
  const link = linkIn(mailer.lastTo(address), TEST_PUBLIC_URL, '/dashboard/settings');
  const [id = '', token = ''] = (link.searchParams.get('email_change') ?? '').split('.');
  return { id, token };
}

function multipart(field: string, file: Buffer, type = 'image/png') {
  const boundary = `----atlas${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="me.png"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'atlas-account-'));
  server = await buildTestServer({
    companies: 1,
    mailer,
    clock,
    storage: createDiskStorage(directory),
  });
});

afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

describe('the settings page’s account', () => {
  it('answers the account with its preferences key, and needs a session', async () => {
    const me = await person();
    const answer = await as(me.token, { method: 'GET', url: '/api/account' });
    expect(answer.statusCode).toBe(200);
    const settings = AccountSettingsResponseSchema.parse(answer.json()).data;
    expect(settings.user.email).toBe(me.email);
    expect(settings.has_password).toBe(true);
    expect(settings.preferences_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(settings.pending_email).toBeNull();
    expect((await call({ method: 'GET', url: '/api/account' })).statusCode).toBe(401);
  });

  it('changes the name, trimmed, and refuses an empty or overlong one naming the field', async () => {
    const me = await person();
    const renamed = await as(me.token, {
      method: 'PATCH',
      url: '/api/account/name',
      payload: { name: '  Ada King  ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.user.name).toBe('Ada King');
    const profile = await as(me.token, { method: 'GET', url: '/api/profile' });
    expect(profile.json().data.user.name).toBe('Ada King');
    for (const name of [' ', 'x'.repeat(101)]) {
      const refused = await as(me.token, {
        method: 'PATCH',
        url: '/api/account/name',
        payload: { name },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('name');
    }
  });

  it('refuses a change from another site (the CSRF rule) and without a session', async () => {
    const me = await person();
    const foreign = await call({
      method: 'PATCH',
      url: '/api/account/name',
      headers: { origin: 'https://evil.example', cookie: `${SESSION_COOKIE}=${me.token}` },
      payload: { name: 'Mallory' },
    });
    expect(foreign.statusCode).toBe(403);
    const anonymous = await call({
      method: 'PATCH',
      url: '/api/account/name',
      headers: ORIGIN,
      payload: { name: 'Mallory' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the avatar', () => {
  it('is decoded, cropped square, stored, shown as the user’s avatar, replaced and removed', async () => {
    const me = await person();
    const wide = await sharp({
      create: { width: 900, height: 300, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const uploaded = await as(me.token, {
      method: 'PUT',
      url: '/api/account/avatar',
      ...multipart('avatar', wide),
    });
    expect(uploaded.statusCode).toBe(200);
    const avatar: string = uploaded.json().data.user.avatar;
    expect(avatar).toMatch(new RegExp(`^/uploads/avatars/${me.id}/[0-9a-f]{32}\\.webp$`));
    const served = await call({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    const size = await sharp(served.rawPayload).metadata();
    expect([size.format, size.width, size.height]).toEqual(['webp', 256, 256]);
    const profile = await as(me.token, { method: 'GET', url: '/api/profile' });
    expect(profile.json().data.user.avatar).toBe(avatar);

    const other = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#f00' },
    })
      .jpeg()
      .toBuffer();
    const replaced = await as(me.token, {
      method: 'PUT',
      url: '/api/account/avatar',
      ...multipart('avatar', other, 'image/jpeg'),
    });
    expect(replaced.statusCode).toBe(200);
    expect(await readdir(path.join(directory, 'avatars', me.id))).toHaveLength(1);

    const removed = await as(me.token, { method: 'DELETE', url: '/api/account/avatar' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.user.avatar).toBeNull();
    expect(await readdir(path.join(directory, 'avatars', me.id))).toHaveLength(0);
  });

  it('refuses a file that is not an image, whatever it claims, naming the field', async () => {
    const me = await person();
    const fake = await as(me.token, {
      method: 'PUT',
      url: '/api/account/avatar',
      ...multipart('avatar', Buffer.from('<svg onload="alert(1)"></svg> not a png'), 'image/png'),
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().fields[0].field).toBe('avatar');
    const json = await as(me.token, {
      method: 'PUT',
      url: '/api/account/avatar',
      payload: { avatar: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('changing the e-mail address', () => {
  it('sends a link to the new address; only following it moves the account; the old one is told', async () => {
    const me = await person('Ada Lovelace');
    const newEmail = `moved${Date.now()}@example.org`;
    const wrong = await as(me.token, {
      method: 'POST',
      url: '/api/account/email',
      payload: { email: newEmail, current_password: 'not it' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields[0].field).toBe('current_password');

    const asked = await as(me.token, {
      method: 'POST',
      url: '/api/account/email',
      payload: { email: newEmail, current_password: PASSWORD },
    });
    expect(asked.statusCode).toBe(200);
    // Nothing changes before the link is followed.
    const before = await as(me.token, { method: 'GET', url: '/api/account' });
    expect(before.json().data.user.email).toBe(me.email);
    expect(before.json().data.pending_email).toBe(newEmail);

    const { id, token } = emailChangeLinkTo(newEmail);
    const forged = await call({
      method: 'POST',
      url: '/api/account/email/confirm',
      headers: ORIGIN,
      payload: { id, token: `${token.slice(0, -2)}xx` },
    });
    expect(forged.statusCode).toBe(400);

    const confirmed = await call({
      method: 'POST',
      url: '/api/account/email/confirm',
      headers: ORIGIN,
      payload: { id, token },
    });
    expect(confirmed.statusCode).toBe(200);
    const after = await as(me.token, { method: 'GET', url: '/api/account' });
    expect(after.json().data.user.email).toBe(newEmail);
    expect(after.json().data.pending_email).toBeNull();
    expect(mailer.lastTo(me.email).text).toContain(newEmail);
    expect(await login(newEmail)).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const again = await call({
      method: 'POST',
      url: '/api/account/email/confirm',
      headers: ORIGIN,
      payload: { id, token },
    });
    expect(again.statusCode).toBe(410);
  });

  it('answers the same for an address another account has, and tells only that address', async () => {
    const me = await person();
    const other = await person('Other Owner');
    const sentBefore = mailer.sent.length;
    const asked = await as(me.token, {
      method: 'POST',
      url: '/api/account/email',
      payload: { email: other.email.toUpperCase(), current_password: PASSWORD },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toContain('We have sent a link to');
    const sent = mailer.sent.slice(sentBefore);
    expect(sent.map((mail) => mail.to)).toEqual([other.email]);
    expect(sent[0]?.text).not.toContain('/dashboard/settings?email_change');
    const settings = await as(me.token, { method: 'GET', url: '/api/account' });
    expect(settings.json().data.pending_email).toBeNull();
  });

  it('expires after 24 hours', async () => {
    const me = await person();
    const newEmail = `late${Date.now()}@example.org`;
    await as(me.token, {
      method: 'POST',
      url: '/api/account/email',
      payload: { email: newEmail, current_password: PASSWORD },
    });
    const { id, token } = emailChangeLinkTo(newEmail);
    offsetMs = 25 * 60 * 60 * 1000;
    try {
      const late = await call({
        method: 'POST',
        url: '/api/account/email/confirm',
        headers: ORIGIN,
        payload: { id, token },
      });
      expect(late.statusCode).toBe(410);
    } finally {
      offsetMs = 0;
    }
  });

  it('is limited per account', async () => {
    const me = await person();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await as(me.token, {
        method: 'POST',
        url: '/api/account/email',
        payload: { email: `many${attempt}.${Date.now()}@example.org`, current_password: PASSWORD },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('sessions', () => {
  it('lists devices in words without tokens or addresses, signs one out, then every other', async () => {
    const me = await person('Sam Sessions', CHROME_ON_WINDOWS);
    const laptop = await login(me.email, FIREFOX_ON_LINUX);
    const phone = await login(me.email, CHROME_ON_WINDOWS);
    const listed = await as(me.token, { method: 'GET', url: '/api/account/sessions' });
    expect(listed.statusCode).toBe(200);
    const body = listed.body;
    for (const secret of [me.token, laptop, phone]) expect(body).not.toContain(secret);
    expect(body).not.toMatch(/10\.19\.\d+\.(?!0\/)\d+/);
    const { sessions: list } = ListAccountSessionsResponseSchema.parse(listed.json()).data;
    expect(list).toHaveLength(3);
    expect(list[0]?.current).toBe(true);
    expect(list.map((row) => row.device).sort()).toEqual([
      'Chrome on Windows',
      'Chrome on Windows',
      'Firefox on Linux',
    ]);
    expect(list[0]?.network).toMatch(/^10\.19\.\d+\.0\/24$/);

    const laptopRow = list.find((row) => row.device === 'Firefox on Linux');
    const revoked = await as(me.token, {
      method: 'DELETE',
      url: `/api/account/sessions/${laptopRow?.id}`,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await as(laptop, { method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    expect((await as(phone, { method: 'GET', url: '/api/profile' })).statusCode).toBe(200);

    const others = await as(me.token, {
      method: 'POST',
      url: '/api/account/sessions/sign-out-others',
    });
    expect(others.statusCode).toBe(200);
    expect((await as(phone, { method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    expect((await as(me.token, { method: 'GET', url: '/api/profile' })).statusCode).toBe(200);
  });

  it('answers 404 for somebody else’s session', async () => {
    const me = await person();
    const other = await person();
    const theirs = await server.app.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, other.id));
    const refused = await as(me.token, {
      method: 'DELETE',
      url: `/api/account/sessions/${theirs[0]?.id}`,
    });
    expect(refused.statusCode).toBe(404);
    expect((await as(other.token, { method: 'GET', url: '/api/profile' })).statusCode).toBe(200);
  });

  it('writes the last use at most once a minute', async () => {
    const me = await person();
    const lastSeen = async () => {
      const [row] = await server.app.database.db
        .select({ lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.userId, me.id));
      return row?.lastSeenAt?.getTime() ?? null;
    };
    await as(me.token, { method: 'GET', url: '/api/profile' });
    const first = await lastSeen();
    expect(first).not.toBeNull();
    await as(me.token, { method: 'GET', url: '/api/profile' });
    expect(await lastSeen()).toBe(first);
    offsetMs = 61_000;
    try {
      await as(me.token, { method: 'GET', url: '/api/profile' });
      expect(await lastSeen()).toBeGreaterThanOrEqual((first ?? 0) + 60_000);
    } finally {
      offsetMs = 0;
    }
  });
});

describe('downloading and deleting the account', () => {
  async function withHistory() {
    const db = server.app.database.db;
    const me = await person('Dana Data');
    const company = await insertBareCompany(db, `reviewed-${counter}-${Date.now() % 100000}`);
    const other = await insertSignedInUser(
      db,
      `seller${counter}.${Date.now()}@example.com`,
      'Sid Seller',
    );
    await db
      .insert(savedSearches)
      .values({ userId: me.id, name: 'Design in Berlin', path: '/companies/berlin' });
    const review = (status: 'published' | 'pending', title: string) => ({
      companyId: company.id,
      status,
      rating: 5,
      qualityRating: 5,
      scheduleRating: 5,
      costRating: 5,
      willingnessToReferRating: 5,
      title,
      summary: 'A summary of the project we did together.',
      body: 'The body of a review that says how it went.',
      reviewerName: 'Dana Data',
      reviewerEmail: me.email,
      reviewerUserId: me.id,
      publishedAt: status === 'published' ? new Date() : null,
    });
    const [published] = await db
      .insert(reviews)
      .values(review('published', 'Great partner'))
      .returning({ id: reviews.id });
    await db.insert(reviews).values(review('pending', 'Still waiting'));
    const now = new Date();
    const [conversation] = await db
      .insert(conversations)
      .values({
        subject: 'A new website',
        companyId: company.id,
        createdAt: now,
        lastMessageAt: now,
      })
      .returning();
    if (!conversation || !published) throw new Error('fixtures');
    await db.insert(conversationParticipants).values([
      { conversationId: conversation.id, userId: me.id, joinedAt: now },
      { conversationId: conversation.id, userId: other.id, joinedAt: now },
    ]);
    await db.insert(conversationMessages).values([
      {
        conversationId: conversation.id,
        senderId: me.id,
        body: '<p>Hello there</p>',
        createdAt: now,
      },
      {
        conversationId: conversation.id,
        senderId: other.id,
        body: '<p>Hi Dana</p>',
        createdAt: now,
      },
    ]);
    return { me, company, other, publishedId: published.id };
  }

  it('downloads everything tied to the person as a JSON attachment, without tokens', async () => {
    const { me } = await withHistory();
    const answer = await as(me.token, { method: 'GET', url: '/api/account/export' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
    const data = AccountExportSchema.parse(answer.json());
    expect(data.account.email).toBe(me.email);
    expect(data.saved_searches.map((row) => row.name)).toEqual(['Design in Berlin']);
    expect(data.reviews.map((row) => row.title).sort()).toEqual(['Great partner', 'Still waiting']);
    expect(data.conversations).toHaveLength(1);
    const messages = data.conversations[0]?.messages as { from_me: boolean; sender: string }[];
    expect(messages.map((message) => [message.from_me, message.sender])).toEqual([
      [true, 'Dana Data'],
      [false, 'Sid Seller'],
    ]);
    expect(data.sessions[0]).toMatchObject({ device: 'Chrome on Windows' });
    expect(answer.body).not.toContain(me.token);
    expect(answer.body).not.toContain('token_hash');
    expect(answer.body).not.toContain('password_hash');
  });

  it('refuses the only owner of a company until they hand it over', async () => {
    const db = server.app.database.db;
    const me = await person();
    const company = await insertBareCompany(db, `owned-${counter}-${Date.now() % 100000}`);
    await db.insert(companyMembers).values({ companyId: company.id, userId: me.id, role: 'owner' });
    const refused = await as(me.token, {
      method: 'POST',
      url: '/api/account/delete',
      payload: { current_password: PASSWORD },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(company.name);
    const second = await insertSignedInUser(db, `co${counter}.${Date.now()}@example.com`);
    await db
      .insert(companyMembers)
      .values({ companyId: company.id, userId: second.id, role: 'owner' });
    const deleted = await as(me.token, {
      method: 'POST',
      url: '/api/account/delete',
      payload: { current_password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('deletes in one go: published reviews stay anonymised, sessions end, the login fails', async () => {
    const db = server.app.database.db;
    const { me, company, other, publishedId } = await withHistory();
    const elsewhere = await login(me.email, FIREFOX_ON_LINUX);
    const wrong = await as(me.token, {
      method: 'POST',
      url: '/api/account/delete',
      payload: { current_password: 'not it' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields[0].field).toBe('current_password');

    const deleted = await as(me.token, {
      method: 'POST',
      url: '/api/account/delete',
      payload: { current_password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect(String(deleted.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=;`);
    expect(await db.select().from(users).where(eq(users.id, me.id))).toEqual([]);
    for (const token of [me.token, elsewhere])
      expect((await as(token, { method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const login401 = await call({
      method: 'POST',
      url: '/api/login',
      headers: ORIGIN,
      payload: { email: me.email, password: PASSWORD },
    });
    expect(login401.statusCode).toBe(401);

    const left = await db.select().from(reviews).where(eq(reviews.companyId, company.id));
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      id: publishedId,
      status: 'published',
      showReviewerName: false,
      reviewerEmail: null,
      reviewerUserId: null,
    });
    expect(left[0]?.reviewerName).not.toContain('Dana');
    const profile = await call({ method: 'GET', url: `/api/companies/${company.slug}/reviews` });
    if (profile.statusCode === 200) expect(profile.body).not.toContain('Dana Data');

    // The other side keeps the conversation; the deleted person's message has no sender.
    const kept = await db
      .select({ senderId: conversationMessages.senderId })
      .from(conversationMessages)
      .innerJoin(
        conversationParticipants,
        and(
          eq(conversationParticipants.conversationId, conversationMessages.conversationId),
          eq(conversationParticipants.userId, other.id),
        ),
      );
    expect(kept.map((row) => row.senderId).sort()).toEqual([null, other.id].sort());
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.delete'), eq(auditLog.entityId, me.id)));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).not.toContain(me.email);
  });

  it('asks an account without a password to type DELETE', async () => {
    const db = server.app.database.db;
    const oauthOnly = await insertSignedInUser(db, `oauth${Date.now()}@example.com`, 'Olive Oauth');
    const missing = await as(oauthOnly.token, {
      method: 'POST',
      url: '/api/account/delete',
      payload: { confirmation: 'yes' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields[0].field).toBe('confirmation');
    const deleted = await as(oauthOnly.token, {
      method: 'POST',
      url: '/api/account/delete',
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, oauthOnly.id))).toEqual([]);
  });
});
