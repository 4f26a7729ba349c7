import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@atlas/api/entities/realtime';
import { createMemoryDocumentStore } from '../src/modules/realtime/document-store';
import { createMemoryFanout } from '../src/modules/realtime/fanout';
import {
  FirestoreMirror,
  MIRROR_CURSOR_DOCUMENT,
  notificationPath,
  presencePath,
} from '../src/modules/realtime/firestore-mirror';
import { createRealtimeRepository } from '../src/modules/realtime/repository';
import { Realtime } from '../src/modules/realtime/service';
import { realtimePlugin } from '../src/modules/realtime/plugin';
import { clockPlugin } from '../src/plugins/clock';
import { configPlugin } from '../src/plugins/config';
import { databasePlugin } from '../src/plugins/database';
import { createTestDatabase, type TestDatabase } from './helpers/db';
import { testConfig } from './helpers/server';
import { insertVerifiedUser } from './helpers/users';

/*
 * The Firestore mirror over the real event log and presence rows, writing to the in-memory
 * stand-in of the document store (its contract with Firestore itself is document-store.test.ts).
 */

let nowMs = Date.parse('2026-03-02T09:00:00Z');
const now = () => new Date(nowMs);
let database: TestDatabase;
let realtime: Realtime;
const lines: string[] = [];
let mia = '';
let vera = '';

/** The notification ids of this file: uuids ending in the number. */
const nid = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

function notification(id: string, seconds: number, message = '<b>New</b> request'): Notification {
  return {
    id,
    type: 'contact_request',
    message,
    resourceId: 'c-1',
    timestamp: { seconds, nanoseconds: 5_000_000 },
  };
}

function mirrorOf(store: ReturnType<typeof createMemoryDocumentStore>, settleMs = 30_000) {
  return new FirestoreMirror({
    repository: createRealtimeRepository(database.database.db),
    store,
    now,
    settleMs,
    log: (line, error) => lines.push(`${line} ${error instanceof Error ? error.message : ''}`),
  });
}

beforeAll(async () => {
  database = await createTestDatabase({ maxConnections: 2 });
  const { db } = database.database;
  mia = (await insertVerifiedUser(db, 'mia@mirror.test', 'Mia')).id;
  vera = (await insertVerifiedUser(db, 'vera@mirror.test', 'Vera')).id;
  realtime = new Realtime({
    db,
    repository: createRealtimeRepository(db),
    fanout: createMemoryFanout(),
    now,
    heartbeatMs: 60_000,
    presenceGraceMs: 10,
    log: () => undefined,
  });
});

afterAll(async () => {
  await realtime?.shutdown();
  await database?.cleanup();
});

describe('FirestoreMirror', () => {
  const store = createMemoryDocumentStore();
  let mirror: FirestoreMirror;

  it('writes a created notification to users/{userId}/notifications/{id} with SPEC §3 fields', async () => {
    mirror = mirrorOf(store);
    await realtime.emit([
      {
        userId: mia,
        event: { type: 'notification.created', notification: notification(nid(1), 100) },
      },
      {
        userId: vera,
        event: { type: 'notification.created', notification: notification(nid(2), 101) },
      },
    ]);
    expect(await mirror.sync()).toBe(true);
    expect(await store.get(notificationPath(mia, nid(1)))).toEqual({
      type: 'contact_request',
      message: '<b>New</b> request',
      resourceId: 'c-1',
      timestamp: { seconds: 100, nanoseconds: 5_000_000 },
    });
    expect((await store.list(`users/${vera}/notifications`)).map((doc) => doc.id)).toEqual([
      nid(2),
    ]);
  });

  it('deletes one and clears many, as the rows say', async () => {
    await realtime.emit([
      {
        userId: mia,
        event: { type: 'notification.created', notification: notification(nid(3), 102) },
      },
      {
        userId: mia,
        event: { type: 'notification.created', notification: notification(nid(4), 103) },
      },
    ]);
    await realtime.emit([{ userId: mia, event: { type: 'notification.deleted', ids: [nid(1)] } }]);
    await mirror.sync();
    expect((await store.list(`users/${mia}/notifications`)).map((doc) => doc.id)).toEqual([
      nid(3),
      nid(4),
    ]);
    await realtime.emit([
      { userId: mia, event: { type: 'notification.deleted', ids: [nid(3), nid(4)] } },
    ]);
    await mirror.sync();
    expect(await store.list(`users/${mia}/notifications`)).toEqual([]);
  });

  it('mirrors presence changes to users/{id} isOnline, even with nobody following', async () => {
    await realtime.goOffline(vera);
    await mirror.sync();
    expect(await store.get(presencePath(vera))).toEqual({ isOnline: false });
    await database.database.db.transaction((tx) =>
      realtime.repository.setOnline(tx, vera, true, new Date(nowMs + 1)),
    );
    await mirror.sync();
    expect(await store.get(presencePath(vera))).toEqual({ isOnline: true });
  });

  it('loses nothing when a write fails: logged, then written at the next pass', async () => {
    const before = lines.length;
    store.failNext();
    await realtime.emit([
      {
        userId: vera,
        event: { type: 'notification.created', notification: notification(nid(5), 104) },
      },
    ]);
    expect(await mirror.sync()).toBe(false);
    expect(lines.length).toBe(before + 1);
    expect(lines.at(-1)).toMatch(/Firestore mirror could not write/);
    expect(await store.get(notificationPath(vera, nid(5)))).toBeNull();
    expect(await mirror.sync()).toBe(true);
    expect(await store.get(notificationPath(vera, nid(5)))).not.toBeNull();
  });

  it('a new process (a restart) resumes from the cursor stored with the documents', async () => {
    // Everything so far is older than the settle window: the stored cursor passes it.
    nowMs += 60_000;
    await mirror.sync();
    const cursor = await store.get(MIRROR_CURSOR_DOCUMENT);
    expect(Number(cursor?.['eventId'])).toBeGreaterThan(0);
    // Someone deletes a document by hand; a restarted mirror does not rewrite settled history…
    await store.commit([{ kind: 'delete', path: notificationPath(vera, nid(5)) }]);
    const restarted = mirrorOf(store);
    const commitsBefore = store.commits;
    await restarted.sync();
    expect(store.commits).toBe(commitsBefore);
    expect(await store.get(notificationPath(vera, nid(5)))).toBeNull();
    // …and writes what came while it was down.
    await realtime.emit([
      {
        userId: mia,
        event: { type: 'notification.created', notification: notification(nid(6), 105) },
      },
    ]);
    await restarted.sync();
    expect(await store.get(notificationPath(mia, nid(6)))).not.toBeNull();
  });

  it('never moves the stored cursor past rows younger than the settle window', async () => {
    const fresh = createMemoryDocumentStore();
    const mirror2 = mirrorOf(fresh, 30_000);
    await realtime.emit([
      {
        userId: mia,
        event: { type: 'notification.created', notification: notification(nid(7), 106) },
      },
    ]);
    await mirror2.sync();
    const cursor = Number((await fresh.get(MIRROR_CURSOR_DOCUMENT))?.['eventId']);
    expect(await fresh.get(notificationPath(mia, nid(7)))).not.toBeNull();
    // Event 7's row is brand new: the cursor stays before it, so a restart re-reads it.
    const [latest] = await realtime.repository.notificationEventsAfter(BigInt(cursor), 10);
    expect(latest?.data).toMatchObject({ notification: { id: nid(6) } });
  });
});

describe('the realtime plugin with a document store', () => {
  it('mirrors after every commit without being asked, and stops with the server', async () => {
    const store = createMemoryDocumentStore();
    const app = Fastify({ logger: false });
    await app.register(configPlugin, {
      config: testConfig({ REALTIME_HEARTBEAT_MS: '60000', LOG_LEVEL: 'silent' }),
    });
    await app.register(clockPlugin, { clock: { now } });
    await app.register(databasePlugin, { database: database.database, closeOnShutdown: false });
    await app.register(realtimePlugin, { fanout: createMemoryFanout(), documentStore: store });
    await app.ready();
    expect(app.firestoreMirror).not.toBeNull();
    await app.realtime.emit([
      {
        userId: vera,
        event: { type: 'notification.created', notification: notification(nid(8), 108) },
      },
    ]);
    await vi.waitFor(async () =>
      expect(await store.get(notificationPath(vera, nid(8)))).toMatchObject({
        type: 'contact_request',
      }),
    );
    await app.realtime.goOffline(mia);
    await vi.waitFor(async () =>
      expect(await store.get(presencePath(mia))).toEqual({ isOnline: false }),
    );
    await app.close();
    expect(await app.firestoreMirror?.sync()).toBe(false);
  });

  it('has no mirror without FIREBASE_* or a store', async () => {
    const app = Fastify({ logger: false });
    await app.register(configPlugin, { config: testConfig({ LOG_LEVEL: 'silent' }) });
    await app.register(clockPlugin, { clock: { now } });
    await app.register(databasePlugin, { database: database.database, closeOnShutdown: false });
    await app.register(realtimePlugin, { fanout: createMemoryFanout() });
    await app.ready();
    expect(app.firestoreMirror).toBeNull();
    await app.close();
  });
});
