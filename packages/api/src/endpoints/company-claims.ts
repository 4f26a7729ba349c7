import { z } from 'zod';
import { intId } from '../bounds';
import {
  ClaimBodySchema,
  ClaimCandidateSchema,
  CLAIM_STATUSES,
  CompanyClaimRowSchema,
  LinkTokenSchema,
  type ClaimBody,
} from '../company-memberships';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { StaffDecisionBodySchema, staffQueueQuery } from '../staff-queue';

/** Issue 16: claiming a listed company, proved by e-mail at its domain or reviewed by staff. */

export const ClaimCandidatesQuerySchema = z
  .object({
    /** Part of a company's name, or its website. */
    q: z.string().trim().max(200, { error: 'q: use at most 200 characters' }).default(''),
  })
  .strict();
export type ClaimCandidatesQuery = z.input<typeof ClaimCandidatesQuerySchema>;

export const ClaimCandidatesResponseSchema = z.object({ data: z.array(ClaimCandidateSchema) });
export type ClaimCandidatesResponse = z.infer<typeof ClaimCandidatesResponseSchema>;

/** GET /company-claims/candidates?q= — listed companies by name or website, claimed or not. */
export const findClaimCandidatesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/company-claims/candidates',
  api: 'main',
  operationId: 'findClaimCandidates',
  summary: 'Listed companies to claim or join, by name or website',
  description:
    'Up to 10 listed companies whose name contains the text (typos and accents forgiven) or whose web domain is the one given, each saying whether it is claimed already.',
  tags: ['companies'],
  querystring: ClaimCandidatesQuerySchema,
  response: ClaimCandidatesResponseSchema,
});

export const ClaimResponseSchema = z.object({ data: CompanyClaimRowSchema, message: z.string() });
export type ClaimResponse = z.infer<typeof ClaimResponseSchema>;

/**
 * POST /company-claims — claims an unclaimed company. An e-mail at its web domain gets a link
 * that proves the claim at once; any other waits for staff with the evidence given.
 */
export const createCompanyClaimEndpoint = defineEndpoint({
  method: 'POST',
  path: '/company-claims',
  api: 'main',
  operationId: 'createCompanyClaim',
  summary: 'Claim a listed company',
  description:
    "Claims an unclaimed company for the signed-in person. An e-mail address at the company's web domain is sent a link that makes them its owner at once; otherwise the claim waits for staff with the evidence given (required then). A claimed company is a 409 (ask to join it instead); a retried request with the same idempotency key creates nothing new.",
  tags: ['companies'],
  security: 'session',
  errors: [404, 409],
  body: ClaimBodySchema,
  response: ClaimResponseSchema,
});

export const ConfirmClaimBodySchema = z.object({ token: LinkTokenSchema }).strict();
export type ConfirmClaimBody = z.infer<typeof ConfirmClaimBodySchema>;

export const ConfirmClaimResponseSchema = z.object({
  data: z.object({ company_slug: z.string(), company_name: z.string() }),
  message: z.string(),
});
export type ConfirmClaimResponse = z.infer<typeof ConfirmClaimResponseSchema>;

/** POST /company-claims/confirm — follows the e-mailed link: the claimant becomes the owner. */
export const confirmCompanyClaimEndpoint = defineEndpoint({
  method: 'POST',
  path: '/company-claims/confirm',
  api: 'main',
  operationId: 'confirmCompanyClaim',
  summary: 'Prove a claim with the link e-mailed to an address at the company domain',
  description:
    'Spends the link of a claim e-mail: the person who claimed becomes the owner. It must be followed signed in as that person (403 otherwise); an unknown link is a 404, a used or expired one a 410, a company claimed meanwhile a 409.',
  tags: ['companies'],
  security: 'session',
  errors: [403, 404, 409, 410],
  body: ConfirmClaimBodySchema,
  response: ConfirmClaimResponseSchema,
});

export const CLAIM_SORT_FIELDS = ['created_at', 'status'] as const;

export const ListCompanyClaimsQuerySchema = staffQueueQuery(CLAIM_SORT_FIELDS, CLAIM_STATUSES);
export type ListCompanyClaimsQuery = z.input<typeof ListCompanyClaimsQuerySchema>;

export const ListCompanyClaimsResponseSchema = z.object({
  data: z.array(CompanyClaimRowSchema),
  total: z.number().int(),
});
export type ListCompanyClaimsResponse = z.infer<typeof ListCompanyClaimsResponseSchema>;

/** GET /admin/company-claims — the staff queue of claims. */
export const listCompanyClaimsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/company-claims',
  api: 'main',
  operationId: 'listCompanyClaims',
  summary: 'Company claims (staff only)',
  description:
    'The staff queue of company claims, a page at a time, sorted and filtered by state or text. Anyone but staff gets a 404.',
  tags: ['moderation'],
  security: 'staff',
  querystring: ListCompanyClaimsQuerySchema,
  response: ListCompanyClaimsResponseSchema,
});

export const DecideCompanyClaimParamsSchema = z.object({ id: intId('id: must be a claim id') });

export const DecideCompanyClaimBodySchema = StaffDecisionBodySchema;
export type DecideCompanyClaimBody = z.input<typeof DecideCompanyClaimBodySchema>;

export const DecideCompanyClaimResponseSchema = z.object({ data: CompanyClaimRowSchema });

/** POST /admin/company-claims/{id}/decision — approve (the claimant becomes owner) or reject. */
export const decideCompanyClaimEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/company-claims/:id/decision',
  api: 'main',
  operationId: 'decideCompanyClaim',
  summary: 'Approve or reject a company claim (staff only)',
  description:
    'Approving makes the claimant the owner of the company (a 409 when it has members by then); rejecting needs a reason, which is e-mailed. A decided claim is a 409; anyone but staff gets a 404.',
  tags: ['moderation'],
  security: 'staff',
  errors: [404, 409],
  params: DecideCompanyClaimParamsSchema,
  body: DecideCompanyClaimBodySchema,
  response: DecideCompanyClaimResponseSchema,
});

export function findClaimCandidates(
  transport: HttpTransport,
  query: ClaimCandidatesQuery,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, findClaimCandidatesEndpoint, { query, signal });
}

export function createCompanyClaim(transport: HttpTransport, body: ClaimBody) {
  return callEndpoint(transport, createCompanyClaimEndpoint, { body });
}

export function confirmCompanyClaim(transport: HttpTransport, body: ConfirmClaimBody) {
  return callEndpoint(transport, confirmCompanyClaimEndpoint, { body });
}

export function listCompanyClaims(
  transport: HttpTransport,
  query: ListCompanyClaimsQuery,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, listCompanyClaimsEndpoint, { query, signal });
}

export function decideCompanyClaim(
  transport: HttpTransport,
  id: number,
  body: DecideCompanyClaimBody,
) {
  return callEndpoint(transport, decideCompanyClaimEndpoint, { params: { id }, body });
}
