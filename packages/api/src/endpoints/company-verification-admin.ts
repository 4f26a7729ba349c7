import { z } from 'zod';
import { intId } from '../bounds';
import {
  CompanyVerificationRowSchema,
  VERIFICATION_STATUSES,
  VerificationChecklistSchema,
} from '../company-verification';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { staffQueueQuery } from '../staff-queue';

/**
 * Issue 33, point 7: staff decide verification requests in /admin with a checklist and a reason,
 * and revoke a verification. Anyone but staff gets a 404.
 */

export const VERIFICATION_SORT_FIELDS = ['created_at', 'status'] as const;

export const ListCompanyVerificationsQuerySchema = staffQueueQuery(
  VERIFICATION_SORT_FIELDS,
  VERIFICATION_STATUSES,
);
export type ListCompanyVerificationsQuery = z.input<typeof ListCompanyVerificationsQuerySchema>;

export const ListCompanyVerificationsResponseSchema = z.object({
  data: z.array(CompanyVerificationRowSchema),
  total: z.number().int(),
});
export type ListCompanyVerificationsResponse = z.infer<
  typeof ListCompanyVerificationsResponseSchema
>;

/** GET /admin/company-verifications — the staff queue of verification requests. */
export const listCompanyVerificationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/company-verifications',
  api: 'main',
  operationId: 'listCompanyVerifications',
  summary: 'Company verification requests (staff only)',
  description:
    'The staff queue of verification requests with their evidence and documents, a page at a time, sorted and filtered by state or text. Anyone but staff gets a 404.',
  tags: ['moderation'],
  security: 'staff',
  querystring: ListCompanyVerificationsQuerySchema,
  response: ListCompanyVerificationsResponseSchema,
});

export const CompanyVerificationIdParamsSchema = z.object({
  id: intId('id: must be a verification request id'),
});

/** Staff's reason: e-mailed to the company's members and kept in the audit log. */
export const VerificationReasonSchema = z
  .string({ error: 'Give the company a reason' })
  .trim()
  .min(3, { error: 'Give the company a reason (at least 3 characters)' })
  .max(1000, { error: 'Use at most 1000 characters' });

export const DecideCompanyVerificationBodySchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'decision: approve or reject' }),
    /** What staff checked; approving needs every item ticked. */
    checklist: VerificationChecklistSchema,
    reason: VerificationReasonSchema,
  })
  .strict();
export type DecideCompanyVerificationBody = z.input<typeof DecideCompanyVerificationBodySchema>;

export const CompanyVerificationRowResponseSchema = z.object({
  data: CompanyVerificationRowSchema,
  message: z.string(),
});
export type CompanyVerificationRowResponse = z.infer<typeof CompanyVerificationRowResponseSchema>;

/** POST /admin/company-verifications/{id}/decision — approve or reject a waiting request. */
export const decideCompanyVerificationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/company-verifications/:id/decision',
  api: 'main',
  operationId: 'decideCompanyVerification',
  summary: 'Approve or reject a verification request (staff only)',
  description:
    "Approving needs every checklist item ticked and the address confirmed by its link: the company is verified for the configured period (its badge, score and TOP 10 eligibility follow). Rejecting keeps things as they were. Either way the reason is e-mailed to the company's members and audited. A decided request is a 409; anyone but staff gets a 404.",
  tags: ['moderation'],
  security: 'staff',
  errors: [404, 409],
  params: CompanyVerificationIdParamsSchema,
  body: DecideCompanyVerificationBodySchema,
  response: CompanyVerificationRowResponseSchema,
});

export const RevokeCompanyVerificationBodySchema = z
  .object({ reason: VerificationReasonSchema })
  .strict();
export type RevokeCompanyVerificationBody = z.input<typeof RevokeCompanyVerificationBodySchema>;

/** POST /admin/company-verifications/{id}/revoke — withdraws a company's verification. */
export const revokeCompanyVerificationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/company-verifications/:id/revoke',
  api: 'main',
  operationId: 'revokeCompanyVerification',
  summary: "Revoke a company's verification (staff only)",
  description:
    "Withdraws the verification a request granted: the company loses the badge, the score's verification part and TOP 10 eligibility. The reason is e-mailed to its members and audited. Only a current verification can be revoked (a 409 otherwise); anyone but staff gets a 404.",
  tags: ['moderation'],
  security: 'staff',
  errors: [404, 409],
  params: CompanyVerificationIdParamsSchema,
  body: RevokeCompanyVerificationBodySchema,
  response: CompanyVerificationRowResponseSchema,
});

export function listCompanyVerifications(
  transport: HttpTransport,
  query: ListCompanyVerificationsQuery,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, listCompanyVerificationsEndpoint, { query, signal });
}

export function decideCompanyVerification(
  transport: HttpTransport,
  id: number,
  body: DecideCompanyVerificationBody,
) {
  return callEndpoint(transport, decideCompanyVerificationEndpoint, { params: { id }, body });
}

export function revokeCompanyVerification(
  transport: HttpTransport,
  id: number,
  body: RevokeCompanyVerificationBody,
) {
  return callEndpoint(transport, revokeCompanyVerificationEndpoint, { params: { id }, body });
}
