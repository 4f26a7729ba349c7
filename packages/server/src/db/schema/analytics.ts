import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * Events pages report (SPEC §7, issue 19's dashboard counts): one row per event, nothing personal
 * (no address, account or user agent). `company_id` is set when the event is about a company, so
 * a company's figures are one indexed range.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    name: text('name').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The page's path (no query string: it may carry someone's search). */
    path: text('path').notNull().default(''),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    props: jsonb('props').$type<Record<string, string | number | boolean | null>>().notNull(),
  },
  (t) => [
    index('analytics_events_name_idx').on(t.name, t.occurredAt),
    index('analytics_events_company_idx')
      .on(t.companyId, t.occurredAt)
      .where(sql`${t.companyId} IS NOT NULL`),
    check('analytics_events_name_check', sql`char_length(${t.name}) BETWEEN 1 AND 60`),
  ],
);

/**
 * A company's events per UTC day (issue 19's analytics page reads these, not the events): written
 * by the rollup (modules/analytics/rollup.ts), which recomputes the days since its last run, so a
 * rerun gives the same rows. `source` is where a profile view came from (empty for other events).
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    source: text('source').notNull().default(''),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.name, t.source] })],
);
