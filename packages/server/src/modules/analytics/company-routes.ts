import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import {
  getCompanyAnalyticsEndpoint,
  type AnalyticsMetrics,
} from '@atlas/api/endpoints/company-analytics';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';
import { selectRows } from '../../db/rows';
import { isoDay } from './rollup';

const DAY_MS = 24 * 60 * 60 * 1000;
const EMPTY: AnalyticsMetrics = {
  profile_views: 0,
  listing_impressions: 0,
  website_clicks: 0,
  contact_clicks: 0,
  leads: 0,
};
const METRIC_OF_EVENT: Readonly<Record<string, keyof AnalyticsMetrics>> = {
  profile_view: 'profile_views',
  listing_impression: 'listing_impressions',
  website_click: 'website_clicks',
  contact_click: 'contact_clicks',
};

/**
 * The dashboard's analytics (issue 19): a company's own figures per day, read from the daily
 * rollup (events) and from its leads (contact requests and released project briefs). Members only.
 */
export const companyAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await registerRateLimit(app, { reason: 'Too many requests.' });

  app.get(
    getCompanyAnalyticsEndpoint.path,
    { config: perIp(240), schema: schemaOf(getCompanyAnalyticsEndpoint) },
    async (request, reply) => {
      const { company } = await app.requireCompanyMember(request, request.params.slug);
      reply.header('cache-control', 'private, no-store');
      const span = request.query.days;
      const today = new Date(`${isoDay(app.clock.now())}T00:00:00Z`);
      const first = new Date(today.getTime() - (span - 1) * DAY_MS);
      const before = new Date(first.getTime() - span * DAY_MS);
      const end = new Date(today.getTime() + DAY_MS);
      const [events, leads, sources] = await Promise.all([
        selectRows<{ day: string; name: string; count: number }>(
          db,
          sql`
          SELECT day::text AS day, name, sum(count)::int AS count FROM analytics_daily
          WHERE company_id = ${company.id} AND day >= ${isoDay(before)}::date AND day < ${isoDay(end)}::date
          GROUP BY day, name`,
        ),
        selectRows<{ day: string; count: number }>(
          db,
          sql`
          SELECT day::text AS day, count(*)::int AS count FROM (
            SELECT (created_at AT TIME ZONE 'UTC')::date AS day FROM contact_requests
            WHERE company_id = ${company.id}
              AND created_at >= ${before.toISOString()}::timestamptz AND created_at < ${end.toISOString()}::timestamptz
            UNION ALL
            SELECT (released_at AT TIME ZONE 'UTC')::date FROM valet_matches
            WHERE company_id = ${company.id} AND released_at IS NOT NULL
              AND released_at >= ${before.toISOString()}::timestamptz AND released_at < ${end.toISOString()}::timestamptz
          ) AS leads GROUP BY day`,
        ),
        selectRows<{ source: string; count: number }>(
          db,
          sql`
          SELECT source, sum(count)::int AS count FROM analytics_daily
          WHERE company_id = ${company.id} AND name = 'profile_view'
            AND day >= ${isoDay(first)}::date AND day < ${isoDay(end)}::date
          GROUP BY source ORDER BY 2 DESC, 1`,
        ),
      ]);
      const byDay = new Map<string, AnalyticsMetrics>();
      const cell = (day: string) => {
        let metrics = byDay.get(day);
        if (!metrics) {
          metrics = { ...EMPTY };
          byDay.set(day, metrics);
        }
        return metrics;
      };
      for (const row of events) {
        const metric = METRIC_OF_EVENT[row.name];
        if (metric) cell(row.day)[metric] += row.count;
      }
      for (const row of leads) cell(row.day).leads += row.count;
      const sum = (from: Date, to: Date): AnalyticsMetrics => {
        const total = { ...EMPTY };
        for (let at = from.getTime(); at < to.getTime(); at += DAY_MS) {
          const metrics = byDay.get(isoDay(new Date(at)));
          if (!metrics) continue;
          for (const key of Object.keys(total) as (keyof AnalyticsMetrics)[])
            total[key] += metrics[key];
        }
        return total;
      };
      const days = [];
      for (let at = first.getTime(); at < end.getTime(); at += DAY_MS) {
        const day = isoDay(new Date(at));
        days.push({ day, ...(byDay.get(day) ?? EMPTY) });
      }
      return {
        data: {
          from: isoDay(first),
          to: isoDay(today),
          days,
          totals: sum(first, end),
          previous: sum(before, first),
          sources: sources.map((row) => ({
            source: row.source || 'direct',
            profile_views: row.count,
          })),
        },
      };
    },
  );
};
