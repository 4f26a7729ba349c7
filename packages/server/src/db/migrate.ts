import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

const PACKAGE_NAME = '@atlas/server';

/** Arbitrary constant: the advisory lock that keeps concurrent starts from migrating twice. */
const MIGRATION_LOCK_KEY = 727_274_001;

/**
 * The directory holding this package's package.json, found by walking up from `from`. Works from
 * the sources (src/db/migrate.ts under tsx or vitest) and from the bundle (dist/main.js).
 */
export function findPackageRoot(from: string = import.meta.url): string {
  let directory = path.dirname(from.startsWith('file:') ? fileURLToPath(from) : from);
  for (;;) {
    const manifest = path.join(directory, 'package.json');
    if (existsSync(manifest) && readPackageName(manifest) === PACKAGE_NAME) return directory;
    const parent = path.dirname(directory);
    if (parent === directory)
      throw new Error(`Cannot find the ${PACKAGE_NAME} package root above ${from}`);
    directory = parent;
  }
}

function readPackageName(manifest: string): string | undefined {
  const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    'name' in parsed &&
    typeof parsed.name === 'string'
  ) {
    return parsed.name;
  }
  return undefined;
}

/** The committed migrations: packages/server/drizzle. */
export function migrationsFolder(): string {
  return path.join(findPackageRoot(), 'drizzle');
}

/**
 * Applies the committed migrations that the database has not seen yet, in one transaction. An
 * advisory lock serialises instances (and CLIs) starting at the same time.
 */
export async function migrate(
  database: Database,
  folder: string = migrationsFolder(),
): Promise<void> {
  const config = { migrationsFolder: folder };
  const connection = await database.client.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client: connection }), config);
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
