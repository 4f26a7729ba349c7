import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column IN (...)` for a CHECK constraint, built from a constant option list so the database and
 * `@atlas/api/options` cannot drift apart silently: changing a list changes the generated migration.
 */
export function inList(column: AnyPgColumn, values: readonly (string | number)[]): SQL {
  const literals = values.map((value) => {
    if (typeof value === 'number') {
      if (!Number.isInteger(value))
        throw new Error(`CHECK option lists hold integers, got ${value}`);
      return sql.raw(String(value));
    }
    return sql.raw(`'${value.replaceAll("'", "''")}'`);
  });
  return sql`${column} IN (${sql.join(literals, sql`, `)})`;
}
