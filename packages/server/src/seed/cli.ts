// pnpm seed --companies N [--seed S] [--reset]
//
// Generates N deterministic demo companies into the configured database: DATABASE_URL's, otherwise
// the embedded PostgreSQL under DATA_DIR (default ./data, resolved against the working directory
// exactly as the server does). While a server runs on that DATA_DIR, this uses the PostgreSQL it
// started (several clients are fine); otherwise it starts it, and stops it when done. Migrations
// are applied first. Without
// --reset the database must have no companies; --reset empties every table first (users and
// sessions included).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, redactUrl } from '../db/client';
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
    console.log(
      'Environment: DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PostgreSQL, default ./data)',
    );
    return;
  }
  const companies = parseInteger('companies', values.companies, DEFAULT_DEMO_COMPANIES);
  const seed = parseInteger('seed', values.seed, DEFAULT_DEMO_SEED);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.cwd(), process.env.DATA_DIR || './data');

  const started = performance.now();
  // Large seeds run statements longer than the server's per-statement limit.
  const database = await openDatabase({ databaseUrl, dataDir, timeouts: { statementMs: 0 } });
  try {
    console.log(
      databaseUrl
        ? `PostgreSQL ${redactUrl(databaseUrl)}`
        : `Embedded PostgreSQL in ${path.join(dataDir, 'postgres')}${database.embedded?.startedHere ? '' : ' (already running)'}`,
    );
    await migrate(database);
    if (values.reset) {
      await resetDatabase(database);
      console.log('Emptied every table.');
    }
    const summary = await seedDatabase(database, {
      companies,
      seed,
      // The same flag the server reads: an edition still voting is seeded without winners.
      votingEditions: /^(true|1)$/i.test(process.env.AWARDS_2025_VOTING_PHASE ?? '') ? [2025] : [],
    });
    console.log(
      `Seeded ${summary.companies} companies and ${summary.reviews} reviews (seed ${seed}) in ${(summary.milliseconds / 1000).toFixed(1)} s` +
        ` (${((performance.now() - started) / 1000).toFixed(1)} s in all, with opening and migrating).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
