import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { MessageResponseSchema } from '../entities/user';

export const DeleteNotificationParamsSchema = z.object({
  id: z.uuid({ error: 'id: must be a notification id' }),
});

/** DELETE /notifications/{id} — deletes one of the signed-in person's notifications. */
export const deleteNotificationEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/notifications/:id',
  api: 'main',
  operationId: 'deleteNotification',
  summary: 'Delete a notification',
  description:
    "Deletes one of the signed-in person's notifications (after it was opened, SPEC §4); someone else's or an unknown id is a 404.",
  tags: ['notifications'],
  security: 'session',
  errors: [404],
  params: DeleteNotificationParamsSchema,
  response: MessageResponseSchema,
});

export function deleteNotification(transport: HttpTransport, id: string) {
  return callEndpoint(transport, deleteNotificationEndpoint, { params: { id } });
}
