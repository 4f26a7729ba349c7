import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase } from './client';

export interface InsertRowsOptions {
  /** Rows per statement (default 5000). There is one parameter per statement, so no 65535 limit. */
  chunkSize?: number;
  /** Skip rows that hit a unique constraint (for reference data that may already be there). */
  onConflictDoNothing?: boolean;
}

/**
 * Inserts many rows with few statements: each chunk is sent as one JSON parameter and expanded by
 * `json_to_recordset`, typed with the columns' own SQL types. Far cheaper than one bind parameter per
 * value (which drizzle's `insert().values()` uses).
 *
 * Columns are those present in the rows. A key a row leaves out is NULL, not the column default,
 * so rows of one call should spell out the same keys.
 */
export async function insertRows<TTable extends PgTable>(
  db: AppDatabase,
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
  options: InsertRowsOptions = {},
): Promise<void> {
  const chunkSize = options.chunkSize ?? 5000;
  const columns = getTableColumns(table);
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const keys = new Set<string>();
    for (const row of chunk) for (const key of Object.keys(row)) keys.add(key);
    const targets: SQL[] = [];
    const sources: SQL[] = [];
    const definitions: SQL[] = [];
    for (const key of keys) {
      const column = columns[key];
      if (!column)
        throw new Error(`insertRows: ${getTableName(table)} has no column for key "${key}"`);
      targets.push(sql`${sql.identifier(column.name)}`);
      sources.push(sql`${sql.identifier(key)}`);
      definitions.push(sql`${sql.identifier(key)} ${sql.raw(column.getSQLType())}`);
    }
    const conflict = options.onConflictDoNothing ? sql` ON CONFLICT DO NOTHING` : sql``;
    await db.execute(sql`
      INSERT INTO ${table} (${sql.join(targets, sql`, `)})
      SELECT ${sql.join(sources, sql`, `)}
      FROM json_to_recordset(${JSON.stringify(chunk)}::json) AS source(${sql.join(definitions, sql`, `)})${conflict}`);
  }
}

/** `'{1,2,3}'`: an int[] literal for `= ANY(${intArrayLiteral(ids)}::int[])`, one parameter for any number of ids. */
export function intArrayLiteral(ids: readonly number[]): string {
  for (const id of ids) {
    if (!Number.isSafeInteger(id)) throw new Error(`Expected integer ids, got ${id}`);
  }
  return `{${ids.join(',')}}`;
}
