import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { selectRows } from '../../db/rows';

/** The events a company's analytics page counts, rolled up per day. */
export const COMPANY_EVENTS = [
  'profile_view',
  'listing_impression',
  'website_click',
  'contact_click',
] as const;
export type CompanyEvent = (typeof COMPANY_EVENTS)[number];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Recomputes `analytics_daily` from the events, from the last day it holds (which may have been
 * partial) up to `now`: delete those days, insert their counts again, in one transaction, so a
 * rerun or two instances at once give the same rows. Answers the days it wrote.
 */
export async function rollupAnalytics(
  db: AppDatabase,
  now: Date,
): Promise<{ from: string | null }> {
  return db.transaction(async (tx) => {
    // One rollup at a time across instances.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('analytics-rollup'))`);
    const [last] = await selectRows<{ day: string | null }>(
      tx,
      sql`SELECT max(day)::text AS day FROM analytics_daily`,
    );
    let from = last?.day ?? null;
    if (from === null) {
      const [first] = await selectRows<{ day: string | null }>(
        tx,
        sql`SELECT min((occurred_at AT TIME ZONE 'UTC')::date)::text AS day
            FROM analytics_events WHERE company_id IS NOT NULL`,
      );
      from = first?.day ?? null;
    }
    if (from === null) return { from: null };
    const names = sql.join(
      COMPANY_EVENTS.map((name) => sql`${name}`),
      sql`, `,
    );
    await tx.execute(sql`DELETE FROM analytics_daily WHERE day >= ${from}::date`);
    await tx.execute(sql`
      INSERT INTO analytics_daily (company_id, day, name, source, count)
      SELECT company_id, (occurred_at AT TIME ZONE 'UTC')::date, name,
             CASE WHEN name = 'profile_view' THEN coalesce(left(props->>'source', 60), '') ELSE '' END,
             count(*)::int
      FROM analytics_events
      WHERE company_id IS NOT NULL
        AND name IN (${names})
        AND occurred_at >= (${from}::date)::timestamp AT TIME ZONE 'UTC'
        AND occurred_at <= ${now.toISOString()}::timestamptz
      GROUP BY 1, 2, 3, 4`);
    return { from };
  });
}

export { isoDay };
