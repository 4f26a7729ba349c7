import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { CaptchaFieldSchema, MessageResponseSchema } from '../entities/user';
import { EmailSchema } from '../validation';

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

export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const SendContactMessageBodySchema = z.object({
  name: z
    .string({ error: 'Enter your name' })
    .trim()
    .min(1, { error: 'Enter your name' })
    .max(120, { error: 'Use at most 120 characters' }),
  email: EmailSchema,
  subject: ContactSubjectSchema,
  message: z
    .string({ error: 'Write your message' })
    .trim()
    .min(CONTACT_MESSAGE_MIN_LENGTH, {
      error: `Write at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`,
    })
    .max(CONTACT_MESSAGE_MAX_LENGTH, {
      error: `Use at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
    }),
  captcha: CaptchaFieldSchema,
  /**
   * Chosen by the form once per message: a retried submit (a lost answer, a double click) sends
   * the same key and is answered without storing the message twice.
   */
  idempotency_key: z
    .string({ error: 'is required' })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'must be 16 to 64 letters, digits, - or _' }),
});
export type SendContactMessageBody = z.input<typeof SendContactMessageBodySchema>;

/** POST /contact — a message to the team from the /contact page (stored, then e-mailed). */
export const sendContactMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/contact',
  api: 'main',
  summary: 'Send a message to the team',
  tags: ['contact'],
  body: SendContactMessageBodySchema,
  response: MessageResponseSchema,
});

export function sendContactMessage(transport: HttpTransport, body: SendContactMessageBody) {
  return callEndpoint(transport, sendContactMessageEndpoint, { body });
}
