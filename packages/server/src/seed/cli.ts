// pnpm seed --companies N [--seed S] [--reset]
//
// Generates N deterministic demo companies into the configured database: PostgreSQL when
// DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR (default ./data, resolved
// against the working directory exactly as the server does; `pnpm seed` and `pnpm start` both run
// in packages/server, so they share packages/server/data). Migrations are applied first. Without
// --reset the database must have no companies; --reset empties every table first (users and
// sessions included).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import {
  DEFAULT_DEMO_COMPANIES,
  DEFAULT_DEMO_SEED,
  resetDatabase,
  seedDatabase,
} from './generator';

function parseInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0) {
    throw new Error(`--${name} must be a non-negative integer, got "${value}"`);
  }
  return parsed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      companies: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log('Usage: pnpm seed [--companies N] [--seed S] [--reset]');
    console.log(`  --companies  number of demo companies (default ${DEFAULT_DEMO_COMPANIES})`);
    console.log(
      `  --seed       generator seed; the same seed gives the same data (default ${DEFAULT_DEMO_SEED})`,
    );
    console.log('  --reset      empty every table first');
    console.log('Environment: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./data)');
    return;
  }
  const companies = parseInteger('companies', values.companies, DEFAULT_DEMO_COMPANIES);
  const seed = parseInteger('seed', values.seed, DEFAULT_DEMO_SEED);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.cwd(), process.env.DATA_DIR || './data');

  const started = performance.now();
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    console.log(
      databaseUrl
        ? `PostgreSQL ${redact(databaseUrl)}`
        : `PGlite in ${path.join(dataDir, 'pglite')}`,
    );
    await migrate(database);
    if (values.reset) {
      await resetDatabase(database);
      console.log('Emptied every table.');
    }
    const summary = await seedDatabase(database, { companies, seed });
    console.log(
      `Seeded ${summary.companies} companies and ${summary.reviews} reviews (seed ${seed}) in ${(summary.milliseconds / 1000).toFixed(1)} s` +
        ` (${((performance.now() - started) / 1000).toFixed(1)} s in all, with opening and migrating).`,
    );
  } finally {
    await database.close();
  }
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(DATABASE_URL)';
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
