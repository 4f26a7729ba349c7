import type { SQL } from 'drizzle-orm';
import type { AppDatabase } from './client';

/**
 * The rows of a raw SQL query, typed as the caller says they are (drizzle's `execute` answers the
 * driver's result, whose row type it cannot know).
 */
export async function selectRows<Row>(db: AppDatabase, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
