// pnpm db:backup [FILE]          a consistent copy of every row, gzipped (default DATA_DIR/backups/…)
// pnpm db:restore FILE           replaces every row of the database with the backup's
// pnpm db:migrate-embedded       copies an earlier version's DATA_DIR/pglite into the new server
//
// All three work on the configured database: DATABASE_URL's, otherwise the embedded PostgreSQL
// under DATA_DIR (default ./data, resolved against the working directory as the server does). A
// server running on that DATA_DIR may stay up: the commands connect to the PostgreSQL it started.
// The bundled PostgreSQL has no pg_dump, so backups are the rows of every table in COPY format
// (docs/operations.md); the schema comes from the app's migrations, which restore applies first.
import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, redactUrl, type Database } from './db/client';
import { migrate } from './db/migrate';
import {
  appliedMigrations,
  copyFromPglite,
  readBackupHeader,
  restoreBackup,
  writeBackup,
} from './db/transfer';
import { runWhenMain, terminalIo, type CliIo } from './lib/cli';

const USAGE = [
  'Usage:',
  '  pnpm db:backup [FILE]        write a backup (default DATA_DIR/backups/atlas-<time>.backup.gz)',
  '  pnpm db:restore FILE         replace every row of the database with the backup',
  "  pnpm db:migrate-embedded     copy an earlier version's DATA_DIR/pglite into the new server",
  'Environment: DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PostgreSQL, default ./data)',
].join('\n');

/** Runs one command; answers the process exit code. */
export async function runDbCli(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  io: CliIo = terminalIo,
): Promise<number> {
  const [command, file, ...rest] = argv;
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.cwd(), env.DATA_DIR || './data');
  if (command === 'backup' && rest.length === 0) {
    const target =
      file ??
      path.join(
        dataDir,
        'backups',
        `atlas-${new Date().toISOString().replaceAll(':', '-')}.backup.gz`,
      );
    await mkdir(path.dirname(path.resolve(target)), { recursive: true });
    return withDatabase(databaseUrl, dataDir, io, async (database) => {
      const client = await database.client.connect();
      try {
        const summary = await writeBackup(client, target);
        io.out(`Wrote ${summary.rows} rows of ${summary.tables} tables to ${target}`);
      } finally {
        client.release();
      }
      return 0;
    });
  }
  if (command === 'restore' && file && rest.length === 0) {
    const header = await readBackupHeader(file).catch((error: unknown) => {
      io.err(error instanceof Error ? error.message : String(error));
      return undefined;
    });
    if (!header) return 1;
    return withDatabase(databaseUrl, dataDir, io, async (database) => {
      await migrate(database);
      const client = await database.client.connect();
      try {
        const applied = await appliedMigrations(client);
        if (header.migrations > applied) {
          io.err(
            `${file} was written by a newer version (${header.migrations} migrations, this one has ${applied}); update first.`,
          );
          return 1;
        }
        const summary = await restoreBackup(client, file);
        io.out(
          `Restored ${summary.rows} rows of ${summary.tables} tables from ${file} (written ${header.createdAt}); the previous rows were replaced.`,
        );
        io.out('Restart the server (or wait for its caches to expire) to see the restored data.');
      } finally {
        client.release();
      }
      return 0;
    });
  }
  if (command === 'migrate-embedded' && file === undefined) {
    return migrateEmbedded(databaseUrl, dataDir, io);
  }
  io.err(USAGE);
  return 2;
}

/**
 * The one-time upgrade from PGlite: copy DATA_DIR/pglite into the configured database and move
 * the old directory aside. A directory that no longer opens (the crash damage that ended PGlite as
 * the default) is said to be lost, plainly, and moved aside so the new server starts afresh.
 */
async function migrateEmbedded(
  databaseUrl: string | undefined,
  dataDir: string,
  io: CliIo,
): Promise<number> {
  const directory = path.join(dataDir, 'pglite');
  if (!existsSync(directory)) {
    io.out(`Nothing to migrate: ${directory} does not exist.`);
    return 0;
  }
  const stamp = new Date().toISOString().replaceAll(':', '-');
  // PGlite is only a dependency for this one-time copy.
  const { PGlite } = await import('@electric-sql/pglite');
  // Search's migration (0008) needs these two; a directory written after it cannot open without.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  let source: InstanceType<typeof PGlite>;
  try {
    source = await PGlite.create(directory, { extensions: { pg_trgm, unaccent } });
    await source.query('SELECT 1');
  } catch (error) {
    const aside = `${directory}.unreadable-${stamp}`;
    await rename(directory, aside);
    io.err(
      [
        `${directory} cannot be opened any more (PGlite: ${error instanceof Error ? error.message : String(error)}).`,
        'Its write-ahead log and control file were left out of step by a crash; PGlite cannot start from it, and no data could be copied from it.',
        `It was moved, untouched, to ${aside}. The new database starts afresh: the next start seeds the demo data (unless SEED_DEMO_DATA=false).`,
      ].join('\n'),
    );
    return 1;
  }
  try {
    return await withDatabase(databaseUrl, dataDir, io, async (database) => {
      await migrate(database);
      const client = await database.client.connect();
      try {
        const summary = await copyFromPglite(source, client);
        io.out(
          `Copied ${summary.rows} rows of ${summary.tables} tables from ${directory} into ${describe(database, databaseUrl, dataDir)}.`,
        );
      } finally {
        client.release();
      }
      await source.close();
      const aside = `${directory}.migrated-${stamp}`;
      await rename(directory, aside);
      io.out(`The old directory was moved to ${aside}; delete it once the site looks right.`);
      return 0;
    });
  } finally {
    if (!source.closed) await source.close();
  }
}

async function withDatabase(
  databaseUrl: string | undefined,
  dataDir: string,
  io: CliIo,
  work: (database: Database) => Promise<number>,
): Promise<number> {
  const database = await openDatabase({ databaseUrl, dataDir, timeouts: { statementMs: 0 } });
  try {
    io.out(describe(database, databaseUrl, dataDir));
    return await work(database);
  } finally {
    await database.close();
  }
}

function describe(database: Database, databaseUrl: string | undefined, dataDir: string): string {
  if (databaseUrl) return `PostgreSQL ${redactUrl(databaseUrl)}`;
  const running = database.embedded?.startedHere ? '' : ', already running';
  return `the embedded PostgreSQL in ${path.join(dataDir, 'postgres')}${running}`;
}

runWhenMain(import.meta.url, runDbCli);
