import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { CaptchaFieldSchema, MessageResponseSchema } from '../entities/user';
import {
  ContactMessageSchema,
  EmailSchema,
  IdempotencyKeySchema,
  PersonNameSchema,
} from '../validation';
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

export const CreateContactRequestBodySchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  message: ContactMessageSchema,
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
  operationId: 'createContactRequest',
  summary: 'Send a message to a company',
  description:
    "A visitor's message to a company, stored and then e-mailed to it. The same idempotency key answers the first request; reused for a different message it is a 422.",
  tags: ['companies'],
  security: 'session-optional',
  errors: [404, 422],
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
