import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg, { Pool, type ClientConfig } from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded';
import { DatabaseStartError, isDatabaseUnavailable, withTimeout } from './errors';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * The drizzle instance repositories use. A transaction (`db.transaction(async (tx) => …)`) is a
 * subclass of the same base, so code written against it runs inside or outside a transaction.
 */
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;

/** Limits on every database call, so a database in trouble gives errors, never a hang. */
export interface DatabaseTimeouts {
  /** Opening a connection (TCP, TLS, authentication). */
  connectMs: number;
  /** Waiting for a free connection of the pool. */
  acquireMs: number;
  /** One statement: PostgreSQL's statement_timeout, and a client-side read limit a little longer (0: none). */
  statementMs: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  acquireMs: 10_000,
  statementMs: 30_000,
};

/** How long /readyz waits for the database before it says "unavailable". */
export const PING_TIMEOUT_MS = 2_000;

/**
 * An open database: a node-postgres pool and the drizzle instance over it, to a PostgreSQL server
 * from DATABASE_URL or to the embedded one this process started or adopted (`embedded`).
 */
export interface Database {
  db: AppDatabase;
  /** The pool, for the few things drizzle does not cover (LISTEN/NOTIFY, COPY, migrations). */
  client: Pool;
  /** The embedded server, when DATABASE_URL is not set. */
  embedded: EmbeddedPostgres | undefined;
  /** Closes the pool, then lets go of the embedded server; later calls return the same promise. */
  close(): Promise<void>;
  /** Resolves when the database answers a trivial query within `timeoutMs` (for /readyz). */
  ping(timeoutMs?: number): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; absent means the embedded PostgreSQL under dataDir. */
  databaseUrl?: string | undefined;
  /** The embedded server keeps its files in `${dataDir}/postgres` (created when missing). */
  dataDir: string;
  /** Size of the pool (default 10). */
  maxConnections?: number | undefined;
  timeouts?: Partial<DatabaseTimeouts> | undefined;
  /**
   * Progress of the embedded server (initialising, adopting, starting), and idle connections the
   * database closed (a restart, a dropped database). Nothing is printed without it.
   */
  log?: ((line: string) => void) | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  let embedded: EmbeddedPostgres | undefined;
  let connectionString = options.databaseUrl;
  if (!connectionString) {
    // Never an embedded server in whatever directory happens to be current.
    if (!options.dataDir) throw new Error('openDatabase: neither a databaseUrl nor a dataDir');
    try {
      embedded = await startEmbeddedPostgres({
        directory: path.join(options.dataDir, 'postgres'),
        log: options.log,
      });
    } catch (error) {
      throw new DatabaseStartError(
        `The embedded PostgreSQL could not start: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    connectionString = embedded.url;
  }
  const client = createPool(connectionString, options.maxConnections ?? 10, timeouts, options.log);
  const db: AppDatabase = drizzle({ client, schema });
  const database: Database = {
    client,
    db,
    embedded,
    close: once(async () => {
      await client.end();
      await embedded?.release();
    }),
    ping: async (timeoutMs = PING_TIMEOUT_MS) => {
      await withTimeout(client.query('SELECT 1'), timeoutMs, 'The database');
    },
  };
  try {
    await database.ping(timeouts.connectMs + timeouts.acquireMs);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export interface RetryOptions {
  /** Keep trying an unreachable database this long (0: one attempt). */
  retryMs: number;
  /** Told before each wait: the failure and the delay until the next attempt. */
  onRetry?: (error: unknown, delayMs: number) => void;
}

/**
 * openDatabase, tried again with backoff (0.5 s doubling to 5 s) while the database is unreachable
 * and `retryMs` has not passed; then a DatabaseStartError that names DATABASE_URL.
 */
export async function openDatabaseWithRetry(
  options: OpenDatabaseOptions,
  retry: RetryOptions,
): Promise<Database> {
  const started = Date.now();
  for (let delay = 500; ; delay = Math.min(delay * 2, 5_000)) {
    try {
      return await openDatabase(options);
    } catch (error) {
      if (!options.databaseUrl || !isDatabaseUnavailable(error)) throw error;
      const left = started + retry.retryMs - Date.now();
      if (left <= 0) {
        const seconds = Math.round((Date.now() - started) / 1000);
        throw new DatabaseStartError(
          `Cannot reach the database at DATABASE_URL (${redactUrl(options.databaseUrl)}): ${reasonOf(error)}; gave up after ${seconds} s (DATABASE_CONNECT_RETRY_MS=${retry.retryMs}).`,
          { cause: error },
        );
      }
      const wait = Math.min(delay, left);
      retry.onRetry?.(error, wait);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

function createPool(
  connectionString: string,
  max: number,
  timeouts: DatabaseTimeouts,
  log: ((line: string) => void) | undefined,
): Pool {
  // pg-pool uses one setting for both "wait for a free client" and "connect a new one"; the
  // pool's is the acquire limit, and each client gets the connect limit of its own.
  class TimedClient extends pg.Client {
    constructor(config?: string | ClientConfig) {
      super({
        ...(typeof config === 'string' ? { connectionString: config } : config),
        connectionTimeoutMillis: timeouts.connectMs,
      });
    }
  }
  const pool = new Pool({
    connectionString,
    max,
    Client: TimedClient,
    connectionTimeoutMillis: timeouts.acquireMs,
    ...(timeouts.statementMs > 0
      ? { statement_timeout: timeouts.statementMs, query_timeout: timeouts.statementMs + 1_000 }
      : {}),
  });
  // An idle client losing its connection (server restart, network) emits 'error' on the pool;
  // unhandled, that would end the process. The pool replaces the client on the next checkout.
  pool.on('error', (error) => {
    log?.(`PostgreSQL pool: an idle connection was closed (${error.message})`);
  });
  return pool;
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

function reasonOf(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  while (current instanceof Error && messages.length < 3) {
    if (current instanceof AggregateError && current.errors[0] instanceof Error)
      messages.push(current.errors[0].message);
    else if (current.message) messages.push(current.message);
    current = current.cause;
  }
  return messages[messages.length - 1] ?? String(error);
}

function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
