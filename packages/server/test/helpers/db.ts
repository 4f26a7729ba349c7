import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';

export interface TestDatabase {
  database: Database;
  /** The connection string of this file's database. */
  url: string;
  /** Closes the database and drops it. */
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated, empty database for one test file: `atlas_test_<random>`, cloned from the
 * template that the global setup (test/global-setup.ts) migrated once for the run, on the
 * PostgreSQL of TEST_DATABASE_URL or on the embedded one the run started. Each file has its own
 * database, so files run in parallel against one server.
 */
export async function createTestDatabase(
  options: { maxConnections?: number } = {},
): Promise<TestDatabase> {
  const { serverUrl, template } = inject('testDatabase');
  const name = `atlas_test_${randomBytes(6).toString('hex')}`;
  await administer(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = databaseUrl(serverUrl, name);
  let database: Database | undefined;
  const drop = async () => {
    await database?.close();
    await administer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  try {
    database = await openDatabase({
      databaseUrl: url,
      dataDir: '',
      maxConnections: options.maxConnections ?? 4,
    });
  } catch (error) {
    await drop();
    throw error;
  }
  return { database, url, cleanup: drop };
}

/** `serverUrl` with another database name. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on its own connection (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function administer(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
