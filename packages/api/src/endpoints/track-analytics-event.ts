import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { AnalyticsEventBodySchema, type AnalyticsEventBody } from '../analytics';

export const TrackAnalyticsEventResponseSchema = z.object({ stored: z.boolean() });
export type TrackAnalyticsEventResponse = z.infer<typeof TrackAnalyticsEventResponseSchema>;

/**
 * POST /analytics/events — a page reports an event (a beacon). Stored without anything personal;
 * crawlers' events are dropped (`stored: false`).
 */
export const trackAnalyticsEventEndpoint = defineEndpoint({
  method: 'POST',
  path: '/analytics/events',
  api: 'main',
  operationId: 'trackAnalyticsEvent',
  summary: 'Record an analytics event',
  description:
    "A page reports an event (SPEC §7's valet_page_access_2, promote_page_accessed, header_awards_banner_click, and the dashboard's counts). Nothing personal is stored; crawlers' events are dropped.",
  tags: ['analytics'],
  security: 'session-optional',
  body: AnalyticsEventBodySchema,
  response: TrackAnalyticsEventResponseSchema,
});

export function trackAnalyticsEvent(transport: HttpTransport, body: AnalyticsEventBody) {
  return callEndpoint(transport, trackAnalyticsEventEndpoint, { body });
}
