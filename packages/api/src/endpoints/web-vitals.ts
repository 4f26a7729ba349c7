import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { WEB_VITAL_NAMES } from '../analytics-lists';

export { WEB_VITAL_NAMES };
export const WebVitalNameSchema = z.enum(WEB_VITAL_NAMES, { error: 'must be LCP, INP or CLS' });
export type WebVitalName = z.infer<typeof WebVitalNameSchema>;

/**
 * Where "good" ends and "poor" starts for each metric (web.dev's thresholds; LCP and INP in
 * milliseconds, CLS unitless). The server rates a value with these instead of trusting the page.
 */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
};

export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type WebVitalRating = (typeof WEB_VITAL_RATINGS)[number];

/** The rating of a value: at most `good` is good, above `poor` is poor (web-vitals' rule). */
export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** How the page was reached, as web-vitals names it. */
export const WEB_VITAL_NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;

/** Ten minutes in milliseconds: a larger LCP or INP is a broken clock, not a slow page. */
export const WEB_VITAL_MAX_MS = 600_000;
/** A layout shift score beyond this is not a real page. */
export const WEB_VITAL_MAX_CLS = 100;

export const WebVitalSampleSchema = z
  .object({
    name: WebVitalNameSchema,
    value: z
      .number({ error: 'must be a number' })
      .finite()
      .min(0, { error: 'must not be negative' }),
  })
  .refine(
    (sample) => sample.value <= (sample.name === 'CLS' ? WEB_VITAL_MAX_CLS : WEB_VITAL_MAX_MS),
    { error: 'is out of range', path: ['value'] },
  );
export type WebVitalSample = z.infer<typeof WebVitalSampleSchema>;

/**
 * One page view's report: the route's name (its `handle.name`, never the address, which may carry
 * a search or a slug), how the page was reached, and each metric once. Nothing else: no address,
 * account or user agent is sent or stored.
 */
export const WebVitalsBodySchema = z.object({
  page: z
    .string({ error: 'must be a route name' })
    .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, { error: 'must be a route name' }),
  navigation: z.enum(WEB_VITAL_NAVIGATION_TYPES, { error: 'must be a web-vitals navigation type' }),
  metrics: z
    .array(WebVitalSampleSchema)
    .min(1, { error: 'must hold at least one metric' })
    .max(WEB_VITAL_NAMES.length, { error: `must hold at most ${WEB_VITAL_NAMES.length} metrics` })
    .refine((metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length, {
      error: 'must name each metric once',
    }),
});
export type WebVitalsBody = z.infer<typeof WebVitalsBodySchema>;

/** `stored: true`: accepted, written with others within about a second; false: a crawler's. */
export const WebVitalsResponseSchema = z.object({ stored: z.boolean() });
export type WebVitalsResponse = z.infer<typeof WebVitalsResponseSchema>;

/** POST /analytics/web-vitals — a sampled page view reports its LCP, INP and CLS (a beacon). */
export const reportWebVitalsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/analytics/web-vitals',
  api: 'main',
  operationId: 'reportWebVitals',
  summary: "Record a page view's Core Web Vitals",
  description:
    "A sampled page view reports its LCP, INP and CLS once, when it is hidden. Stored per route name, metric, rating, navigation type and hour; nothing personal. Crawlers' reports are dropped (`stored: false`).",
  tags: ['analytics'],
  security: 'public',
  body: WebVitalsBodySchema,
  response: WebVitalsResponseSchema,
});

export function reportWebVitals(transport: HttpTransport, body: WebVitalsBody) {
  return callEndpoint(transport, reportWebVitalsEndpoint, { body });
}
