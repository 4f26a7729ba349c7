import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isbot } from 'isbot';
import { rateWebVital, reportWebVitalsEndpoint } from '@atlas/api/endpoints/web-vitals';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';
import { hourOf } from './repository';

/** A page view reports once; a few a minute is a busy reader, more is a script. */
const PER_IP_PER_MINUTE = 30;
/** A report is three numbers and two short names: well under a kilobyte. */
const BODY_LIMIT_BYTES = 1024;

/**
 * POST /analytics/web-vitals: a sampled page view's LCP, INP and CLS, validated, rated here (the
 * page's own rating is not trusted), kept in the buffer and answered at once. Crawlers are
 * answered `stored: false`. Nothing about the visitor is kept: not the address, the user agent,
 * the session, nor the exact time.
 */
export const webVitalsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerRateLimit(app, { reason: 'This page reported many measurements.' });

  app.post(
    reportWebVitalsEndpoint.path,
    {
      config: perIp(PER_IP_PER_MINUTE),
      bodyLimit: BODY_LIMIT_BYTES,
      schema: schemaOf(reportWebVitalsEndpoint),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (isbot(request.headers['user-agent'] ?? '')) return { stored: false };
      const { page, navigation, metrics } = request.body;
      const hour = hourOf(app.clock.now());
      app.webVitalsBuffer.add(
        metrics.map((metric) => ({
          pageType: page,
          metric: metric.name,
          value: metric.value,
          rating: rateWebVital(metric.name, metric.value),
          navigationType: navigation,
          hour,
        })),
      );
      return { stored: true };
    },
  );
};
