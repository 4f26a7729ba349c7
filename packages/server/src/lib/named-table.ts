import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A column that is never null and holds a `T`. */
export type NotNullColumn<T> = AnyPgColumn<{ data: T; notNull: true }>;

/** A table of named things with an address: services, focuses, regions, countries, cities, … */
export type NamedTable = PgTable & {
  id: NotNullColumn<number>;
  name: NotNullColumn<string>;
  slug: NotNullColumn<string>;
};

/** The `{ id, name, slug }` columns of a named table, to select (typed as the table's own). */
export function idNameSlug<T extends NamedTable>(
  table: T,
): { id: T['id']; name: T['name']; slug: T['slug'] } {
  return { id: table.id, name: table.name, slug: table.slug };
}
