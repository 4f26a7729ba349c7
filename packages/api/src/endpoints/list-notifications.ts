import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { NotificationSchema } from '../entities/realtime';

export const ListNotificationsResponseSchema = z.object({ data: z.array(NotificationSchema) });
export type ListNotificationsResponse = z.infer<typeof ListNotificationsResponseSchema>;

/** GET /notifications — the signed-in person's notifications, oldest first (SPEC §4). */
export const listNotificationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/notifications',
  api: 'main',
  operationId: 'listNotifications',
  summary: "The signed-in person's notifications",
  description:
    'Every notification of the signed-in person that was not deleted, in ascending timestamp order, its message as sanitized HTML.',
  tags: ['notifications'],
  security: 'session',
  response: ListNotificationsResponseSchema,
});

export function listNotifications(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, listNotificationsEndpoint, { signal });
}
