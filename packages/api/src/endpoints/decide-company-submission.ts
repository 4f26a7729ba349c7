import { z } from 'zod';
import { intId } from '../bounds';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { StaffDecisionBodySchema } from '../staff-queue';
import { CompanySubmissionRowSchema } from '../company-submissions';

export const DecideCompanySubmissionParamsSchema = z.object({
  id: intId('id: must be a submission id'),
});

export const DecideCompanySubmissionBodySchema = StaffDecisionBodySchema;
export type DecideCompanySubmissionBody = z.input<typeof DecideCompanySubmissionBodySchema>;

export const DecideCompanySubmissionResponseSchema = z.object({ data: CompanySubmissionRowSchema });
export type DecideCompanySubmissionResponse = z.infer<typeof DecideCompanySubmissionResponseSchema>;

/**
 * POST /admin/company-submissions/{id}/decision — approve (creates the company, published, the
 * submitter its owner, listed at once) or reject with a reason e-mailed to the submitter.
 */
export const decideCompanySubmissionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/company-submissions/:id/decision',
  api: 'main',
  operationId: 'decideCompanySubmission',
  summary: 'Approve or reject a company submission (staff only)',
  description:
    'Approving creates the company (published, the submitter its owner) and lists it at once; rejecting needs a reason, which is e-mailed to the submitter. A decided submission is a 409; anyone but staff gets a 404.',
  tags: ['moderation'],
  security: 'staff',
  errors: [404, 409],
  params: DecideCompanySubmissionParamsSchema,
  body: DecideCompanySubmissionBodySchema,
  response: DecideCompanySubmissionResponseSchema,
});

export function decideCompanySubmission(
  transport: HttpTransport,
  id: number,
  body: DecideCompanySubmissionBody,
) {
  return callEndpoint(transport, decideCompanySubmissionEndpoint, { params: { id }, body });
}
