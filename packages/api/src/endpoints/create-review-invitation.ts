import { z } from 'zod';
import { INT_MAX } from '../bounds';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { EmailSchema } from '../validation';

export const CreateReviewInvitationBodySchema = z.object({
  company_id: z
    .number({ error: 'Choose the company' })
    .int({ error: 'Choose the company' })
    .min(1, { error: 'Choose the company' })
    .max(INT_MAX, { error: 'Choose the company' }),
  email: EmailSchema,
  name: z.string().trim().max(100, { error: 'Use at most 100 characters' }).optional(),
});
export type CreateReviewInvitationBody = z.infer<typeof CreateReviewInvitationBodySchema>;

export const ReviewInvitationSchema = z.object({
  id: z.uuid(),
  company_id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  expires_at: z.string(),
});
export type ReviewInvitation = z.infer<typeof ReviewInvitationSchema>;

export const CreateReviewInvitationResponseSchema = z.object({
  data: ReviewInvitationSchema,
  message: z.string(),
});
export type CreateReviewInvitationResponse = z.infer<typeof CreateReviewInvitationResponseSchema>;

/**
 * POST /review-invitations — a company's owner or manager invites a client to review it; the
 * signed, expiring link goes to the client by e-mail only (it is not in the answer).
 */
export const createReviewInvitationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/review-invitations',
  api: 'main',
  operationId: 'createReviewInvitation',
  summary: 'Invite a client to review your company (owner or manager)',
  description:
    "A company's owner or manager invites a client to review it; the signed, expiring link goes to the client by e-mail only. Anyone else gets a 403 naming `company_id`.",
  tags: ['reviews'],
  security: 'session',
  body: CreateReviewInvitationBodySchema,
  response: CreateReviewInvitationResponseSchema,
});

export function createReviewInvitation(transport: HttpTransport, body: CreateReviewInvitationBody) {
  return callEndpoint(transport, createReviewInvitationEndpoint, { body });
}
