import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { CaptchaFieldSchema, MessageResponseSchema } from '../entities/user';
import { EmailSchema } from '../validation';
import { CompanySlugParamsSchema } from './get-company-profile';

/** The budgets a visitor can pick when contacting a company (optional). */
export const CONTACT_BUDGETS = [
  'Less than $5,000',
  '$5,000 - $9,999',
  '$10,000 - $49,999',
  '$50,000 - $99,999',
  '$100,000 - $249,999',
  '$250,000+',
] as const;

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** A key the browser picks once per message, so a retried submit does not send it twice. */
export const IdempotencyKeySchema = z
  .string({ error: 'is required' })
  .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: 'must be 16 to 100 letters, digits, - or _' });

export const CreateContactRequestBodySchema = z.object({
  name: z
    .string({ error: 'Enter your name' })
    .trim()
    .min(2, { error: 'Enter your name' })
    .max(100, { error: 'Use at most 100 characters' }),
  email: EmailSchema,
  message: z
    .string({ error: 'Write a message' })
    .trim()
    .min(10, { error: 'Write at least 10 characters' })
    .max(CONTACT_MESSAGE_MAX_LENGTH, {
      error: `Use at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
    }),
  /** Empty: no budget given. */
  budget: z
    .union([z.enum(CONTACT_BUDGETS, { error: 'Pick a budget from the list' }), z.literal('')])
    .default(''),
  captcha: CaptchaFieldSchema,
  idempotency_key: IdempotencyKeySchema,
});
export type CreateContactRequestBody = z.input<typeof CreateContactRequestBodySchema>;

export const CreateContactRequestResponseSchema = MessageResponseSchema;
export type CreateContactRequestResponse = z.infer<typeof CreateContactRequestResponseSchema>;

/** POST /companies/{slug}/contact-requests — a visitor's message to a company (e-mailed to it). */
export const createContactRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/companies/:slug/contact-requests',
  api: 'main',
  summary: 'Send a message to a company',
  tags: ['companies'],
  params: CompanySlugParamsSchema,
  body: CreateContactRequestBodySchema,
  response: CreateContactRequestResponseSchema,
});

export function createContactRequest(
  transport: HttpTransport,
  slug: string,
  body: CreateContactRequestBody,
) {
  return callEndpoint(transport, createContactRequestEndpoint, { params: { slug }, body });
}
