import { z } from 'zod';
import { defineEndpoint } from '../http';

/** An event id: the decimal id of a realtime event row. */
export const EventIdSchema = z
  .string()
  .regex(/^\d{1,18}$/, { error: 'lastEventId: must be the id of an earlier event (digits)' });

export const RealtimeStreamQuerySchema = z.object({
  /** Resume after this event (the `Last-Event-ID` header says the same and wins when both come). */
  lastEventId: EventIdSchema.optional(),
});
export type RealtimeStreamQuery = z.infer<typeof RealtimeStreamQuerySchema>;

/**
 * GET /realtime — the signed-in person's Server-Sent Events: notifications, chat messages, read
 * marks and presence (`@atlas/api/entities/realtime` RealtimeEventSchema). Each event carries its
 * row's id; a reconnect with `Last-Event-ID` (or `?lastEventId=`) gets what it missed first.
 * Comment lines are heartbeats. The app reads it with EventSource, not through the JSON client.
 */
export const getRealtimeStreamEndpoint = defineEndpoint({
  method: 'GET',
  path: '/realtime',
  api: 'main',
  operationId: 'getRealtimeStream',
  summary: 'The live event stream of the signed-in person (text/event-stream)',
  description:
    'Server-Sent Events for notifications, chat messages, read marks and presence; each event id is the id of its stored row, and a reconnect with Last-Event-ID (or ?lastEventId=) first replays what it missed. Without a session: 401.',
  tags: ['realtime'],
  security: 'session',
  querystring: RealtimeStreamQuerySchema,
  response: z.string().describe('text/event-stream'),
});
