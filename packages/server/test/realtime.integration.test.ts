import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChatMessageSchema,
  NotificationSchema,
  RealtimeEventSchema,
} from '@atlas/api/entities/realtime';
import { SESSION_COOKIE_NAME } from '@atlas/api/entities/user';
import { NOTIFICATIONS_CLEARED } from '@atlas/api/endpoints/clear-notifications';
import { companyMembers, mailJobs, notifications, realtimeEvents } from '../src/db/schema';
import type { Clock } from '../src/plugins/clock';
import { addressSequence } from './helpers/addresses';
import { solvedCaptcha } from './helpers/captcha';
import { insertBareCompany } from './helpers/profile-fixtures';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';
import { dataOf, openSse, portOf, type SseClient } from './helpers/sse';
import { insertSignedInUser } from './helpers/users';

/** A clock tests move: events, notifications and the digest read it. */
let nowMs = Date.parse('2026-03-02T09:00:00Z');
const clock: Clock = { now: () => new Date(nowMs) };

let server: TestServer;
let port: number;
const nextIp = addressSequence('10.7');
let member: { id: string; token: string };
let visitor: { id: string; token: string };
let stranger: { id: string; token: string };
const streams: SseClient[] = [];

async function stream(token: string, options: Parameters<typeof openSse>[2] = {}) {
  const client = await openSse(port, token, options);
  streams.push(client);
  await client.waitFor((events) => events.some((event) => event.event === 'ready'));
  return client;
}

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: unknown,
) {
  return server.app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: {
      ...(token ? { cookie: `${SESSION_COOKIE_NAME}=${token}` } : {}),
      ...(method === 'GET' ? {} : { origin: TEST_PUBLIC_URL }),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

let keys = 0;
async function contactRequest(token: string | null, message: string) {
  keys += 1;
  const ip = nextIp();
  return server.app.inject({
    method: 'POST',
    url: '/api/companies/realtime-co/contact-requests',
    remoteAddress: ip,
    headers: {
      'content-type': 'application/json',
      origin: TEST_PUBLIC_URL,
      ...(token ? { cookie: `${SESSION_COOKIE_NAME}=${token}` } : {}),
    },
    payload: JSON.stringify({
      name: 'Vera Visitor',
      email: 'vera@visitor.test',
      message,
      budget: '',
      captcha: await solvedCaptcha(server.app, ip),
      idempotency_key: `realtime-key-${keys}-${Date.now()}`,
    }),
  });
}

beforeAll(async () => {
  server = await buildTestServer({
    companies: 1,
    clock,
    config: {
      CAPTCHA_DIFFICULTY: '4',
      REALTIME_HEARTBEAT_MS: '100',
      REALTIME_PRESENCE_GRACE_MS: '150',
    },
  });
  const { db } = server.app.database;
  const company = await insertBareCompany(db, 'realtime-co', 'sales@realtime-co.test');
  member = await insertSignedInUser(db, 'mia@realtime-co.test', 'Mia Member');
  visitor = await insertSignedInUser(db, 'vera@visitor.test', 'Vera Visitor');
  stranger = await insertSignedInUser(db, 'sam@stranger.test', 'Sam Stranger');
  await db
    .insert(companyMembers)
    .values({ companyId: company.id, userId: member.id, role: 'owner' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = portOf(server.app);
});

afterAll(async () => {
  for (const client of streams) client.close();
  await server?.close();
});

let conversationId = '';

describe('GET /api/realtime', () => {
  it('answers 401 without a session and 400 naming a bad Last-Event-ID or lastEventId', async () => {
    const anonymous = await call('GET', '/api/realtime', null);
    expect(anonymous.statusCode).toBe(401);
    const header = await server.app.inject({
      method: 'GET',
      url: '/api/realtime',
      headers: { cookie: `${SESSION_COOKIE_NAME}=${member.token}`, 'last-event-id': 'abc' },
    });
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toMatch(/^Last-Event-ID/);
    const query = await call('GET', '/api/realtime?lastEventId=-1', member.token);
    expect(query.statusCode).toBe(400);
    expect(query.json().fields[0].field).toBe('lastEventId');
  });

  it('streams a contact request to the company member live: the notification and the conversation', async () => {
    const memberStream = await stream(member.token);
    expect(memberStream.status).toBe(200);
    expect(memberStream.headers['content-type']).toMatch(/^text\/event-stream/);
    const visitorStream = await stream(visitor.token);

    const sent = await contactRequest(visitor.token, 'Hello <script>alert(1)</script> team');
    expect(sent.statusCode).toBe(200);

    const events = await memberStream.waitFor(
      (all) =>
        all.some((event) => event.event === 'notification.created') &&
        all.some((event) => event.event === 'message.created'),
    );
    for (const event of events.filter((item) => item.event !== 'ready'))
      expect(RealtimeEventSchema.parse(JSON.parse(event.data)).type).toBe(event.event);
    const [created] = dataOf(events, 'notification.created');
    const notification = NotificationSchema.parse(
      (created as { notification: unknown }).notification,
    );
    expect(notification.type).toBe('contact_request');
    expect(notification.message).toContain('<strong>Vera Visitor</strong>');
    expect(notification.message).not.toContain('<script');
    expect(notification.timestamp.seconds).toBe(Math.floor(nowMs / 1000));
    conversationId = notification.resourceId ?? '';
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);

    const [message] = dataOf(events, 'message.created');
    const chat = ChatMessageSchema.parse((message as { message: unknown }).message);
    expect(chat.body).toBe('<p>Hello &lt;script&gt;alert(1)&lt;/script&gt; team</p>');
    await visitorStream.waitFor((all) => all.some((event) => event.event === 'message.created'));
    // The sender gets no notification of their own message.
    expect(dataOf(visitorStream.events, 'notification.created')).toEqual([]);

    const listed = await call('GET', '/api/notifications', member.token);
    expect(listed.json().data).toEqual([notification]);
    const conversations = await call('GET', '/api/conversations', member.token);
    expect(conversations.json().data).toHaveLength(1);
    expect(conversations.json().data[0]).toMatchObject({ id: conversationId, unread: 1 });
    memberStream.close();
    visitorStream.close();
  });

  it('sends heartbeats as comment lines', async () => {
    const client = await stream(stranger.token);
    await client.waitFor(() => client.comments >= 2, 3_000);
    client.close();
  });

  it('replays what a stream missed after Last-Event-ID (or ?lastEventId), each event once', async () => {
    const first = await stream(member.token);
    const ready = dataOf(first.events, 'ready')[0] as { lastEventId: string };
    // The position is the ready event's id too, which EventSource sends back when it reconnects.
    expect(first.events.find((event) => event.event === 'ready')?.id).toBe(ready.lastEventId);
    first.close();

    for (const text of ['First while away', 'Second while away']) {
      const answer = await call(
        'POST',
        `/api/conversations/${conversationId}/messages`,
        visitor.token,
        {
          body: text,
        },
      );
      expect(answer.statusCode).toBe(200);
    }

    const resumed = await stream(member.token, { lastEventId: ready.lastEventId });
    const events = await resumed.waitFor(
      (all) =>
        dataOf(all, 'message.created').length === 2 &&
        dataOf(all, 'notification.created').length === 2,
    );
    const bodies = dataOf(events, 'message.created').map(
      (item) => (item as { message: { body: string } }).message.body,
    );
    expect(bodies).toEqual(['<p>First while away</p>', '<p>Second while away</p>']);
    const ids = events.filter((event) => event.id !== undefined).map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    const lastId = events.at(-1)?.id ?? '';
    resumed.close();

    // The same through the query string, from the last event seen: nothing comes again.
    const again = await stream(member.token, { query: `?lastEventId=${lastId}` });
    await new Promise((resolve) => setTimeout(resolve, 250));
    const repeated = again.events.filter(
      (event) =>
        event.event !== 'ready' && event.id !== undefined && BigInt(event.id) <= BigInt(lastId),
    );
    expect(repeated).toEqual([]);
    expect(again.events.find((event) => event.event === 'ready')?.id).toBe(lastId);
    expect(dataOf(again.events, 'message.created')).toEqual([]);
    again.close();
  });

  it('stores an event before it is published: a stream hears of it only after the commit', async () => {
    const before = await server.app.database.db
      .select({ id: realtimeEvents.id })
      .from(realtimeEvents)
      .where(eq(realtimeEvents.userId, member.id));
    const client = await stream(member.token);
    await server.app.database.db
      .transaction(async (tx) => {
        const batch = server.app.realtime.batch();
        await server.app.notifications.notify(tx, batch, {
          userId: member.id,
          type: 'awards',
          message: 'Never committed',
          resourceId: null,
        });
        await batch.publish();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(dataOf(client.events, 'notification.created')).toEqual([]);
    const after = await server.app.database.db
      .select({ id: realtimeEvents.id })
      .from(realtimeEvents)
      .where(eq(realtimeEvents.userId, member.id));
    expect(after).toHaveLength(before.length);
    client.close();
  });
});

describe('conversations: participants only', () => {
  const calls = [
    ['GET', () => `/api/conversations/${conversationId}`, undefined],
    ['POST', () => `/api/conversations/${conversationId}/messages`, { body: 'Let me in' }],
    ['POST', () => `/api/conversations/${conversationId}/read`, undefined],
  ] as const;

  it.each(calls)(
    '%s %s answers 404 to someone who is not a participant',
    async (method, url, body) => {
      const answer = await call(method, url(), stranger.token, body);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe('id: no such conversation');
      const unknown = await call(
        method,
        url().replace(conversationId, '00000000-0000-4000-8000-000000000000'),
        member.token,
        body,
      );
      expect(unknown.statusCode).toBe(404);
      const signedOut = await call(method, url(), null, body);
      expect(signedOut.statusCode).toBe(401);
    },
  );

  it('lists no conversation for someone who is not a participant', async () => {
    expect((await call('GET', '/api/conversations', stranger.token)).json().data).toEqual([]);
  });

  it('pages messages and marks them read for the reader, live for the others', async () => {
    const page = await call('GET', `/api/conversations/${conversationId}?limit=2`, member.token);
    expect(page.statusCode).toBe(200);
    const data = page.json().data;
    expect(data.messages.map((m: { body: string }) => m.body)).toEqual([
      '<p>First while away</p>',
      '<p>Second while away</p>',
    ]);
    expect(data.nextBefore).toBe(data.messages[0].id);
    const older = await call(
      'GET',
      `/api/conversations/${conversationId}?before=${data.nextBefore}`,
      member.token,
    );
    expect(older.json().data.messages).toHaveLength(1);
    expect(older.json().data.nextBefore).toBeNull();
    expect(data.receiver).toMatchObject({ id: visitor.id, name: 'Vera Visitor' });

    const visitorStream = await stream(visitor.token);
    const read = await call('POST', `/api/conversations/${conversationId}/read`, member.token);
    expect(read.json().data.lastReadMessageId).toBe(data.messages[1].id);
    await visitorStream.waitFor((all) => dataOf(all, 'conversation.read').length === 1);
    const listed = await call('GET', '/api/conversations', member.token);
    expect(listed.json().data[0].unread).toBe(0);
    visitorStream.close();
  });

  it('sends a file with a message, readable by the participants only, never on /uploads', async () => {
    const upload = (token: string, id = conversationId) => {
      const boundary = 'chat-boundary';
      return server.app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/attachments`,
        remoteAddress: nextIp(),
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="brief v2.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
          ),
          Buffer.from('%PDF-1.4 a brief'),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    };
    expect((await upload(stranger.token)).statusCode).toBe(404);
    const uploaded = await upload(visitor.token);
    expect(uploaded.statusCode).toBe(200);
    const file = uploaded.json().data;
    expect(file).toMatchObject({ name: 'brief v2.pdf', content_type: 'application/pdf', size: 16 });
    expect(file.path).toMatch(new RegExp(`^chat/${conversationId}/[0-9a-f]{32}\\.pdf$`));

    // Not of this conversation, or not uploaded: refused, naming the field.
    const foreign = await call(
      'POST',
      `/api/conversations/${conversationId}/messages`,
      visitor.token,
      {
        body: 'Here it is',
        attachments: [
          {
            path: file.path.replace(conversationId, '00000000-0000-4000-8000-000000000000'),
            name: 'x.pdf',
          },
        ],
      },
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields[0].field).toBe('attachments');
    const sent = await call(
      'POST',
      `/api/conversations/${conversationId}/messages`,
      visitor.token,
      {
        body: 'Here it is',
        attachments: [{ path: file.path, name: 'brief v2.pdf' }],
      },
    );
    expect(sent.statusCode).toBe(200);
    const url = `/api/conversations/files/${file.path}`;
    expect(sent.json().data.attachments).toEqual([
      { name: 'brief v2.pdf', size: 16, content_type: 'application/pdf', url },
    ]);
    const read = (token: string | null) =>
      server.app.inject({
        method: 'GET',
        url,
        remoteAddress: nextIp(),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const asMember = await read(member.token);
    expect(asMember.statusCode).toBe(200);
    expect(asMember.body).toBe('%PDF-1.4 a brief');
    expect(asMember.headers['cache-control']).toBe('private, no-store');
    expect((await read(stranger.token)).statusCode).toBe(404);
    expect((await read(null)).statusCode).toBe(404);
    expect(
      (await server.app.inject({ method: 'GET', url: `/uploads/${file.path}` })).statusCode,
    ).toBe(404);
    // The conversation shows it to the other side too.
    const seen = await call('GET', `/api/conversations/${conversationId}`, member.token);
    expect(seen.json().data.messages.at(-1).attachments[0].url).toBe(url);
  });
});

describe('presence', () => {
  it('is online while a stream is open, offline after the grace period, told live to the other side', async () => {
    const visitorStream = await stream(visitor.token);
    const memberStream = await stream(member.token);
    // Presence is stored just after the stream is ready: under load, a moment later.
    await expect
      .poll(
        async () =>
          (await call('GET', `/api/conversations/${conversationId}`, visitor.token)).json().data
            .receiver,
        { timeout: 5_000 },
      )
      .toMatchObject({ id: member.id, isOnline: true });

    memberStream.close();
    // The newest presence event the visitor holds says offline (under load an earlier stream's
    // changes may arrive first; what counts is where they end).
    const events = await visitorStream.waitFor(
      (all) =>
        (dataOf(all, 'presence.changed').at(-1) as { isOnline?: boolean } | undefined)?.isOnline ===
        false,
    );
    expect(dataOf(events, 'presence.changed').at(-1)).toEqual({
      type: 'presence.changed',
      userId: member.id,
      isOnline: false,
    });
    const offline = await call('GET', `/api/conversations/${conversationId}`, visitor.token);
    expect(offline.json().data.receiver.isOnline).toBe(false);
    visitorStream.close();
  });

  it('a reconnect within the grace period keeps the person online', async () => {
    const visitorStream = await stream(visitor.token);
    const first = await stream(member.token);
    await expect
      .poll(
        async () =>
          (await call('GET', `/api/conversations/${conversationId}`, visitor.token)).json().data
            .receiver,
        { timeout: 5_000 },
      )
      .toMatchObject({ id: member.id, isOnline: true });
    first.close();
    const second = await stream(member.token);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const changes = dataOf(visitorStream.events, 'presence.changed');
    expect(changes.filter((item) => !(item as { isOnline: boolean }).isOnline)).toEqual([]);
    second.close();
    visitorStream.close();
  });

  it('goes offline at once with the unload beacon and on sign-out, which also ends the stream', async () => {
    const visitorStream = await stream(visitor.token);
    const memberStream = await stream(member.token);
    const changes = () =>
      dataOf(visitorStream.events, 'presence.changed').map(
        (item) => (item as { isOnline: boolean }).isOnline,
      );
    const beacon = await call('POST', '/api/presence', member.token, { online: false });
    expect(beacon.statusCode).toBe(200);
    const wrong = await call('POST', '/api/presence', member.token, { online: true });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/online/);
    await visitorStream.waitFor(() => changes().includes(false));
    // Its stream is still open: the next heartbeat says the member is here after all.
    await visitorStream.waitFor(() => changes().lastIndexOf(true) > changes().indexOf(false));

    const memberHears = memberStream.events.length;
    const logout = await call('POST', '/api/logout', visitor.token);
    expect(logout.statusCode).toBe(200);
    await visitorStream.ended;
    await memberStream.waitFor((all) =>
      all
        .slice(memberHears)
        .some(
          (event) =>
            event.event === 'presence.changed' &&
            (JSON.parse(event.data) as { isOnline: boolean }).isOnline === false,
        ),
    );
    memberStream.close();
  });
});

describe('notifications', () => {
  it('deletes one (only its owner), then clears the rest in one batch, live', async () => {
    const list = (await call('GET', '/api/notifications', member.token)).json().data as {
      id: string;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    const [first, ...rest] = list;
    if (!first) throw new Error('no notification');
    expect(
      (await call('DELETE', `/api/notifications/${first.id}`, stranger.token)).statusCode,
    ).toBe(404);
    const client = await stream(member.token);
    const deleted = await call('DELETE', `/api/notifications/${first.id}`, member.token);
    expect(deleted.statusCode).toBe(200);
    expect((await call('DELETE', `/api/notifications/${first.id}`, member.token)).statusCode).toBe(
      404,
    );

    const cleared = await call('POST', '/api/notifications/clear', member.token, {
      ids: rest.map((item) => item.id),
    });
    expect(cleared.json()).toEqual({ message: NOTIFICATIONS_CLEARED });
    const events = await client.waitFor((all) => dataOf(all, 'notification.deleted').length === 2);
    expect(dataOf(events, 'notification.deleted')[1]).toEqual({
      type: 'notification.deleted',
      ids: expect.arrayContaining(rest.map((item) => item.id)),
    });
    expect((await call('GET', '/api/notifications', member.token)).json().data).toEqual([]);
    const bad = await call('POST', '/api/notifications/clear', member.token, { ids: ['x'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/ids/);
    client.close();
  });

  it('follows each type’s channel: off stores nothing, e-mail mails what stayed unread for 15 minutes', async () => {
    const manageId = await server.app.authRepository.manageIdOf(member.id);
    const preferences = await call('GET', `/api/email/preferences/${manageId}/notifications`, null);
    expect(preferences.json().data.preferences.chat_new_message).toBe('app');
    const saved = await call('PUT', `/api/email/preferences/${manageId}/notifications`, null, {
      ...preferences.json().data.preferences,
      chat_new_message: 'off',
      awards: 'email',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.preferences).toMatchObject({
      chat_new_message: 'off',
      awards: 'email',
    });
    expect(
      (
        await call(
          'GET',
          '/api/email/preferences/00000000-0000-4000-8000-000000000000/notifications',
          null,
        )
      ).statusCode,
    ).toBe(404);

    await call('POST', `/api/conversations/${conversationId}/messages`, stranger.token, {
      body: 'x',
    });
    const visitorToken = (await insertSignedInUser(server.app.database.db, 'vera2@visitor.test'))
      .token;
    void visitorToken;
    const { db } = server.app.database;
    const batch = server.app.realtime.batch();
    await db.transaction(async (tx) => {
      await server.app.notifications.notify(tx, batch, {
        userId: member.id,
        type: 'chat_new_message',
        message: 'muted',
        resourceId: null,
      });
      await server.app.notifications.notify(tx, batch, {
        userId: member.id,
        type: 'awards',
        message: '<img src=x onerror=alert(1)>You are <b>nominated</b>',
        resourceId: null,
      });
    });
    await batch.publish();
    const stored = await db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(stored.filter((row) => row.message === 'muted')).toEqual([]);
    const award = stored.find((row) => row.type === 'awards');
    expect(award?.message).toBe('You are <b>nominated</b>');

    expect(await server.app.notifications.runDigest()).toBe(0);
    nowMs += 15 * 60 * 1000;
    expect(await server.app.notifications.runDigest()).toBe(1);
    expect(await server.app.notifications.runDigest()).toBe(0);
    const [mail] = await db.select().from(mailJobs).where(eq(mailJobs.kind, 'notification_digest'));
    expect(mail?.recipient).toBe('mia@realtime-co.test');
    expect(mail?.html).toContain('You are <b>nominated</b>');
    expect(mail?.text).toContain('Awards news: You are nominated');
  });
});
