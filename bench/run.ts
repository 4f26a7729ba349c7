// Directory benchmark: seeds N companies into a fresh database, times listing pages and facet
// tabs, then measures HTTP throughput of the listing API and the server-rendered listing page.
//   pnpm bench [--companies 100000] [--engine pglite|postgres] [--runs 40] [--http-seconds 10]
// The HTTP part needs the production build (`pnpm build`); it is skipped without it.
// PostgreSQL uses BENCH_DATABASE_URL (a server where a throwaway database may be created).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
import { createCompanyRepository } from '../packages/server/src/modules/companies/repository';
import {
  createFacetCache,
  createFacetService,
} from '../packages/server/src/modules/companies/facets';
import { FILTER_TAB_IDS, type FilterSelection } from '@atlas/api/filters';

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '100000' },
    engine: { type: 'string', default: 'pglite' },
    runs: { type: 'string', default: '40' },
    'http-seconds': { type: 'string', default: '10' },
  },
});
const companies = Number(values.companies);
const runs = Number(values.runs);

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function time<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function open(): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (values.engine === 'postgres') {
    const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `atlas_bench_${process.pid}`;
    const admin = await openDatabase({ databaseUrl: base, dataDir: '', maxConnections: 1 });
    await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.href, dataDir: '' });
    return {
      database,
      async dispose() {
        await database.close();
        await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
        await admin.close();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-bench-'));
  const database = await openDatabase({ dataDir });
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
  const [, seedMs] = await time(() => seedDatabase(database, { companies, seed: 1 }));
  console.log(
    `engine ${database.engine}: seeded ${companies} companies in ${(seedMs / 1000).toFixed(1)} s`,
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
  const filtered: FilterSelection = {
    groups: { teamsizes: [10, 50], reviewscount: [3] },
    flags: { verified_companies_only: true },
  };
  for (let run = 0; run < runs; run += 1) {
    for (const tab of FILTER_TAB_IDS) {
      record(`facet ${tab}`, (await time(() => facets.groupsOf(tab, none)))[1]);
      record(`facet ${tab}, filtered`, (await time(() => facets.groupsOf(tab, filtered)))[1]);
      record(`facet ${tab}, cached`, (await time(() => cachedFacets.groupsOf(tab, none)))[1]);
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
  for (const [name, list] of samples) {
    console.log(
      `${name.padEnd(22)} p50 ${percentile(list, 50).toFixed(1)} ms  p95 ${percentile(list, 95).toFixed(1)} ms  (${list.length} runs)`,
    );
  }
  await httpBenchmark(database);
} finally {
  await dispose();
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
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
  });
  const app = await buildServer(config, { database, renderer });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const seconds = Number(values['http-seconds']);
  const targets = [
    ['listing API', '/api/companies?page=3'],
    [
      'listing API, filtered',
      '/api/companies?teamsizes[]=10&teamsizes[]=50&verified_companies_only=1',
    ],
    ['facet API, services', '/api/advanced-filters/services'],
    ['listing page (SSR)', '/companies/web-development?page=2'],
  ] as const;
  try {
    for (const [name, path] of targets) {
      const result = await autocannon({
        url: `${address}${path}`,
        connections: 10,
        duration: seconds,
      });
      const failed = result.non2xx + result.errors;
      console.log(
        `${name.padEnd(24)} ${result.requests.average.toFixed(0)} req/s  latency p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms${failed ? `  (${failed} failed)` : ''}`,
      );
    }
  } finally {
    await app.close();
  }
}
