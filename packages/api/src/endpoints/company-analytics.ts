import { z } from 'zod';
import { CompanySlugSchema } from '../company-memberships';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';

/** The ranges the analytics page offers, in days (ending today). */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const AnalyticsMetricsSchema = z.object({
  profile_views: z.number().int().min(0),
  listing_impressions: z.number().int().min(0),
  website_clicks: z.number().int().min(0),
  contact_clicks: z.number().int().min(0),
  /** Contact requests and project briefs the company received. */
  leads: z.number().int().min(0),
});
export type AnalyticsMetrics = z.infer<typeof AnalyticsMetricsSchema>;
export const ANALYTICS_METRICS = [
  'profile_views',
  'listing_impressions',
  'website_clicks',
  'contact_clicks',
  'leads',
] as const satisfies readonly (keyof AnalyticsMetrics)[];
export const ANALYTICS_METRIC_LABELS: Readonly<Record<keyof AnalyticsMetrics, string>> = {
  profile_views: 'Profile views',
  listing_impressions: 'Listing impressions',
  website_clicks: 'Clicks to website',
  contact_clicks: 'Clicks to contact',
  leads: 'Leads',
};

export const CompanyAnalyticsSchema = z.object({
  /** The first and last day of the range (UTC, inclusive). */
  from: DaySchema,
  to: DaySchema,
  days: z.array(AnalyticsMetricsSchema.extend({ day: DaySchema })),
  totals: AnalyticsMetricsSchema,
  /** The same figures for the range just before, for comparison. */
  previous: AnalyticsMetricsSchema,
  /** Where profile views came from in the range (search, listing, TOP 10, another site…). */
  sources: z.array(z.object({ source: z.string(), profile_views: z.number().int().min(0) })),
});
export type CompanyAnalytics = z.infer<typeof CompanyAnalyticsSchema>;

export const CompanyAnalyticsQuerySchema = z.object({
  days: z.coerce
    .number<string>({ error: `must be ${ANALYTICS_RANGES.join(', ')}` })
    .pipe(z.literal(ANALYTICS_RANGES, { error: `must be ${ANALYTICS_RANGES.join(', ')}` }))
    .default(30),
});
export type CompanyAnalyticsQuery = z.input<typeof CompanyAnalyticsQuerySchema>;

/**
 * GET /companies/{slug}/analytics — the company's own figures per day for the last 7, 30 or 90
 * days, against the range before (members only; anyone else gets a 404).
 */
export const getCompanyAnalyticsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/companies/:slug/analytics',
  api: 'main',
  operationId: 'getCompanyAnalytics',
  summary: "A company's profile views, impressions, clicks and leads per day (members only)",
  description:
    'Profile views, listing impressions, clicks to the website and to contact, and leads per UTC day for the last 7, 30 or 90 days, with the totals of the range before and where profile views came from. Read from the daily rollup; bots are never counted. Anyone but a member gets a 404.',
  tags: ['companies'],
  security: 'session',
  companyScoped: true,
  errors: [404],
  params: z.object({ slug: CompanySlugSchema }),
  querystring: CompanyAnalyticsQuerySchema,
  response: z.object({ data: CompanyAnalyticsSchema }),
});

export function getCompanyAnalytics(
  transport: HttpTransport,
  slug: string,
  query: CompanyAnalyticsQuery,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, getCompanyAnalyticsEndpoint, {
    params: { slug },
    query,
    signal,
  });
}
