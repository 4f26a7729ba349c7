import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import {
  CompanySubmissionRowSchema,
  SubmitCompanyBodySchema,
  type SubmitCompanyBody,
} from '../company-submissions';

export const SubmitCompanyResponseSchema = z.object({
  data: CompanySubmissionRowSchema,
  message: z.string(),
});
export type SubmitCompanyResponse = z.infer<typeof SubmitCompanyResponseSchema>;

/**
 * POST /companies/submissions — a signed-in user submits a new company for staff review. The same
 * idempotency key answers the first submission; reused for a different one it is a 422.
 */
export const submitCompanyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/companies/submissions',
  api: 'main',
  operationId: 'submitCompany',
  summary: 'Submit a new company for review',
  description:
    'A signed-in user submits a new company; staff review it, and approving publishes it with the submitter as its owner. The same idempotency key answers the first submission; reused for a different one it is a 422.',
  tags: ['companies'],
  security: 'session',
  errors: [422],
  body: SubmitCompanyBodySchema,
  response: SubmitCompanyResponseSchema,
});

export function submitCompany(transport: HttpTransport, body: SubmitCompanyBody) {
  return callEndpoint(transport, submitCompanyEndpoint, { body });
}
