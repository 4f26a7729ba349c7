// Directory benchmark: seeds N companies into a fresh database, times listing pages and facet
// tabs, then measures HTTP throughput of the listing API and the server-rendered listing page.
//   pnpm bench [--companies 100000] [--engine embedded|postgres] [--runs 40] [--http-seconds 10]
//              [--http-only] (seed, then only the HTTP part)
//              [--http-targets 'listing API'] (only the HTTP targets whose name contains this)
//              [--keep-database NAME] (PostgreSQL: seed NAME once, reuse it on later runs, never drop it)
//              [--cpu-profile FILE] (write a V8 CPU profile of the measured renders to FILE)
//              [--render-path /login] (measure the render CPU of this page instead of a listing)
// The HTTP part needs the production build (`pnpm build`); it is skipped without it.
// PostgreSQL uses BENCH_DATABASE_URL (a server where a throwaway database may be created).
// First, before anything loads React: the production builds, as `pnpm start` runs them.
import './production-mode';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { SortKeySchema, type SortKey } from '@atlas/api/options';
import { buildServer } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { loadBuiltRenderer } from '../packages/server/src/ssr/renderer';
import { openDatabase, type Database } from '../packages/server/src/db/client';
import { migrate } from '../packages/server/src/db/migrate';
import { seedDatabase } from '../packages/server/src/seed/generator';
import { companies as companiesTable } from '../packages/server/src/db/schema';
import { createCompanyRepository } from '../packages/server/src/modules/companies/repository';
import {
  createFacetCache,
  createFacetService,
} from '../packages/server/src/modules/companies/facets';
import { rescoreCompanies } from '../packages/server/src/modules/companies/rescore';
import { FILTER_TAB_IDS, type FilterSelection } from '@atlas/api/filters';

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '100000' },
    engine: { type: 'string', default: 'embedded' },
    runs: { type: 'string', default: '40' },
    'http-seconds': { type: 'string', default: '10' },
    'http-only': { type: 'boolean', default: false },
    'keep-database': { type: 'string' },
    'http-targets': { type: 'string', default: '' },
    'cpu-profile': { type: 'string' },
    'render-path': { type: 'string' },
  },
});
const companies = Number(values.companies);
/** The machine's load when a figure was taken: these machines are shared. */
const load = () =>
  `load ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`;
const runs = Number(values.runs);

/**
 * Renders that warm the code paths, the JIT and the caches up before the measured ones. Until
 * 2026-11-29 it was 20 of 120: the figures still fell by a fifth between the 100th and the 400th
 * render, and two runs of one build differed by as much.
 */
const WARM_UP_RENDERS = 50;
const MEASURED_RENDERS = 400;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function time<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** Seeding 100k+ companies runs statements longer than the app's 30 s limit. */
const NO_STATEMENT_LIMIT = { statementMs: 0 };

async function open(): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (values.engine === 'postgres') {
    const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const kept = values['keep-database'];
    if (kept !== undefined && !/^[a-z_][a-z0-9_]*$/.test(kept))
      throw new Error('--keep-database: use lower-case letters, digits and _');
    const name = kept ?? `atlas_bench_${process.pid}`;
    const admin = await openDatabase({
      databaseUrl: base,
      dataDir: '',
      maxConnections: 1,
      timeouts: NO_STATEMENT_LIMIT,
    });
    const [existing] = await admin.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(sql`pg_database`)
      .where(sql`datname = ${name}`);
    if (!existing?.count) await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await openDatabase({
      databaseUrl: url.href,
      dataDir: '',
      timeouts: NO_STATEMENT_LIMIT,
    });
    return {
      database,
      async dispose() {
        await database.close();
        if (!kept) await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
        await admin.close();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-bench-'));
  const database = await openDatabase({ dataDir, timeouts: NO_STATEMENT_LIMIT });
  return {
    database,
    async dispose() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const { database, dispose } = await open();
try {
  await migrate(database);
  const present = await database.db.$count(companiesTable);
  if (present === 0) {
    const [, seedMs] = await time(() => seedDatabase(database, { companies, seed: 1 }));
    console.log(
      `engine ${values.engine}: seeded ${companies} companies in ${(seedMs / 1000).toFixed(1)} s (${load()})`,
    );
  } else if (present === companies) {
    console.log(`engine ${values.engine}: reusing ${present} companies`);
  } else {
    throw new Error(`The kept database holds ${present} companies, not ${companies}`);
  }
  const [size] = await database.db
    .select({ bytes: sql<number>`pg_database_size(current_database())`.mapWith(Number) })
    .from(sql`(SELECT 1) AS one`);
  console.log(`database size ${((size?.bytes ?? 0) / 1024 / 1024).toFixed(0)} MB`);
  if (!values['http-only']) await measureQueries(database);
  await httpBenchmark(database);
} finally {
  await dispose();
}

async function measureQueries(database: Database): Promise<void> {
  // The daily re-score: every reviewed company, scored from DEMO_NOW's ages to today's.
  const [first, firstMs] = await time(() => rescoreCompanies(database.db));
  const [again, againMs] = await time(() => rescoreCompanies(database.db));
  console.log(
    `re-score (daily job): ${first.scanned} scanned, ${first.changed} changed in ${(firstMs / 1000).toFixed(1)} s; next run ${again.changed} changed in ${(againMs / 1000).toFixed(1)} s`,
  );

  const repository = createCompanyRepository(database);
  const total = await repository.countListed();
  const lastPage = Math.max(1, Math.ceil(total / 20));
  const none: FilterSelection = { groups: {}, flags: {} };
  const sorts: SortKey[] = SortKeySchema.options;
  const samples = new Map<string, number[]>();
  const record = (name: string, ms: number) =>
    samples.set(name, [...(samples.get(name) ?? []), ms]);
  for (let run = 0; run < runs; run += 1) {
    record('count(*)', (await time(() => repository.countListed()))[1]);
    record(
      'page 1, score',
      (
        await time(() =>
          repository.listPage({
            page: 1,
            perPage: 20,
            sort: 'score',
            order: undefined,
            filters: none,
          }),
        )
      )[1],
    );
    const page = 2 + ((run * 7919) % Math.max(1, Math.min(lastPage - 1, 50)));
    for (const sort of sorts) {
      const order = run % 2 ? 'asc' : 'desc';
      record(
        `page 2-51, ${sort}`,
        (
          await time(() => repository.listPage({ page, perPage: 20, sort, order, filters: none }))
        )[1],
      );
    }
  }
  // Cold: every call counts in the database (the cache lives for 0 ms). Warm: the default cache.
  const facets = createFacetService(repository, createFacetCache({ ttlMs: 0 }));
  const cachedFacets = createFacetService(repository);
  // The in-memory facet index (facet-index.ts): its load, its size, then counts answered from it.
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const memoryBefore = process.memoryUsage();
  const [facetIndex, indexLoadMs] = await time(() => repository.loadFacetIndex());
  const memoryAfter = process.memoryUsage();
  console.log(
    `loading the facet index: ${indexLoadMs.toFixed(0)} ms, ${facetIndex.size} companies, typed arrays ${mb(facetIndex.bytes)}; after - before: heap ${mb(memoryAfter.heapUsed - memoryBefore.heapUsed)}, array buffers ${mb(memoryAfter.arrayBuffers - memoryBefore.arrayBuffers)}, rss ${mb(memoryAfter.rss - memoryBefore.rss)}`,
  );
  const indexed = createFacetService(repository, createFacetCache({ ttlMs: 0 }), {
    memoryIndex: true,
  });
  const [, indexStartMs] = await time(() => indexed.start());
  console.log(`facet service with the index started in ${indexStartMs.toFixed(0)} ms`);
  const filtered: FilterSelection = {
    groups: { teamsizes: [10, 50], reviewscount: [3] },
    flags: { verified_companies_only: true },
  };
  for (let run = 0; run < runs; run += 1) {
    for (const tab of FILTER_TAB_IDS) {
      record(`facet ${tab}`, (await time(() => facets.groupsOf(tab, none)))[1]);
      record(`facet ${tab}, filtered`, (await time(() => facets.groupsOf(tab, filtered)))[1]);
      record(`facet ${tab}, cached`, (await time(() => cachedFacets.groupsOf(tab, none)))[1]);
      record(`facet ${tab}, index`, (await time(() => indexed.groupsOf(tab, none)))[1]);
      record(
        `facet ${tab}, filtered, index`,
        (await time(() => indexed.groupsOf(tab, filtered)))[1],
      );
    }
    record('count(*), filtered', (await time(() => repository.countListed(filtered)))[1]);
    record(
      'page 1, filtered',
      (
        await time(() =>
          repository.listPage({
            page: 1,
            perPage: 20,
            sort: 'score',
            order: undefined,
            filters: filtered,
          }),
        )
      )[1],
    );
  }
  await indexed.stop();
  for (const [name, list] of samples) {
    console.log(
      `${name.padEnd(22)} p50 ${percentile(list, 50).toFixed(1)} ms  p95 ${percentile(list, 95).toFixed(1)} ms  (${list.length} runs)`,
    );
  }
  console.log(`(${load()})`);
}

/** The server's configuration in the HTTP benches: production, quiet, no demo data, plus `env`. */
function benchConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    ...env,
  });
}

/** Requests per second and latency over HTTP on 127.0.0.1 with 10 connections. */
async function httpBenchmark(database: Database): Promise<void> {
  let renderer;
  try {
    renderer = await loadBuiltRenderer();
  } catch {
    console.log('HTTP: skipped (run `pnpm build` first)');
    return;
  }
  const seconds = Number(values['http-seconds']);
  // The listing API twice: as served (identical requests share an answer for
  // LISTING_CACHE_TTL_MS) and with that cache off, every request read from the database.
  const targets: [name: string, path: string, env?: Record<string, string>][] = [
    ['listing API', '/api/companies?page=3'],
    ['listing API, uncached', '/api/companies?page=3', { LISTING_CACHE_TTL_MS: '0' }],
    [
      'listing API, filtered',
      '/api/companies?teamsizes[]=10&teamsizes[]=50&verified_companies_only=1',
    ],
    [
      'listing API, filtered, uncached',
      '/api/companies?teamsizes[]=10&teamsizes[]=50&verified_companies_only=1',
      { LISTING_CACHE_TTL_MS: '0' },
    ],
    ['facet API, services', '/api/advanced-filters/services'],
    [
      'facet API, services, filtered',
      '/api/advanced-filters/services?teamsizes[]=10&teamsizes[]=50&verified_companies_only=1',
    ],
    ['listing page (SSR)', '/companies/web-development?page=2'],
    // Every request rendered (a signed-in visitor, a new query string): what a render costs.
    // Each request has a query string of its own (`[<id>]`, autocannon's unique id): identical
    // anonymous requests in flight share one render, so with one address for all ten
    // connections this line counted shared renders (until 2026-11-29).
    [
      'listing page (SSR), every request rendered',
      '/companies/web-development?page=2&visit=[<id>]',
      { PAGE_CACHE_TTL_MS: '0' },
    ],
  ];
  const only = values['http-targets'] ?? '';
  for (const [name, path, env] of targets.filter(([target]) => target.includes(only))) {
    const app = await buildServer(benchConfig(env), { database, renderer });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      // The load comes from a worker thread: sharing the server's event loop would measure the
      // load generator as much as the server.
      const result = await autocannon({
        url: `${address}${path}`,
        connections: 10,
        duration: seconds,
        workers: 1,
        idReplacement: path.includes('[<id>]'),
        // Pages are asked for as every browser and crawler asks, compressed (since 2026-11-29;
        // the API targets stay uncompressed, comparable with their earlier figures).
        ...(path.startsWith('/api') ? {} : { headers: { 'accept-encoding': 'br, gzip' } }),
      });
      const failed = result.non2xx + result.errors;
      console.log(
        `${name.padEnd(32)} ${result.requests.average.toFixed(0)} req/s  latency p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms${failed ? `  (${failed} failed)` : ''}  (${load()})`,
      );
    } finally {
      await app.close();
    }
  }
  if ('listing page render CPU'.includes(only) || only === '') await renderCpu(database, renderer);
}

/**
 * The CPU one uncached listing render costs this process (issue 14's "≤ 25 ms at p50"), and the
 * event loop's busy time of it (`eventLoopUtilization`): pages
 * asked for one at a time through Fastify's injection (no socket, no load generator in the
 * process), compressed as a browser asks, every one rendered (PAGE_CACHE_TTL_MS=0). The
 * database server's own CPU is not in it.
 */
async function renderCpu(
  database: Database,
  renderer: Awaited<ReturnType<typeof loadBuiltRenderer>>,
): Promise<void> {
  const app = await buildServer(benchConfig({ PAGE_CACHE_TTL_MS: '0' }), { database, renderer });
  try {
    const cpuMs: number[] = [];
    const mainThreadMs: number[] = [];
    const profile = values['cpu-profile'];
    const session = profile === undefined ? undefined : new Session();
    const path = values['render-path'];
    for (let n = 0; n < WARM_UP_RENDERS + MEASURED_RENDERS; n += 1) {
      if (session && n === WARM_UP_RENDERS) {
        session.connect();
        await session.post('Profiler.enable');
        await session.post('Profiler.start');
      }
      const loop = performance.eventLoopUtilization();
      const before = process.cpuUsage();
      const response = await app.inject({
        url: path ?? `/companies/web-development?page=${2 + (n % 5)}`,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      const used = process.cpuUsage(before);
      if (response.statusCode !== 200) throw new Error(`render answered ${response.statusCode}`);
      if (n >= WARM_UP_RENDERS) {
        cpuMs.push((used.user + used.system) / 1000);
        mainThreadMs.push(performance.eventLoopUtilization(loop).active);
      }
    }
    if (session && profile !== undefined) {
      const { profile: taken } = await session.post('Profiler.stop');
      writeFileSync(profile, JSON.stringify(taken));
      session.disconnect();
      console.log(`CPU profile of the measured renders: ${profile} (times include the profiler)`);
    }
    cpuMs.sort((a, b) => a - b);
    console.log(
      `${(path ? `${path} render CPU` : 'listing page render CPU').padEnd(32)} p50 ${percentile(cpuMs, 50).toFixed(1)} ms  p95 ${percentile(cpuMs, 95).toFixed(1)} ms  (${cpuMs.length} renders, one at a time; ${load()})`,
    );
    // The process's CPU above counts its helper threads too (garbage collection, compression);
    // one process serves pages no faster than its event loop's share of a render allows.
    console.log(
      `${'  of it on the event loop'.padEnd(32)} p50 ${percentile(mainThreadMs, 50).toFixed(1)} ms  p95 ${percentile(mainThreadMs, 95).toFixed(1)} ms`,
    );
  } finally {
    await app.close();
  }
}
