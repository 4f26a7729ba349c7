import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { AnalyticsEventBodySchema, type AnalyticsEventBody } from '../analytics';

/**
 * `stored: true`: the event was accepted and is written within the server's flush interval (a
 * second by default), not before the answer; an event about a company that does not exist is then
 * kept without the company (a listing impression: left out). `stored: false`: a crawler's, dropped.
 */
export const TrackAnalyticsEventResponseSchema = z.object({ stored: z.boolean() });
export type TrackAnalyticsEventResponse = z.infer<typeof TrackAnalyticsEventResponseSchema>;

/**
 * POST /analytics/events — a page reports an event (a beacon). Answered at once and written in a
 * batch shortly after, without anything personal; crawlers' events are dropped (`stored: false`).
 */
export const trackAnalyticsEventEndpoint = defineEndpoint({
  method: 'POST',
  path: '/analytics/events',
  api: 'main',
  operationId: 'trackAnalyticsEvent',
  summary: 'Record an analytics event',
  description:
    "A page reports an event (SPEC §7's valet_page_access_2, promote_page_accessed, header_awards_banner_click, and the dashboard's counts). Answered at once and written with others in one batch within about a second (`stored: true` means accepted). Nothing personal is stored; crawlers' events are dropped.",
  tags: ['analytics'],
  security: 'session-optional',
  body: AnalyticsEventBodySchema,
  response: TrackAnalyticsEventResponseSchema,
});

export function trackAnalyticsEvent(transport: HttpTransport, body: AnalyticsEventBody) {
  return callEndpoint(transport, trackAnalyticsEventEndpoint, { body });
}
