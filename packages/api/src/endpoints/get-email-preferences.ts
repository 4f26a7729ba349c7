import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';

export const EMAIL_KINDS = ['newsletter', 'reviews', 'awards', 'inbox'] as const;

export const EmailPreferencesSchema = z.object({
  newsletter: z.boolean(),
  reviews: z.boolean(),
  awards: z.boolean(),
  inbox: z.boolean(),
});
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;

export const EmailPreferencesParamsSchema = z.object({
  id: z.uuid({ error: 'This preferences link is not valid' }),
});

export const GetEmailPreferencesResponseSchema = z.object({
  data: z.object({ email: z.string(), preferences: EmailPreferencesSchema }),
});
export type GetEmailPreferencesResponse = z.infer<typeof GetEmailPreferencesResponseSchema>;

/** GET /email/preferences/:id — the preferences behind a link from any of our e-mails. */
export const getEmailPreferencesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/email/preferences/:id',
  api: 'main',
  operationId: 'getEmailPreferences',
  summary: 'Which e-mails the owner of a preferences link receives',
  description:
    "Which e-mails the owner of a preferences link (from any of our e-mails) receives; the link's secret id is the only credential, and an unknown one is a 404.",
  tags: ['email'],
  errors: [404],
  params: EmailPreferencesParamsSchema,
  response: GetEmailPreferencesResponseSchema,
});

export function getEmailPreferences(transport: HttpTransport, id: string, signal?: AbortSignal) {
  return callEndpoint(transport, getEmailPreferencesEndpoint, { params: { id }, signal });
}
