import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, inArray } from 'drizzle-orm';
import { isbot } from 'isbot';
import { trackAnalyticsEventEndpoint } from '@atlas/api/endpoints/track-analytics-event';
import { analyticsEvents, companies } from '../../db/schema';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';

/** Events per IP address and minute: a busy reader sends a few, a script many. */
const PER_IP_PER_MINUTE = 60;
const MAX_PATH_LENGTH = 300;

/**
 * The page an event came from, as a path without its query string (a query may carry someone's
 * search): the `path` property when the page gives one, else the same-site Referer.
 */
export function eventPath(
  props: Record<string, unknown>,
  referer: string | undefined,
  host: string | undefined,
): string {
  const given = typeof props.path === 'string' ? props.path : null;
  let path = '';
  if (given?.startsWith('/') && !given.startsWith('//')) path = given;
  else if (referer && host) {
    try {
      const url = new URL(referer);
      if (url.host === host) path = url.pathname;
    } catch {
      // Not a URL: no path.
    }
  }
  return (path.split(/[?#]/)[0] ?? '').slice(0, MAX_PATH_LENGTH);
}

/**
 * POST /analytics/events: a beacon from a page. Crawlers are answered `stored: false` and kept
 * out of every figure; a `company_slug` property ties the event to that company.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await registerRateLimit(app, { reason: 'This page reported many events.', waitIn: 'seconds' });

  app.post(
    trackAnalyticsEventEndpoint.path,
    { config: perIp(PER_IP_PER_MINUTE), schema: schemaOf(trackAnalyticsEventEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (isbot(request.headers['user-agent'] ?? '')) return { stored: false };
      const { name, props } = request.body;
      const path = eventPath(
        props,
        request.headers.referer,
        app.appConfig.publicUrlConfigured
          ? new URL(app.appConfig.publicUrl).host
          : request.headers.host,
      );
      // A listing page reports the cards it showed in one beacon: a row per company shown.
      if (name === 'listing_impression' && typeof props.company_slugs === 'string') {
        const slugs = [...new Set(props.company_slugs.split(','))].filter(Boolean).slice(0, 50);
        const shown = slugs.length
          ? await db
              .select({ id: companies.id })
              .from(companies)
              .where(inArray(companies.slug, slugs))
          : [];
        const rest = Object.fromEntries(
          Object.entries(props).filter(([key]) => key !== 'company_slugs'),
        );
        const occurredAt = app.clock.now();
        if (shown.length > 0)
          await db.insert(analyticsEvents).values(
            shown.map((company) => ({
              name,
              occurredAt,
              path,
              companyId: company.id,
              props: rest,
            })),
          );
        return { stored: shown.length > 0 };
      }
      let companyId: number | null = null;
      if (typeof props.company_slug === 'string') {
        const [company] = await db
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.slug, props.company_slug))
          .limit(1);
        companyId = company?.id ?? null;
      }
      await db.insert(analyticsEvents).values({
        name,
        occurredAt: app.clock.now(),
        path,
        companyId,
        props,
      });
      return { stored: true };
    },
  );
};
