import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listNotificationsEndpoint } from '@atlas/api/endpoints/list-notifications';
import { deleteNotificationEndpoint } from '@atlas/api/endpoints/delete-notification';
import {
  clearNotificationsEndpoint,
  NOTIFICATIONS_CLEARED,
} from '@atlas/api/endpoints/clear-notifications';
import { getNotificationPreferencesEndpoint } from '@atlas/api/endpoints/get-notification-preferences';
import { updateNotificationPreferencesEndpoint } from '@atlas/api/endpoints/update-notification-preferences';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';
import { HttpError } from '../../plugins/errors';

/** The preferences links carry secret keys (as the e-mail preferences' routes limit them). */
const PREFERENCES_PER_IP_PER_MINUTE = 30;

/** The signed-in person's notifications, and where each type goes (on the preferences page). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.notifications;
  await registerRateLimit(app, { reason: 'Too many attempts.' });

  app.get(
    listNotificationsEndpoint.path,
    { schema: schemaOf(listNotificationsEndpoint) },
    async (request, reply) => {
      const auth = app.requireUser(request);
      reply.header('cache-control', 'no-store');
      return { data: await service.list(auth.user.id) };
    },
  );

  app.delete(
    deleteNotificationEndpoint.path,
    { schema: schemaOf(deleteNotificationEndpoint) },
    async (request) => {
      const auth = app.requireUser(request);
      const deleted = await service.remove(auth.user.id, [request.params.id]);
      if (deleted === 0) throw new HttpError(404, 'id: no such notification');
      return { message: 'Notification deleted.' };
    },
  );

  app.post(
    clearNotificationsEndpoint.path,
    { schema: schemaOf(clearNotificationsEndpoint) },
    async (request) => {
      const auth = app.requireUser(request);
      await service.remove(auth.user.id, request.body.ids);
      return { message: NOTIFICATIONS_CLEARED };
    },
  );

  async function userOf(manageId: string): Promise<string> {
    const userId = await app.notificationRepository.userOfManageId(manageId);
    if (!userId) throw new HttpError(404, 'This preferences link is not valid.');
    return userId;
  }

  app.get(
    getNotificationPreferencesEndpoint.path,
    {
      config: perIp(PREFERENCES_PER_IP_PER_MINUTE),
      schema: schemaOf(getNotificationPreferencesEndpoint),
    },
    async (request) => ({
      data: { preferences: await service.preferences(await userOf(request.params.id)) },
    }),
  );

  app.put(
    updateNotificationPreferencesEndpoint.path,
    {
      config: perIp(PREFERENCES_PER_IP_PER_MINUTE),
      schema: schemaOf(updateNotificationPreferencesEndpoint),
    },
    async (request) => {
      const userId = await userOf(request.params.id);
      await service.savePreferences(userId, request.body);
      return { data: { preferences: await service.preferences(userId) } };
    },
  );
};
