import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * The drizzle instance repositories use. Both drivers (PGlite and node-postgres) produce a
 * subclass of this, and so does a transaction (`db.transaction(async (tx) => …)`), so code written
 * against it runs on either engine, inside or outside a transaction. Read results through the query
 * builder (`db.select()…`), which maps values the same way on both engines; `db.execute()` returns
 * driver-specific results.
 */
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseEngine = 'pglite' | 'postgres';

/**
 * An open database: one shape for both engines (a plain interface, not a union, so it can be
 * stored and passed around without narrowing). `client` is the driver's own client for the few
 * things drizzle does not cover (LISTEN/NOTIFY, pool statistics, migrations); narrow it with
 * `instanceof PGlite` / `instanceof Pool`. Everything else goes through `db`.
 */
export interface Database {
  db: AppDatabase;
  engine: DatabaseEngine;
  client: PGlite | Pool;
  /** Closes the pool or the embedded database; later calls return the same promise. */
  close(): Promise<void>;
  /** Resolves when the database answers a trivial query (for /readyz). */
  ping(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; absent means the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite keeps its files in `${dataDir}/pglite` (created when missing). */
  dataDir: string;
  /** An in-memory PGlite that disappears on close (tests). Ignored when databaseUrl is set. */
  inMemory?: boolean | undefined;
  /** Size of the PostgreSQL pool (default 10). */
  maxConnections?: number | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.maxConnections ?? 10);
  return openPglite(options.inMemory ? undefined : path.join(options.dataDir, 'pglite'));
}

async function openPglite(directory: string | undefined): Promise<Database> {
  if (directory) await mkdir(directory, { recursive: true });
  const client = directory ? await PGlite.create(directory) : await PGlite.create();
  const db: AppDatabase = drizzlePglite({ client, schema });
  return {
    engine: 'pglite',
    client,
    db,
    close: once(() => client.close()),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
  };
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const client = new Pool({ connectionString, max });
  // An idle client losing its connection (server restart, network) emits 'error' on the pool;
  // unhandled, that would end the process. The pool replaces the client on the next checkout.
  client.on('error', (error) => {
    console.error('PostgreSQL pool: idle client error:', error.message);
  });
  const db: AppDatabase = drizzleNodePg({ client, schema });
  const database: Database = {
    engine: 'postgres',
    client,
    db,
    close: once(() => client.end()),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
  };
  try {
    await database.ping();
  } catch (error) {
    await client.end();
    throw error;
  }
  return database;
}

function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
