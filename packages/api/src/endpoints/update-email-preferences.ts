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
  summary: 'Choose which e-mails to receive',
  tags: ['email'],
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
