import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';

export interface TestDatabase {
  database: Database;
  /** Closes the database and, on PostgreSQL, drops it. */
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated, empty database for one test file: an in-memory PGlite, or, when
 * TEST_DATABASE_URL points at a PostgreSQL database, a new database `atlas_test_<random>` on that
 * server (dropped by cleanup), so test files can run in parallel against one server.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: '', inMemory: true });
    try {
      await migrate(database);
    } catch (error) {
      await database.close();
      throw error;
    }
    return { database, cleanup: () => database.close() };
  }

  const name = `atlas_test_${randomBytes(6).toString('hex')}`;
  await administer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let database: Database | undefined;
  const drop = async () => {
    await database?.close();
    await administer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  try {
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', maxConnections: 4 });
    await migrate(database);
  } catch (error) {
    await drop();
    throw error;
  }
  return { database, cleanup: drop };
}

async function administer(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
