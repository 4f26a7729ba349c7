import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE_NAME } from '@atlas/api/entities/user';
import { buildServer } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import type { RealtimeFanout } from '../src/modules/realtime/fanout';
import { createTestDatabase, type TestDatabase } from './helpers/db';
import { testConfig, TEST_PUBLIC_URL } from './helpers/server';
import { dataOf, openSse, portOf, type SseClient } from './helpers/sse';
import { insertChattingPair } from './helpers/chat';

/*
 * Two server instances on one PostgreSQL, each with its own pool and fan-out connection: an event
 * raised through one reaches a stream connected to the other, through PostgreSQL LISTEN/NOTIFY and
 * through Redis pub/sub. And with a fan-out that loses every announcement (an instance killed
 * between commit and publish), the stored row still reaches the stream at the next heartbeat.
 */

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let testDatabase: TestDatabase;
const extraDatabases: Database[] = [];
const apps: FastifyInstance[] = [];
const clients: SseClient[] = [];
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let conversationId: string;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const { db } = testDatabase.database;
  ({ alice, bob, conversationId } = await insertChattingPair(db, 'instances.test'));
});

afterAll(async () => {
  for (const client of clients) client.close();
  for (const app of apps) await app.close();
  for (const database of extraDatabases) await database.close();
  await testDatabase?.cleanup();
});

/** A server instance on the shared database, with its own pool. */
async function instance(
  config: Record<string, string>,
  realtimeFanout?: RealtimeFanout,
): Promise<FastifyInstance> {
  const database = await openDatabase({
    databaseUrl: testDatabase.url,
    dataDir: '',
    maxConnections: 3,
  });
  extraDatabases.push(database);
  const app = await buildServer(testConfig({ REALTIME_HEARTBEAT_MS: '3000', ...config }), {
    database,
    renderer: null,
    ...(realtimeFanout ? { realtimeFanout } : {}),
  });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

function send(app: FastifyInstance, token: string, body: string) {
  return app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: {
      cookie: `${SESSION_COOKIE_NAME}=${token}`,
      origin: TEST_PUBLIC_URL,
      'content-type': 'application/json',
    },
    payload: JSON.stringify({ body }),
  });
}

async function connect(app: FastifyInstance, token: string): Promise<SseClient> {
  const client = await openSse(portOf(app), token);
  clients.push(client);
  await client.waitFor((events) => events.some((event) => event.event === 'ready'));
  return client;
}

const bodies = (client: SseClient) =>
  dataOf(client.events, 'message.created').map(
    (item) => (item as { message: { body: string } }).message.body,
  );

describe.each<{ name: string; config: Record<string, string> }>([
  { name: 'PostgreSQL LISTEN/NOTIFY', config: { REALTIME_FANOUT: 'postgres' } },
  { name: 'Redis pub/sub', config: { REALTIME_FANOUT: 'redis', REDIS_URL } },
])('two instances through $name', ({ name, config }) => {
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await instance(config);
    second = await instance(config);
  });

  it('uses the configured fan-out', () => {
    expect(first.realtime.fanout.kind).toBe(config.REALTIME_FANOUT);
    expect(second.realtime.fanout.kind).toBe(config.REALTIME_FANOUT);
  });

  it('delivers a message raised on one instance to a stream on the other, at once', async () => {
    const onSecond = await connect(second, bob.token);
    const text = `Hello from the first instance (${name})`;
    const started = Date.now();
    expect((await send(first, alice.token, text)).statusCode).toBe(200);
    // Well under the heartbeat (3 s): delivered by the announcement, not by the catch-up.
    await onSecond.waitFor(() => bodies(onSecond).includes(`<p>${text}</p>`), 1_500);
    expect(Date.now() - started).toBeLessThan(1_500);
    onSecond.close();
  });

  it('shows the person online on the other instance while their stream is open', async () => {
    const bobStream = await connect(first, bob.token);
    const answer = await second.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}`,
      headers: { cookie: `${SESSION_COOKIE_NAME}=${alice.token}` },
    });
    expect(answer.json().data.receiver).toMatchObject({ id: bob.id, isOnline: true });
    bobStream.close();
  });
});

/** A fan-out that loses every announcement: only the heartbeat's catch-up delivers. */
const silent: RealtimeFanout = {
  kind: 'memory',
  ready: () => Promise.resolve(),
  publish: () => Promise.resolve(),
  subscribe: () => () => undefined,
  close: () => Promise.resolve(),
};

describe('an instance whose announcements are lost', () => {
  it('still delivers the stored event, at the next heartbeat', async () => {
    const app = await instance({ REALTIME_HEARTBEAT_MS: '200' }, silent);
    const stream = await connect(app, bob.token);
    expect((await send(app, alice.token, 'Announced to nobody')).statusCode).toBe(200);
    await stream.waitFor(() => bodies(stream).includes('<p>Announced to nobody</p>'), 3_000);
    stream.close();
  });
});

describe("the heartbeat's catch-up", () => {
  it("delivers a person's row that commits after a larger id of someone else", async () => {
    // A heartbeat that never comes by itself: the test runs each one.
    const app = await instance({ REALTIME_HEARTBEAT_MS: '300000' }, silent);
    const db = extraDatabases[extraDatabases.length - 1]?.db;
    if (!db) throw new Error('the instance has no database');
    const stream = await connect(app, bob.token);
    const marker = { type: 'presence.changed' as const, userId: alice.id, isOnline: true };

    // Bob's row takes its id first and stays uncommitted while Alice's larger id commits.
    let commitBob!: () => void;
    const bobMayCommit = new Promise<void>((resolve) => (commitBob = resolve));
    let bobRecorded!: () => void;
    const bobHasId = new Promise<void>((resolve) => (bobRecorded = resolve));
    const bobWrite = db.transaction(async (tx) => {
      await app.realtime.record(tx, [{ userId: bob.id, event: marker }]);
      bobRecorded();
      await bobMayCommit;
    });
    await bobHasId;
    await app.realtime.emit([{ userId: alice.id, event: { ...marker, userId: bob.id } }]);
    await app.realtime.tick();
    commitBob();
    await bobWrite;

    await app.realtime.tick();
    await stream.waitFor(
      (events) =>
        dataOf(events, 'presence.changed').some(
          (data) => (data as { userId: string }).userId === alice.id,
        ),
      3_000,
    );
    stream.close();
  });
});
