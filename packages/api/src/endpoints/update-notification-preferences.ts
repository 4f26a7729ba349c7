import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { EmailPreferencesParamsSchema } from './get-email-preferences';
import {
  NotificationPreferencesResponseSchema,
  NotificationPreferencesSchema,
  type NotificationPreferences,
} from './get-notification-preferences';

/** PUT /email/preferences/{id}/notifications — saves where each type of notification goes. */
export const updateNotificationPreferencesEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/email/preferences/:id/notifications',
  api: 'main',
  operationId: 'updateNotificationPreferences',
  summary: 'Choose where each type of notification goes',
  description:
    'Saves, per notification type, whether it shows in the app, in the app and in an e-mail digest, or not at all; an unknown link is a 404.',
  tags: ['email', 'notifications'],
  errors: [404],
  params: EmailPreferencesParamsSchema,
  body: NotificationPreferencesSchema,
  response: NotificationPreferencesResponseSchema,
});

export function updateNotificationPreferences(
  transport: HttpTransport,
  id: string,
  body: NotificationPreferences,
) {
  return callEndpoint(transport, updateNotificationPreferencesEndpoint, {
    params: { id },
    body,
  });
}
