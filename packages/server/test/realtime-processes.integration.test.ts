import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startChildServer,
  stopChildServer,
  waitUntilReady,
  type ChildServer,
} from './helpers/child-server';
import { createTestDatabase, type TestDatabase } from './helpers/db';
import { dataOf, openSse, type SseClient, type SseEvent } from './helpers/sse';
import { insertChattingPair } from './helpers/chat';

/*
 * Two server processes on one PostgreSQL (issue 17): an event raised on one reaches a stream on
 * the other through LISTEN/NOTIFY, and when a process is killed with SIGKILL while it raises
 * events, every event it acknowledged reaches the stream once after a reconnect to the other.
 */

let testDatabase: TestDatabase;
const servers: ChildServer[] = [];
const clients: SseClient[] = [];
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let conversationId: string;
let first: ChildServer;
let second: ChildServer;

async function process(): Promise<ChildServer> {
  const server = await startChildServer({
    DATABASE_URL: testDatabase.url,
    SEED_DEMO_DATA: 'false',
    REALTIME_HEARTBEAT_MS: '3000',
  });
  servers.push(server);
  return server;
}

const portOf = (server: ChildServer) => Number(new URL(server.baseUrl).port);

async function connect(server: ChildServer, lastEventId?: string): Promise<SseClient> {
  const client = await openSse(
    portOf(server),
    bob.token,
    lastEventId === undefined ? {} : { lastEventId },
  );
  clients.push(client);
  await client.waitFor((events) => events.some((event) => event.event === 'ready'));
  return client;
}

function send(server: ChildServer, body: string): Promise<Response> {
  return fetch(`${server.baseUrl}/api/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ body }),
  });
}

const bodies = (events: readonly SseEvent[]) =>
  dataOf(events, 'message.created').map(
    (item) => (item as { message: { body: string } }).message.body,
  );

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const { db } = testDatabase.database;
  ({ alice, bob, conversationId } = await insertChattingPair(db, 'processes.test'));
  [first, second] = await Promise.all([process(), process()]);
  await Promise.all([waitUntilReady(first), waitUntilReady(second)]);
}, 180_000);

afterAll(async () => {
  for (const client of clients) client.close();
  await Promise.all(servers.map((server) => stopChildServer(server)));
  await testDatabase?.cleanup();
});

describe('two server processes on one PostgreSQL', () => {
  it('delivers an event raised on one to a stream on the other, through LISTEN/NOTIFY', async () => {
    const onSecond = await connect(second);
    const text = 'Hello from the other process';
    const started = Date.now();
    expect((await send(first, text)).status).toBe(200);
    // Well under the heartbeat (3 s): the announcement carried it, not the catch-up.
    await onSecond.waitFor((events) => bodies(events).includes(`<p>${text}</p>`), 2_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    onSecond.close();
  });

  it('loses nothing acknowledged when a process is killed (SIGKILL) while raising events', async () => {
    const onFirst = await connect(first);
    // Messages go out a few milliseconds apart, many in flight when the process dies.
    const texts = Array.from({ length: 40 }, (_, index) => `Message ${index} around the crash`);
    // It is killed as the fifth answer arrives, with later ones still in flight.
    let answered = 0;
    const answers = texts.map(
      (text, index) =>
        new Promise<boolean>((resolve) => {
          setTimeout(() => {
            send(first, text).then(
              (answer) => {
                answered += 1;
                if (answered === 5) first.process.kill('SIGKILL');
                resolve(answer.status === 200);
              },
              () => resolve(false),
            );
          }, index * 5);
        }),
    );
    const results = await Promise.all(answers);
    const acknowledged = texts.filter((_, index) => results[index]).map((text) => `<p>${text}</p>`);
    // Some were answered before it died, some never were.
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeLessThan(texts.length);
    await first.exited;
    await onFirst.ended;

    // Reconnect to the survivor from the last event the stream saw, as the browser does.
    const lastId = onFirst.events.filter((event) => event.id !== undefined).at(-1)?.id;
    const resumed = await connect(second, lastId);
    const seen = () => [...bodies(onFirst.events), ...bodies(resumed.events)];
    await resumed.waitFor(() => acknowledged.every((body) => seen().includes(body)), 5_000);
    for (const body of acknowledged)
      expect(
        seen().filter((item) => item === body),
        body,
      ).toHaveLength(1);
  });
});
