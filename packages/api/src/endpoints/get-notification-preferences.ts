import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { NOTIFICATION_TYPES, NotificationChannelSchema } from '../options';
import { EmailPreferencesParamsSchema } from './get-email-preferences';

/** Per notification type (SPEC §3), where it goes: the app, the app and an e-mail digest, or off. */
export const NotificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, NotificationChannelSchema])) as Record<
    (typeof NOTIFICATION_TYPES)[number],
    typeof NotificationChannelSchema
  >,
);
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

export const NotificationPreferencesResponseSchema = z.object({
  data: z.object({ preferences: NotificationPreferencesSchema }),
});
export type NotificationPreferencesResponse = z.infer<typeof NotificationPreferencesResponseSchema>;

/** GET /email/preferences/{id}/notifications — the notification channels behind a preferences link. */
export const getNotificationPreferencesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/email/preferences/:id/notifications',
  api: 'main',
  operationId: 'getNotificationPreferences',
  summary: 'Where each type of notification goes, for the owner of a preferences link',
  description:
    "Per notification type: in the app, in the app and by e-mail (a digest of what stayed unread for 15 minutes), or off. The link's secret id is the credential; an unknown one is a 404.",
  tags: ['email', 'notifications'],
  errors: [404],
  params: EmailPreferencesParamsSchema,
  response: NotificationPreferencesResponseSchema,
});

export function getNotificationPreferences(
  transport: HttpTransport,
  id: string,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, getNotificationPreferencesEndpoint, { params: { id }, signal });
}
