import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { CaptchaFieldSchema, MessageResponseSchema } from '../entities/user';
import {
  ContactMessageSchema,
  EmailSchema,
  IdempotencyKeySchema,
  PersonNameSchema,
} from '../validation';

/** The topics of the /contact form, in the order the form lists them. */
export const CONTACT_SUBJECT_IDS = [
  'general',
  'listing',
  'reviews',
  'awards',
  'partnership',
  'press',
  'bug',
] as const;
export const ContactSubjectSchema = z.enum(CONTACT_SUBJECT_IDS, {
  error: 'Choose what your message is about',
});
export type ContactSubject = z.infer<typeof ContactSubjectSchema>;

export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: 'General question',
  listing: 'My company listing',
  reviews: 'Reviews and ratings',
  awards: 'Awards',
  partnership: 'Partnerships and advertising',
  press: 'Press and media',
  bug: 'Report a problem with the site',
};

export const SendContactMessageBodySchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  subject: ContactSubjectSchema,
  message: ContactMessageSchema,
  captcha: CaptchaFieldSchema,
  idempotency_key: IdempotencyKeySchema,
});
export type SendContactMessageBody = z.input<typeof SendContactMessageBodySchema>;

/** POST /contact — a message to the team from the /contact page (stored, then e-mailed). */
export const sendContactMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/contact',
  api: 'main',
  operationId: 'sendContactMessage',
  summary: 'Send a message to the team',
  description:
    'A message to the team from the /contact page, stored and then e-mailed. The same idempotency key answers the first message; reused for another kind of request it is a 409, for a different message a 422.',
  tags: ['contact'],
  security: 'session-optional',
  errors: [409, 422],
  body: SendContactMessageBodySchema,
  response: MessageResponseSchema,
});

export function sendContactMessage(transport: HttpTransport, body: SendContactMessageBody) {
  return callEndpoint(transport, sendContactMessageEndpoint, { body });
}
