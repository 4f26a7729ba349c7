import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runDbCli } from '../src/db-cli';
import { migrationsFolder } from '../src/db/migrate';
import * as schema from '../src/db/schema';
import { companies, reviews } from '../src/db/schema';
import { seedDatabase } from '../src/seed/generator';
import { createTestDatabase, type TestDatabase } from './helpers/db';

// A PGlite 0.5.16 DATA_DIR/pglite left behind when a server died on an uncaught exception: opening
// it aborts with "could not locate a valid checkpoint record". Kept in the repository so the test
// runs on any machine.
const fixture = path.resolve(import.meta.dirname, 'fixtures/pglite-after-crash.tar.xz');

let target: TestDatabase;
const workDirs: string[] = [];

beforeAll(async () => {
  target = await createTestDatabase();
});

afterAll(async () => {
  await target?.cleanup();
});

afterEach(() => {
  for (const directory of workDirs.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function workDir(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'atlas-db-cli-'));
  workDirs.push(directory);
  return directory;
}

async function run(argv: string[], dataDir: string, databaseUrl = target.url) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runDbCli(
    argv,
    { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const countOf = async (table: typeof companies | typeof reviews) =>
  target.database.db.$count(table);

describe('pnpm db:migrate-embedded', () => {
  it("copies an earlier version's PGlite directory into the new database", async () => {
    const dataDir = workDir();
    const pglite = await PGlite.create(path.join(dataDir, 'pglite'), {
      extensions: { pg_trgm, unaccent },
    });
    const old = drizzlePglite({ client: pglite, schema });
    await migratePglite(old, { migrationsFolder: migrationsFolder() });
    const seeded = await seedDatabase({ db: old }, { companies: 12, seed: 3 });
    const [oldest] = await old.select().from(companies).orderBy(companies.id).limit(1);
    await pglite.close();

    const result = await run(['migrate-embedded'], dataDir);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(await countOf(companies)).toBe(seeded.companies);
    expect(await countOf(reviews)).toBe(seeded.reviews);
    const [copied] = await target.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, oldest?.id ?? -1));
    expect(copied).toEqual(oldest);
    // The old directory is kept aside, and sequences continue after the copied ids.
    expect(readdirSync(dataDir).some((name) => name.startsWith('pglite.migrated-'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    const [largest] = await target.database.db
      .select({ id: sql<number>`max(${companies.id})`.mapWith(Number) })
      .from(companies);
    const [next] = await target.database.db
      .select({
        id: sql<number>`nextval(pg_get_serial_sequence('companies', 'id'))`.mapWith(Number),
      })
      .from(sql`(SELECT 1) AS one`);
    expect(next?.id).toBeGreaterThan(largest?.id ?? Infinity);
  });

  it.skipIf(!existsSync(fixture))(
    'says plainly that a crash-damaged directory cannot be opened, and starts afresh',
    async () => {
      const dataDir = workDir();
      execFileSync('tar', ['-xJf', fixture, '-C', dataDir]);
      await target.database.db.execute(sql`TRUNCATE companies RESTART IDENTITY CASCADE`);

      const result = await run(['migrate-embedded'], dataDir);
      expect(result.code).toBe(1);
      expect(result.err).toMatch(/cannot be opened any more/);
      expect(result.err).toMatch(/no data could be copied/);
      expect(result.err).toMatch(/starts afresh/);
      // Kept, not deleted; out of the way of the next start.
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
      expect(readdirSync(dataDir).some((name) => name.startsWith('pglite.unreadable-'))).toBe(true);
      expect(await countOf(companies)).toBe(0);
    },
  );

  it('has nothing to do without a PGlite directory', async () => {
    const result = await run(['migrate-embedded'], workDir());
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/Nothing to migrate/);
  });
});

describe('pnpm db:backup and db:restore', () => {
  it('restores every row as it was when the backup was written, in any database', async () => {
    const dataDir = workDir();
    await target.database.db.execute(sql`TRUNCATE companies RESTART IDENTITY CASCADE`);
    const seeded = await seedDatabase(target.database, { companies: 8, seed: 5 });
    const before = await target.database.db.select().from(companies).orderBy(companies.id);
    const file = path.join(dataDir, 'atlas.backup.gz');

    const backup = await run(['backup', file], dataDir);
    expect(backup.code).toBe(0);
    expect(backup.out).toMatch(/Wrote \d+ rows/);

    // Changes after the backup are undone by the restore.
    await target.database.db.delete(reviews);
    await target.database.db
      .update(companies)
      .set({ name: 'Renamed after the backup' })
      .where(eq(companies.id, before[0]?.id ?? -1));
    const restored = await run(['restore', file], dataDir);
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);
    expect(await target.database.db.select().from(companies).orderBy(companies.id)).toEqual(before);
    expect(await countOf(reviews)).toBe(seeded.reviews);

    // Moving to another server: the same file into a fresh, empty database.
    const elsewhere = await createTestDatabase();
    try {
      const moved = await run(['restore', file], dataDir, elsewhere.url);
      expect(moved.code).toBe(0);
      expect(await elsewhere.database.db.select().from(companies).orderBy(companies.id)).toEqual(
        before,
      );
    } finally {
      await elsewhere.cleanup();
    }
  });

  it('refuses a file that is not a backup, and changes nothing', async () => {
    const dataDir = workDir();
    const before = await countOf(companies);
    const file = path.join(dataDir, 'notes.txt');
    writeFileSync(file, 'not a backup\n');
    const result = await run(['restore', file], dataDir);
    expect(result.code).toBe(1);
    expect(await countOf(companies)).toBe(before);
  });
});
