// Search benchmark (issue 15): seeds N companies into a fresh database and times GET /api/search's
// work (services, places and companies for one text, as the route runs it) for typed prefixes,
// parts of names, misspelt names and accented text. Target: p95 ≤ 20 ms at 100k companies.
//   pnpm bench:search [--companies 100000] [--engine embedded|postgres] [--runs 200]
// PostgreSQL uses BENCH_DATABASE_URL (a server where a throwaway database may be created).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../packages/server/src/db/client';
import { migrate } from '../packages/server/src/db/migrate';
import { seedDatabase } from '../packages/server/src/seed/generator';
import { companySearch } from '../packages/server/src/db/schema';
import { createSearchRepository } from '../packages/server/src/modules/search/repository';
import { createSearchService } from '../packages/server/src/modules/search/service';

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '100000' },
    engine: { type: 'string', default: 'embedded' },
    runs: { type: 'string', default: '200' },
  },
});
const companies = Number(values.companies);
const runs = Number(values.runs);
const load = () =>
  `load ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const NO_STATEMENT_LIMIT = { statementMs: 0 };

async function open(): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (values.engine === 'postgres') {
    const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `atlas_search_bench_${process.pid}`;
    const admin = await openDatabase({
      databaseUrl: base,
      dataDir: '',
      maxConnections: 1,
      timeouts: NO_STATEMENT_LIMIT,
    });
    await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
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
        await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
        await admin.close();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-search-bench-'));
  const database = await openDatabase({ dataDir, timeouts: NO_STATEMENT_LIMIT });
  return {
    database,
    async dispose() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One letter dropped from the middle of the longest word: a typical typo. */
function misspell(name: string): string {
  const longest = name.split(' ').reduce((a, b) => (b.length > a.length ? b : a));
  const at = Math.floor(longest.length / 2);
  return name.replace(longest, longest.slice(0, at) + longest.slice(at + 1)).toLowerCase();
}

const { database, dispose } = await open();
try {
  await migrate(database);
  const started = performance.now();
  await seedDatabase(database, { companies, seed: 1 });
  console.log(
    `engine ${values.engine}: seeded ${companies} companies in ${((performance.now() - started) / 1000).toFixed(1)} s (${load()})`,
  );
  await database.db.execute(sql`ANALYZE`);
  const sample = await database.db
    .select({ name: companySearch.name })
    .from(companySearch)
    .orderBy(sql`md5(${companySearch.companyId}::text)`)
    .limit(40);
  const names = sample.map((row) => row.name);
  const kinds: Record<string, string[]> = {
    'prefix (2 letters)': ['we', 'de', 'ky', 'ma', 'bl'],
    'prefix (4+ letters)': ['web d', 'berl', 'mark', 'desig', 'lond'],
    'part of a name': names.slice(0, 20).map((name) => name.split(' ').at(-1)?.slice(1, 6) ?? name),
    'full name': names.slice(0, 20),
    'misspelt name': names.slice(20, 40).map(misspell),
    accented: ['Zürich', 'São Paulo', 'Kraków', 'désign', 'Médéllin'],
  };
  const service = createSearchService(createSearchRepository(database));
  // Warm the caches (and the popular answer) before timing.
  for (const texts of Object.values(kinds)) for (const text of texts) await service.search(text);
  await service.search('');
  const all: number[] = [];
  console.log(`\n${runs} searches per kind (${load()}):`);
  for (const [kind, texts] of Object.entries(kinds)) {
    const samples: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const text = texts[run % texts.length] ?? '';
      const begun = performance.now();
      await service.search(text);
      samples.push(performance.now() - begun);
    }
    all.push(...samples);
    console.log(
      `  ${kind.padEnd(20)} p50 ${percentile(samples, 50).toFixed(1)} ms  p95 ${percentile(samples, 95).toFixed(1)} ms  max ${Math.max(...samples).toFixed(1)} ms`,
    );
  }
  console.log(
    `  ${'all'.padEnd(20)} p50 ${percentile(all, 50).toFixed(1)} ms  p95 ${percentile(all, 95).toFixed(1)} ms  (target p95 ≤ 20 ms at 100k) (${load()})`,
  );
  const misspelt = names[20] ? misspell(names[20]) : '';
  const found = await service.search(misspelt);
  console.log(
    `\nmisspelt "${misspelt}" → ${found.companies.map((company) => company.name).join(', ')}`,
  );
  const { rows } = await database.client.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN SELECT company_id FROM company_search
      WHERE atlas_search_normalize($1) % name_search`,
    [misspelt],
  );
  console.log(rows.map((row) => row['QUERY PLAN']).join('\n'));
} finally {
  await dispose();
}
