// Company analytics (issue 19): beacons under a sustained rate, and the 90-day analytics page over
// a million events.
//   pnpm bench:analytics [--engine both|embedded|postgres] [--rate 1000] [--seconds 30]
//                        [--events 1000000] [--days 90] [--requests 200]
// Per engine (the embedded PostgreSQL; PostgreSQL on BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres, in a throwaway database dropped afterwards):
// 1. Starts `packages/server/dist/main.js` (run `pnpm build` first) and sends profile-view beacons
//    at --rate a second for --seconds (open loop: a slow answer does not slow the sending), each
//    from its own address (the per-address limit is not what is measured); times each answer.
// 2. Stops the server (SIGTERM: the graceful shutdown writes the buffered beacons) and counts the
//    rows: every beacon answered must be there (no loss).
// 3. Writes --events events for one company over --days days in one SQL statement, runs the
//    rollup, starts the server again and times --requests calls of the 90-day analytics API by a
//    member of that company.
// Targets: beacon p95 ≤ 5 ms at 1,000/s with none lost; 90-day analytics p95 ≤ 200 ms.
import { Agent, request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../packages/server/src/db/client';
import { selectRows } from '../packages/server/src/db/rows';
import { companies, companyMembers, sessions, users } from '../packages/server/src/db/schema';
import { hashSecret, newSecret } from '../packages/server/src/lib/secrets';
import { rollupAnalytics } from '../packages/server/src/modules/analytics/rollup';
import {
  firstCompanySlug,
  startChildServer,
  stopChildServer,
  waitUntilReady,
  type ChildServer,
} from '../packages/server/test/helpers/child-server';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    rate: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '30' },
    events: { type: 'string', default: '1000000' },
    days: { type: 'string', default: '90' },
    requests: { type: 'string', default: '200' },
  },
});
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const EVENTS = Number(values.events);
const DAYS = Number(values.days);
const REQUESTS = Number(values.requests);
/** The path the bench's beacons report, so that only they are counted. */
const BEACON_PATH = '/bench/analytics';
const NO_STATEMENT_LIMIT = { statementMs: 0 };
/** A browser's user agent: anything else may be taken for a crawler and not stored. */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

interface Answer {
  status: number;
  body: string;
  ms: number;
}

function call(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  payload?: string,
): Promise<Answer> {
  return new Promise((resolve) => {
    const url = new URL(path, baseUrl);
    const started = performance.now();
    const outgoing = httpRequest(
      {
        method,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        agent,
        headers: {
          'x-forwarded-for': nextAddress(),
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...headers,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started }),
        );
      },
    );
    outgoing.on('error', () => resolve({ status: 0, body: '', ms: performance.now() - started }));
    outgoing.end(payload);
  });
}

interface Engine {
  name: 'embedded' | 'postgres';
  env: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

async function prepareEngine(name: Engine['name']): Promise<Engine> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-analytics-bench-'));
  if (name === 'embedded') {
    return {
      name,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openDatabase({ dataDir, timeouts: NO_STATEMENT_LIMIT }),
      async dispose() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = `atlas_bench_analytics_${process.pid}`;
  const admin = await openDatabase({ databaseUrl: base, dataDir: '', maxConnections: 1 });
  await admin.db.execute(sql.raw(`CREATE DATABASE ${database}`));
  const url = new URL(base);
  url.pathname = `/${database}`;
  return {
    name,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.href },
    open: () => openDatabase({ databaseUrl: url.href, dataDir: '', timeouts: NO_STATEMENT_LIMIT }),
    async dispose() {
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
      await admin.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startServer(engine: Engine): Promise<ChildServer> {
  const server = await startChildServer(
    {
      ...engine.env,
      DEMO_COMPANIES: '50',
      TRUST_PROXY: '1',
      // The bench runs the rollup itself, between the two parts.
      ANALYTICS_ROLLUP_INTERVAL_MS: '0',
    },
    { entry: 'build' },
  );
  await waitUntilReady(server, 300_000);
  return server;
}

interface BeaconFigures {
  latencies: number[];
  accepted: number;
  /** Not answered, not 200, or not stored. */
  failed: number;
  sentPerSecond: number;
}

/** Beacons at RATE a second for SECONDS, sent in slices every 10 ms whatever the answers do. */
async function sendBeacons(baseUrl: string, slug: string): Promise<BeaconFigures> {
  const payload = JSON.stringify({
    name: 'profile_view',
    props: { company_slug: slug, path: BEACON_PATH, source: 'search' },
  });
  const answers: Promise<Answer>[] = [];
  const total = Math.round(RATE * SECONDS);
  const started = performance.now();
  while (answers.length < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE) + 1);
    while (answers.length < due)
      answers.push(
        call(baseUrl, 'POST', '/api/analytics/events', { 'user-agent': BROWSER }, payload),
      );
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const sentPerSecond = total / ((performance.now() - started) / 1000);
  const results = await Promise.all(answers);
  // Accepted: answered 200 with `stored: true` (each is one row to find after the shutdown).
  const accepted = results.filter(
    (answer) => answer.status === 200 && answer.body.includes('"stored":true'),
  );
  return {
    latencies: results.map((answer) => answer.ms).sort((a, b) => a - b),
    accepted: accepted.length,
    failed: results.length - accepted.length,
    sentPerSecond,
  };
}

/** EVENTS events of the four counted kinds for one company, spread over DAYS days up to now. */
async function seedEvents(database: Database, companyId: number): Promise<void> {
  await database.db.execute(sql`
    INSERT INTO analytics_events (name, occurred_at, path, company_id, props)
    SELECT (ARRAY['profile_view', 'listing_impression', 'website_click', 'contact_click'])[1 + i % 4],
           now() - ((i::bigint * 7919) % (${DAYS} * 86400)) * interval '1 second',
           '/bench/seeded', ${companyId},
           jsonb_build_object('source', (ARRAY['search', 'listing', 'direct', 'top10'])[1 + (i / 4) % 4])
    FROM generate_series(1, ${EVENTS}) AS i`);
}

/** A member of the company with a session; answers the session's bearer token. */
async function seedMember(database: Database, companyId: number): Promise<string> {
  const token = newSecret();
  const [user] = await database.db
    .insert(users)
    .values({
      email: `bench-${process.pid}@analytics.bench`,
      name: 'Bench',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  await database.db.insert(sessions).values({
    userId: user.id,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await database.db.insert(companyMembers).values({ companyId, userId: user.id, role: 'owner' });
  return token;
}

interface Row {
  engine: string;
  figure: string;
  p50: number;
  p95: number;
  p99: number;
  note: string;
  target: string;
  met: boolean;
  load: string;
}

async function benchEngine(name: Engine['name']): Promise<Row[]> {
  const engine = await prepareEngine(name);
  const rows: Row[] = [];
  let server: ChildServer | undefined;
  let database: Database | undefined;
  try {
    server = await startServer(engine);
    const slug = await firstCompanySlug(server.baseUrl);
    console.error(`${name}: ${RATE} beacons/s for ${SECONDS} s (load ${load()})`);
    const beacons = await sendBeacons(server.baseUrl, slug);
    const beaconLoad = load();
    await stopChildServer(server, 60_000);
    server = undefined;

    database = await engine.open();
    const [written] = await selectRows<{ count: number }>(
      database.db,
      sql`SELECT count(*)::int AS count FROM analytics_events WHERE path = ${BEACON_PATH}`,
    );
    const lost = beacons.accepted - (written?.count ?? 0);
    rows.push({
      engine: name,
      figure: `beacon (${RATE}/s × ${SECONDS} s)`,
      p50: percentile(beacons.latencies, 50),
      p95: percentile(beacons.latencies, 95),
      p99: percentile(beacons.latencies, 99),
      note: `sent ${beacons.sentPerSecond.toFixed(0)}/s, accepted ${beacons.accepted}, failed ${beacons.failed}, written ${written?.count ?? 0}, lost ${lost}`,
      target: 'p95 ≤ 5 ms, none lost',
      met:
        beacons.failed === 0 &&
        beacons.accepted > 0 &&
        lost === 0 &&
        percentile(beacons.latencies, 95) <= 5,
      load: beaconLoad,
    });

    const [company] = await database.db
      .select({ id: companies.id })
      .from(companies)
      .where(sql`${companies.slug} = ${slug}`);
    if (!company) throw new Error(`no company ${slug}`);
    console.error(`${name}: writing ${EVENTS} events over ${DAYS} days (load ${load()})`);
    let started = performance.now();
    await seedEvents(database, company.id);
    const seedSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await rollupAnalytics(database.db, new Date());
    const rollupSeconds = (performance.now() - started) / 1000;
    const token = await seedMember(database, company.id);
    await database.close();
    database = undefined;

    server = await startServer(engine);
    const path = `/api/companies/${slug}/analytics?days=90`;
    const headers = { authorization: `Bearer ${token}` };
    const warm = await call(server.baseUrl, 'GET', path, headers);
    if (warm.status !== 200) throw new Error(`analytics answered ${warm.status}: ${warm.body}`);
    const times: number[] = [];
    let failed = 0;
    for (let index = 0; index < REQUESTS; index += 1) {
      const answer = await call(server.baseUrl, 'GET', path, headers);
      if (answer.status !== 200) failed += 1;
      times.push(answer.ms);
    }
    times.sort((a, b) => a - b);
    rows.push({
      engine: name,
      figure: `90-day analytics (${EVENTS} events)`,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      note: `${REQUESTS} calls, ${failed} failed; events written in ${seedSeconds.toFixed(1)} s, rollup ${rollupSeconds.toFixed(1)} s`,
      target: 'p95 ≤ 200 ms, none failed',
      met: failed === 0 && percentile(times, 95) <= 200,
      load: load(),
    });
  } finally {
    await database?.close();
    if (server) await stopChildServer(server, 60_000);
    await engine.dispose();
  }
  return rows;
}

function printTable(rows: Row[]): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const cells = [
    ['engine', 'figure', 'p50', 'p95', 'p99', 'target', 'met', 'load (1/5/15 min)', 'notes'],
    ...rows.map((row) => [
      row.engine,
      row.figure,
      ms(row.p50),
      ms(row.p95),
      ms(row.p99),
      row.target,
      row.met ? 'yes' : 'NO',
      row.load,
      row.note,
    ]),
  ];
  const widths = cells[0]?.map((_, column) =>
    Math.max(...cells.map((line) => line[column]?.length ?? 0)),
  );
  for (const [index, line] of cells.entries()) {
    console.log(
      `| ${line.map((cell, column) => cell.padEnd(widths?.[column] ?? 0)).join(' | ')} |`,
    );
    if (index === 0) console.log(`|${widths?.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  }
}

const engines: Engine['name'][] =
  values.engine === 'both'
    ? ['embedded', 'postgres']
    : values.engine === 'postgres'
      ? ['postgres']
      : ['embedded'];
const rows: Row[] = [];
try {
  for (const engine of engines) rows.push(...(await benchEngine(engine)));
} finally {
  agent.destroy();
}
printTable(rows);
const met = rows.every((row) => row.met);
console.log(met ? 'PASS' : 'FAIL: a target above is not met');
process.exitCode = met ? 0 : 1;
