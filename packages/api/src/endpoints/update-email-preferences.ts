import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import {
  EmailPreferencesParamsSchema,
  EmailPreferencesSchema,
  GetEmailPreferencesResponseSchema,
  type EmailPreferences,
} from './get-email-preferences';

/** PUT /email/preferences/:id — saves which e-mails the owner of the link receives. */
export const updateEmailPreferencesEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/email/preferences/:id',
  api: 'main',
  operationId: 'updateEmailPreferences',
  summary: 'Choose which e-mails to receive',
  description:
    'Saves which e-mails the owner of a preferences link receives; an unknown link is a 404.',
  tags: ['email'],
  errors: [404],
  params: EmailPreferencesParamsSchema,
  body: EmailPreferencesSchema,
  response: GetEmailPreferencesResponseSchema,
});

export function updateEmailPreferences(
  transport: HttpTransport,
  id: string,
  body: EmailPreferences,
) {
  return callEndpoint(transport, updateEmailPreferencesEndpoint, { params: { id }, body });
}
