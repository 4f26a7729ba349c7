import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isbot } from 'isbot';
import { trackAnalyticsEventEndpoint } from '@atlas/api/endpoints/track-analytics-event';
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
 * POST /analytics/events: a beacon from a page, validated, kept in the analytics buffer and
 * answered at once (the buffer writes it within ANALYTICS_FLUSH_INTERVAL_MS). Crawlers are
 * answered `stored: false` and kept out of every figure; a `company_slug` property ties the event
 * to that company when the batch is written.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const occurredAt = app.clock.now();
      // A listing page reports the cards it showed in one beacon: a row per company shown.
      if (name === 'listing_impression' && typeof props.company_slugs === 'string') {
        const slugs = [...new Set(props.company_slugs.split(','))].filter(Boolean).slice(0, 50);
        const rest = Object.fromEntries(
          Object.entries(props).filter(([key]) => key !== 'company_slugs'),
        );
        app.analyticsBuffer.add(
          slugs.map((slug) => ({
            name,
            occurredAt,
            path,
            companySlug: slug,
            companyRequired: true,
            props: rest,
          })),
        );
        return { stored: slugs.length > 0 };
      }
      const companySlug = typeof props.company_slug === 'string' ? props.company_slug : null;
      app.analyticsBuffer.add([
        { name, occurredAt, path, companySlug, companyRequired: false, props },
      ]);
      return { stored: true };
    },
  );
};
