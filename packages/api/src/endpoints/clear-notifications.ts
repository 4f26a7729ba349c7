import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { MessageResponseSchema } from '../entities/user';
import { MAX_CLEARED_NOTIFICATIONS } from '../options';

export { MAX_CLEARED_NOTIFICATIONS, NOTIFICATIONS_CLEARED } from '../options';

/** The most notifications one "Clear All" deletes. */

export const ClearNotificationsBodySchema = z.object({
  /** The notifications the person saw: one that arrived since stays. */
  ids: z
    .array(z.uuid({ error: 'ids: each must be a notification id' }))
    .min(1, { error: 'ids: name at least one notification' })
    .max(MAX_CLEARED_NOTIFICATIONS, {
      error: `ids: at most ${MAX_CLEARED_NOTIFICATIONS} at once`,
    }),
});
export type ClearNotificationsBody = z.infer<typeof ClearNotificationsBodySchema>;

/** POST /notifications/clear — "Clear All": deletes the listed notifications in one batch. */
export const clearNotificationsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/notifications/clear',
  api: 'main',
  operationId: 'clearNotifications',
  summary: 'Delete notifications in one batch (Clear All)',
  description:
    "Deletes the listed notifications of the signed-in person in one transaction (ids of others are ignored) and answers 'Notifications cleared successfully!'.",
  tags: ['notifications'],
  security: 'session',
  body: ClearNotificationsBodySchema,
  response: MessageResponseSchema,
});

export function clearNotifications(transport: HttpTransport, body: ClearNotificationsBody) {
  return callEndpoint(transport, clearNotificationsEndpoint, { body });
}
