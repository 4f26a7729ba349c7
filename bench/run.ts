// Directory benchmark: seeds N companies into a fresh database, then times listing pages.
//   pnpm bench [--companies 100000] [--engine pglite|postgres] [--runs 200]
// PostgreSQL uses BENCH_DATABASE_URL (a server where a throwaway database may be created).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { SortKeySchema, type SortKey } from '@atlas/api/options';
import { openDatabase, type Database } from '../packages/server/src/db/client';
import { migrate } from '../packages/server/src/db/migrate';
import { seedDatabase } from '../packages/server/src/seed/generator';
import { createCompanyRepository } from '../packages/server/src/modules/companies/repository';

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '100000' },
    engine: { type: 'string', default: 'pglite' },
    runs: { type: 'string', default: '200' },
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
          repository.listPage({ page: 1, perPage: 20, sort: 'score', order: undefined }),
        )
      )[1],
    );
    const page = 2 + ((run * 7919) % Math.max(1, Math.min(lastPage - 1, 50)));
    for (const sort of sorts) {
      const order = run % 2 ? 'asc' : 'desc';
      record(
        `page 2-51, ${sort}`,
        (await time(() => repository.listPage({ page, perPage: 20, sort, order })))[1],
      );
    }
  }
  for (const [name, list] of samples) {
    console.log(
      `${name.padEnd(22)} p50 ${percentile(list, 50).toFixed(1)} ms  p95 ${percentile(list, 95).toFixed(1)} ms  (${list.length} runs)`,
    );
  }
} finally {
  await dispose();
}
