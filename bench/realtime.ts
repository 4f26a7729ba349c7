// Realtime delivery: many open event streams on the production server, and how fast a committed
// event reaches its stream.
//   pnpm bench:realtime [--streams 5000] [--messages 2000] [--rate 200] [--instances 1|2]
//                       [--fanout postgres|redis] [--database-url URL] [--redis-url URL]
// 1. Starts `packages/server/dist/main.js` (run `pnpm build` first): one instance on its own
//    embedded PostgreSQL (in-process fan-out), or with --instances 2 two instances on
//    --database-url (required then) through --fanout (PostgreSQL LISTEN/NOTIFY or Redis pub/sub).
// 2. Writes --streams people with sessions, paired into conversations, straight into the
//    database, and opens one GET /api/realtime per person (spread over the instances).
// 3. Sends --messages chat messages at --rate per second through POST /api/conversations/{id}/
//    messages (to the instance the receiver is NOT on, with two), each carrying its send time, and
//    times until the receiver's stream has it: from the request (so the figure includes the
//    request, the commit and the publish) to the event. Reports p50/p95/p99, lost events, and
//    each server's resident memory with all streams open.
// Targets (issue 17): from the committed event to its stream p95 ≤ 100 ms with 5,000 streams on
// one instance, RSS ≤ 400 MB. The request → stream figure is printed too: when the offered rate is
// beyond what the machine can commit, it grows with the queue of requests, not with delivery.
import { request as httpRequest, Agent } from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../packages/server/src/db/client';
import {
  conversationParticipants,
  conversations,
  presence,
  sessions,
  users,
} from '../packages/server/src/db/schema';
import { hashSecret, newSecret } from '../packages/server/src/lib/secrets';
import {
  startChildServer,
  stopChildServer,
  waitUntilReady,
  type ChildServer,
} from '../packages/server/test/helpers/child-server';

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '5000' },
    messages: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '200' },
    instances: { type: 'string', default: '1' },
    fanout: { type: 'string', default: 'postgres' },
    'database-url': { type: 'string' },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
    // glibc's MALLOC_ARENA_MAX for the servers (unset: glibc's default, 8 per core).
    'malloc-arena-max': { type: 'string' },
    // More Node options for the servers (`--node-options=--max-old-space-size=256`).
    'node-options': { type: 'string' },
    // Seconds to wait before sending, after every person is stored online.
    settle: { type: 'string', default: '2' },
  },
});

const STREAMS = Number(values.streams);
const MESSAGES = Number(values.messages);
const RATE = Number(values.rate);
const INSTANCES = Number(values.instances);
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/**
 * What a server's V8 heap holds, from a diagnostic report it writes on SIGUSR2 (the servers run
 * with --report-on-signal): heap used and reserved, and the report's own RSS. RSS far above the
 * reserved heap is memory outside V8 (buffers, the allocator's free lists).
 */
async function heapOf(server: ChildServer, directory: string): Promise<string> {
  const before = new Set(readdirSync(directory));
  server.process.kill('SIGUSR2');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const written = readdirSync(directory).find((name) => !before.has(name));
    if (written) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const report = JSON.parse(readFileSync(join(directory, written), 'utf8')) as {
        javascriptHeap: { usedMemory: number; totalMemory: number };
        resourceUsage: { rss: number };
      };
      const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
      return `heap used ${mib(report.javascriptHeap.usedMemory)} of ${mib(report.javascriptHeap.totalMemory)}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return 'no report';
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

interface Person {
  id: string;
  token: string;
  conversationId: string;
  partner: number;
}

/** People in pairs, each pair with a conversation; sessions valid for a day. */
async function seedPeople(database: Database, count: number): Promise<Person[]> {
  const people: Person[] = [];
  const stamp = Date.now();
  for (let start = 0; start < count; start += 500) {
    const size = Math.min(500, count - start);
    const tokens = Array.from({ length: size }, () => newSecret());
    const rows = await database.db
      .insert(users)
      .values(
        tokens.map((_token, index) => ({
          email: `bench-${stamp}-${start + index}@realtime.bench`,
          name: `Bench ${start + index}`,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id });
    await database.db.insert(sessions).values(
      rows.map((row, index) => ({
        userId: row.id,
        tokenHash: hashSecret(tokens[index] ?? ''),
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
    rows.forEach((row, index) =>
      people.push({ id: row.id, token: tokens[index] ?? '', conversationId: '', partner: -1 }),
    );
  }
  for (let index = 0; index + 1 < people.length; index += 2) {
    const a = people[index];
    const b = people[index + 1];
    if (!a || !b) continue;
    const [conversation] = await database.db
      .insert(conversations)
      .values({ subject: 'bench', createdAt: new Date(), lastMessageAt: new Date() })
      .returning({ id: conversations.id });
    if (!conversation) throw new Error('no conversation');
    await database.db.insert(conversationParticipants).values([
      { conversationId: conversation.id, userId: a.id, joinedAt: new Date() },
      { conversationId: conversation.id, userId: b.id, joinedAt: new Date() },
    ]);
    a.conversationId = b.conversationId = conversation.id;
    a.partner = index + 1;
    b.partner = index;
  }
  return people;
}

/**
 * One open stream: calls `onMessage` for each message event it reads, with the time the request
 * was sent (from the text) and the time the server stored it (the message's `createdAt`, taken in
 * the transaction just before its commit).
 */
function openStream(
  baseUrl: string,
  token: string,
  onMessage: (sentAt: number, n: string, storedAt: number) => void,
): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const url = new URL('/api/realtime', baseUrl);
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        agent,
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream answered ${response.statusCode}`));
          return;
        }
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!block.includes('event: message.created')) continue;
            const match = /sent=(\d+) n=(\d+)/.exec(block);
            const stored = /"createdAt":"([^"]+)"/.exec(block);
            if (match)
              onMessage(Number(match[1]), match[2] ?? '', Date.parse(stored?.[1] ?? '') || NaN);
          }
        });
        resolve(() => outgoing.destroy());
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function send(baseUrl: string, person: Person, body: string, address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(`/api/conversations/${person.conversationId}/messages`, baseUrl);
    const payload = JSON.stringify({ body });
    const outgoing = httpRequest(
      {
        method: 'POST',
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        agent,
        headers: {
          authorization: `Bearer ${person.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          // Each sender its own address: the per-address message limit is not what is measured.
          'x-forwarded-for': address,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

async function main(): Promise<void> {
  const databaseUrl = values['database-url'];
  if (INSTANCES > 1 && !databaseUrl)
    throw new Error('--instances 2 needs --database-url (both instances share one PostgreSQL)');
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-realtime-bench-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    SEED_DEMO_DATA: 'false',
    TRUST_PROXY: '1',
    REALTIME_HEARTBEAT_MS: '15000',
    NOTIFICATION_DIGEST_INTERVAL_MS: '0',
    NODE_OPTIONS: `--report-on-signal --report-signal=SIGUSR2 --report-directory=${join(dataDir, 'reports')} ${values['node-options'] ?? ''}`,
    ...(values['malloc-arena-max'] ? { MALLOC_ARENA_MAX: values['malloc-arena-max'] } : {}),
    ...(INSTANCES > 1
      ? values.fanout === 'redis'
        ? { REALTIME_FANOUT: 'redis', REDIS_URL: values['redis-url'] ?? '' }
        : { REALTIME_FANOUT: 'postgres' }
      : {}),
  };
  const servers: ChildServer[] = [];
  let database: Database | undefined;
  const closers: (() => void)[] = [];
  try {
    for (let index = 0; index < INSTANCES; index += 1) {
      const server = await startChildServer(env, { entry: 'build' });
      servers.push(server);
      await waitUntilReady(server, 300_000);
    }
    database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
    const people = await seedPeople(database, STREAMS);
    const instanceOf = (index: number) => servers[index % servers.length]?.baseUrl ?? '';

    const pending = new Map<string, number>();
    const latencies: number[] = [];
    /** From the stored (committed) message to its stream: what the target is about. */
    const fromCommit: number[] = [];
    const started = Date.now();
    for (let index = 0; index < people.length; index += 1) {
      const person = people[index];
      if (!person) continue;
      closers.push(
        await openStream(instanceOf(index), person.token, (sentAt, n, storedAt) => {
          if (!pending.delete(`${index}:${n}`)) return;
          const now = Date.now();
          latencies.push(now - sentAt);
          if (Number.isFinite(storedAt)) fromCommit.push(Math.max(0, now - storedAt));
        }),
      );
    }
    const opened = Date.now() - started;
    // Opening 5,000 streams in a few seconds is a crowd arriving at once: each person's presence
    // is written (one transaction at a time per instance) for a while after the last stream is
    // ready. The figures are about delivery to people already connected, so sending starts once
    // every one of them is stored online (at most a minute), then after --settle seconds.
    const presenceStarted = Date.now();
    let online = 0;
    while (Date.now() - presenceStarted < 60_000) {
      online = await database.db.$count(presence, eq(presence.isOnline, true));
      if (online >= people.length) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    console.log(
      `${online} of ${people.length} people stored online ${((Date.now() - presenceStarted) / 1000).toFixed(1)} s after the last stream opened`,
    );
    await new Promise((resolve) => setTimeout(resolve, Number(values.settle) * 1000));
    const rss = servers.map((server) => rssMiB(server.process.pid ?? 0));
    console.log(
      `${people.length} streams open on ${servers.length} instance(s) in ${(opened / 1000).toFixed(1)} s; RSS ${rss.map((value) => `${value.toFixed(0)} MiB`).join(', ')}`,
    );

    const interval = 1000 / RATE;
    const sendStarted = Date.now();
    const sends: Promise<number>[] = [];
    for (let n = 0; n < MESSAGES; n += 1) {
      const senderIndex = (n * 2) % people.length;
      const sender = people[senderIndex];
      if (!sender || sender.partner < 0) continue;
      pending.set(`${sender.partner}:${n}`, Date.now());
      // With two instances, the message goes to the instance the receiver is not connected to.
      const target = instanceOf(sender.partner + (servers.length > 1 ? 1 : 0));
      sends.push(
        send(target, sender, `sent=${Date.now()} n=${n}`, `10.${n % 250}.${(n >> 8) % 250}.1`),
      );
      await new Promise((resolve) => setTimeout(resolve, interval));
    }
    const statuses = await Promise.all(sends);
    const failed = statuses.filter((status) => status !== 200).length;
    const deadline = Date.now() + 20_000;
    while (pending.size > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    latencies.sort((a, b) => a - b);
    fromCommit.sort((a, b) => a - b);
    const sendSeconds = (Date.now() - sendStarted) / 1000;
    const rssAfter = servers.map((server) => rssMiB(server.process.pid ?? 0));
    console.log(
      `delivery of ${latencies.length}/${MESSAGES} messages (request → stream): p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, p99 ${percentile(latencies, 99)} ms; lost ${pending.size}; failed sends ${failed}`,
    );
    console.log(
      `from the committed message to its stream: p50 ${percentile(fromCommit, 50)} ms, p95 ${percentile(fromCommit, 95)} ms, p99 ${percentile(fromCommit, 99)} ms; ${(latencies.length / sendSeconds).toFixed(0)} messages/s delivered`,
    );
    mkdirSync(join(dataDir, 'reports'), { recursive: true });
    const heaps = [];
    for (const server of servers) heaps.push(await heapOf(server, join(dataDir, 'reports')));
    console.log(`V8 after: ${heaps.join('; ')}`);
    // The same ten seconds later, the streams still open and idle: what the collector gave back.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const settled = [];
    for (const server of servers) settled.push(await heapOf(server, join(dataDir, 'reports')));
    console.log(
      `10 s later: ${settled.join('; ')}; RSS ${servers.map((server) => `${rssMiB(server.process.pid ?? 0).toFixed(0)} MiB`).join(', ')}`,
    );
    console.log(
      `RSS after: ${rssAfter.map((value) => `${value.toFixed(0)} MiB`).join(', ')}; load ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
    );
    const p95 = percentile(fromCommit, 95);
    const ok = pending.size === 0 && failed === 0 && p95 <= 100 && rssAfter.every((v) => v <= 400);
    console.log(ok ? 'PASS' : 'FAIL (targets: none lost, p95 ≤ 100 ms, RSS ≤ 400 MB)');
    process.exitCode = ok ? 0 : 1;
  } finally {
    for (const close of closers) close();
    agent.destroy();
    await database?.close();
    for (const server of servers) await stopChildServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
