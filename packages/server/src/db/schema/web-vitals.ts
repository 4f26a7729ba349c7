import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Core Web Vitals from sampled page views (issue 14's field data): one row per metric of a page
 * view. Nothing personal: the route's name instead of the address, the hour instead of the
 * moment, and no address, account, user agent or id that ties two rows to one visitor.
 * Rows older than WEB_VITALS_RETENTION_DAYS are deleted by the daily job.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** The route's `handle.name` (`companies-seg`, `company-slug`…). */
    pageType: text('page_type').notNull(),
    metric: text('metric').notNull(),
    /** Milliseconds for LCP and INP; the layout shift score for CLS. */
    value: doublePrecision('value').notNull(),
    rating: text('rating').notNull(),
    navigationType: text('navigation_type').notNull(),
    /** The hour the report arrived, truncated (UTC). */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('web_vitals_hour_idx').on(t.hour),
    check('web_vitals_metric_check', sql`${t.metric} IN ('LCP', 'INP', 'CLS')`),
    check('web_vitals_rating_check', sql`${t.rating} IN ('good', 'needs-improvement', 'poor')`),
    check('web_vitals_page_type_check', sql`char_length(${t.pageType}) BETWEEN 1 AND 80`),
  ],
);
