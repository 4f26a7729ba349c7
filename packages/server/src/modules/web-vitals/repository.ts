import { sql } from 'drizzle-orm';
import type { WebVitalName, WebVitalRating } from '@atlas/api/endpoints/web-vitals';
import type { AppDatabase } from '../../db/client';
import { selectRows } from '../../db/rows';

/** One metric of one page view, as it waits in memory for its batch. */
export interface PendingWebVital {
  pageType: string;
  metric: WebVitalName;
  value: number;
  rating: WebVitalRating;
  navigationType: string;
  /** The hour it arrived, already truncated. */
  hour: Date;
}

/** Truncates a moment to its UTC hour: the only time a report keeps. */
export function hourOf(moment: Date): Date {
  const hour = new Date(moment.getTime());
  hour.setUTCMinutes(0, 0, 0);
  return hour;
}

/** Writes a batch in one INSERT (the batch is one JSON parameter, whatever its size). */
export async function insertWebVitals(
  db: AppDatabase,
  rows: readonly PendingWebVital[],
): Promise<void> {
  if (rows.length === 0) return;
  const batch = JSON.stringify(
    rows.map((row) => ({
      page_type: row.pageType,
      metric: row.metric,
      value: row.value,
      rating: row.rating,
      navigation_type: row.navigationType,
      hour: row.hour.toISOString(),
    })),
  );
  await db.execute(sql`
    INSERT INTO web_vitals (page_type, metric, value, rating, navigation_type, hour)
    SELECT r.page_type, r.metric, r.value, r.rating, r.navigation_type, r.hour
    FROM jsonb_to_recordset(${batch}::jsonb) AS r(
      page_type text, metric text, value double precision, rating text,
      navigation_type text, hour timestamptz)`);
}

/** Deletes the reports older than `retentionDays` before `now`; answers how many went. */
export async function deleteOldWebVitals(
  db: AppDatabase,
  now: Date,
  retentionDays: number,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const [result] = await selectRows<{ deleted: string }>(
    db,
    sql`WITH gone AS (
          DELETE FROM web_vitals WHERE hour < ${cutoff.toISOString()}::timestamptz RETURNING 1)
        SELECT count(*) AS deleted FROM gone`,
  );
  return Number(result?.deleted ?? 0);
}

/** The 75th percentile of each metric for one page type (null: no report of that metric). */
export interface WebVitalsP75Row {
  pageType: string;
  views: number;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
}

/**
 * p75 of LCP, INP and CLS per page type over the reports of the `hours` before `now` (continuous
 * percentile, as CrUX reports it), busiest page type first. `views` counts LCP reports, one per
 * page view that reached its first paint.
 */
export async function webVitalsP75(
  db: AppDatabase,
  now: Date,
  hours = 24,
): Promise<WebVitalsP75Row[]> {
  const since = new Date(hourOf(now).getTime() - (hours - 1) * 3_600_000);
  const rows = await selectRows<{
    page_type: string;
    views: string;
    lcp: number | null;
    inp: number | null;
    cls: number | null;
  }>(
    db,
    sql`SELECT page_type,
          count(*) FILTER (WHERE metric = 'LCP') AS views,
          percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE metric = 'LCP') AS lcp,
          percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE metric = 'INP') AS inp,
          percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE metric = 'CLS') AS cls
        FROM web_vitals
        WHERE hour >= ${since.toISOString()}::timestamptz
        GROUP BY page_type
        ORDER BY views DESC, page_type`,
  );
  return rows.map((row) => ({
    pageType: row.page_type,
    views: Number(row.views),
    lcp: row.lcp,
    inp: row.inp,
    cls: row.cls,
  }));
}
