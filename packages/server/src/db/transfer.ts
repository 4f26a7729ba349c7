import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable, Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { PoolClient } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';

/**
 * Copies the rows of every table in the `public` schema, in PostgreSQL's COPY text format (what
 * pg_dump writes for data), from a database to a file, from a file to a database, or from an old
 * PGlite directory to the new server. The schema itself is never copied: the target is migrated
 * by the app's own migrations first, so a copy works between PostgreSQL versions and into a
 * managed PostgreSQL.
 */

export interface TableColumns {
  name: string;
  /** Stored columns (generated ones are computed by the target). */
  columns: string[];
}

/** Anything that answers SQL with rows: a pg client or a PGlite instance. */
export interface SqlReader {
  query<Row extends Record<string, unknown>>(text: string): Promise<{ rows: Row[] }>;
}

const BACKUP_MAGIC = 'ATLAS-BACKUP 1';

const BackupHeaderSchema = z.object({
  createdAt: z.string(),
  /** How many migrations the source had applied. */
  migrations: z.number().int().min(0),
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()) })),
});
export type BackupHeader = z.infer<typeof BackupHeaderSchema>;

export interface TransferSummary {
  tables: number;
  rows: number;
}

/** The tables of `public`, parents before the tables that reference them. */
export async function listTables(reader: SqlReader): Promise<TableColumns[]> {
  const { rows: columnRows } = await reader.query<{ table_name: string; column_name: string }>(
    `SELECT c.relname AS table_name, a.attname AS column_name
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND a.attgenerated = ''
      ORDER BY c.relname, a.attnum`,
  );
  const { rows: references } = await reader.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint co
       JOIN pg_class child ON child.oid = co.conrelid
       JOIN pg_class parent ON parent.oid = co.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE co.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`,
  );
  const tables = new Map<string, string[]>();
  for (const row of columnRows) {
    const columns = tables.get(row.table_name) ?? [];
    columns.push(row.column_name);
    tables.set(row.table_name, columns);
  }
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of references) {
    const set = parents.get(child) ?? new Set<string>();
    set.add(parent);
    parents.set(child, set);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parents.get(name) ?? []) if (tables.has(parent)) visit(parent, path);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of [...tables.keys()].sort()) visit(name, new Set());
  return ordered.map((name) => ({ name, columns: tables.get(name) ?? [] }));
}

export async function appliedMigrations(reader: SqlReader): Promise<number> {
  const { rows } = await reader.query<{ count: number | string | null }>(
    `SELECT CASE WHEN to_regclass('drizzle.__drizzle_migrations') IS NULL THEN 0
            ELSE (SELECT count(*) FROM drizzle.__drizzle_migrations) END AS count`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** A consistent snapshot of every table's rows, written (gzipped) to `file`. */
export async function writeBackup(client: PoolClient, file: string): Promise<TransferSummary> {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const tables = await listTables(client);
    const header: BackupHeader = {
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(client),
      tables,
    };
    const gzip = createGzip();
    const output = createWriteStream(file, { mode: 0o600 });
    const written = pipeline(gzip, output);
    const write = async (text: string) => {
      if (!gzip.write(text)) await once(gzip, 'drain');
    };
    await write(`${BACKUP_MAGIC}\n${JSON.stringify(header)}\n`);
    let rows = 0;
    for (const table of tables) {
      await write(`\\table ${table.name}\n`);
      const stream = client.query(copyTo(copyOutStatement(table)));
      await pipeline(
        stream,
        new Writable({
          write(chunk: Buffer, _encoding, callback) {
            if (gzip.write(chunk)) callback();
            else gzip.once('drain', () => callback());
          },
        }),
      );
      rows += Number(stream.rowCount ?? 0);
      await write('\\.\n');
    }
    gzip.end();
    await written;
    await client.query('COMMIT');
    return { tables: tables.length, rows };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/** Reads a backup's header (to check it before anything is replaced). */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()) });
  try {
    let index = 0;
    for await (const line of lines) {
      if (index === 0 && line !== BACKUP_MAGIC) break;
      if (index === 1) return parseHeader(line);
      index += 1;
    }
  } finally {
    lines.close();
  }
  throw new Error(`${file} is not an Agency Atlas backup (written by pnpm db:backup)`);
}

/**
 * Replaces every row of the target (a migrated database) with the backup's, in one transaction:
 * either all of it is restored or nothing changes.
 */
export async function restoreBackup(client: PoolClient, file: string): Promise<TransferSummary> {
  const header = await readBackupHeader(file);
  await beginReplacing(client);
  let lines: ReturnType<typeof createInterface> | undefined;
  let copy: Writable | undefined;
  try {
    const targetTables = new Map((await listTables(client)).map((table) => [table.name, table]));
    const sourceTables = new Map(header.tables.map((table) => [table.name, table]));
    let index = 0;
    let rows = 0;
    let tables = 0;
    // Created right before the loop: readline drops the lines it reads before iteration starts.
    lines = createInterface({
      input: createReadStream(file).pipe(createGunzip()),
      crlfDelay: Infinity,
    });
    for await (const line of lines) {
      index += 1;
      if (index <= 2) continue;
      if (copy) {
        if (line === '\\.') {
          copy.end();
          await finished(copy);
          copy = undefined;
          continue;
        }
        rows += 1;
        if (!copy.write(`${line}\n`)) await once(copy, 'drain');
        continue;
      }
      const name = line.startsWith('\\table ') ? line.slice('\\table '.length) : undefined;
      const source = name === undefined ? undefined : sourceTables.get(name);
      if (!name || !source) throw new Error(`${file} is damaged near line ${index}`);
      const target = targetTables.get(name);
      if (!target) throw new Error(`${file} has a table "${name}" that this version does not know`);
      const missing = source.columns.filter((column) => !target.columns.includes(column));
      if (missing.length > 0)
        throw new Error(`${file}: ${name}.${missing.join(', ')} no longer exist in this version`);
      copy = client.query(copyFrom(copyInStatement(name, source.columns)));
      tables += 1;
    }
    if (copy) throw new Error(`${file} ends in the middle of a table`);
    await resetSequences(client);
    await client.query('COMMIT');
    return { tables, rows };
  } catch (error) {
    // A COPY still open would hold the connection (and the ROLLBACK behind it): fail it first.
    if (copy && !copy.writableFinished) {
      copy.destroy(error instanceof Error ? error : new Error(String(error)));
      await finished(copy).catch(() => {});
    }
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    lines?.close();
  }
}

/**
 * Copies every row an old PGlite database holds into the target (a migrated database), replacing
 * what the target had, in one transaction. Columns are matched by name, so a PGlite directory of
 * an earlier version (fewer migrations) copies too: newer columns get their defaults.
 */
export async function copyFromPglite(source: PGlite, client: PoolClient): Promise<TransferSummary> {
  const sourceTables = await listTables(source);
  await beginReplacing(client);
  try {
    const targetTables = new Map((await listTables(client)).map((table) => [table.name, table]));
    let rows = 0;
    let tables = 0;
    for (const table of sourceTables) {
      const target = targetTables.get(table.name);
      if (!target) continue;
      const columns = table.columns.filter((column) => target.columns.includes(column));
      const exported = await source.query(`COPY (${selectOf(table.name, columns)}) TO '/dev/blob'`);
      const copy = client.query(copyFrom(copyInStatement(table.name, columns)));
      const data = exported.blob ? Buffer.from(await exported.blob.arrayBuffer()) : Buffer.alloc(0);
      await pipeline(Readable.from([data]), copy);
      rows += Number(copy.rowCount ?? 0);
      tables += 1;
    }
    await resetSequences(client);
    await client.query('COMMIT');
    return { tables, rows };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/** Opens the transaction, empties every table, and turns off triggers and FK checks when allowed. */
async function beginReplacing(client: PoolClient): Promise<void> {
  await client.query('BEGIN');
  // Rows go in as they were: no triggers, no foreign-key checks while tables fill one by one. A
  // managed PostgreSQL may not allow it; then the parent-first order keeps the checks happy.
  await client.query('SAVEPOINT replica');
  try {
    await client.query('SET LOCAL session_replication_role = replica');
    await client.query('RELEASE SAVEPOINT replica');
  } catch {
    await client.query('ROLLBACK TO SAVEPOINT replica');
  }
  await client.query('SET LOCAL statement_timeout = 0');
  const tables = await listTables(client);
  if (tables.length > 0) {
    await client.query(
      `TRUNCATE ${tables.map((table) => quote(table.name)).join(', ')} RESTART IDENTITY CASCADE`,
    );
  }
}

/** Every sequence owned by a column continues after the largest value now stored. */
async function resetSequences(client: PoolClient): Promise<void> {
  const { rows } = await client.query<{ sequence: string; table_name: string; column: string }>(
    `SELECT s.relname AS sequence, t.relname AS table_name, a.attname AS column
       FROM pg_class s
       JOIN pg_namespace n ON n.oid = s.relnamespace
       JOIN pg_depend d ON d.objid = s.oid AND d.deptype IN ('a', 'i')
       JOIN pg_class t ON t.oid = d.refobjid
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
      WHERE s.relkind = 'S' AND n.nspname = 'public'`,
  );
  for (const row of rows) {
    const column = quote(row.column);
    const table = quote(row.table_name);
    await client.query(
      `SELECT setval($1::regclass, coalesce((SELECT max(${column}) FROM ${table}), 1),
                     (SELECT max(${column}) FROM ${table}) IS NOT NULL)`,
      [quote(row.sequence)],
    );
  }
}

function parseHeader(line: string): BackupHeader {
  const parsed = BackupHeaderSchema.safeParse(JSON.parse(line));
  if (!parsed.success) throw new Error('The backup header is not readable');
  return parsed.data;
}

function copyOutStatement(table: TableColumns): string {
  return `COPY (${selectOf(table.name, table.columns)}) TO STDOUT`;
}

function copyInStatement(table: string, columns: string[]): string {
  return `COPY ${quote(table)} (${columns.map(quote).join(', ')}) FROM STDIN`;
}

function selectOf(table: string, columns: string[]): string {
  return `SELECT ${columns.map(quote).join(', ')} FROM ${quote(table)}`;
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
