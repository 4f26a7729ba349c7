import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { ReviewVerificationSchema } from '../entities/review';
import { SubmitReviewBodySchema, type SubmitReviewBody } from '../reviews';

export const SubmittedReviewSchema = z.object({
  id: z.number().int(),
  status: z.literal(['pending', 'published', 'rejected']),
  /** False until the reviewer opens the confirmation link (anonymous reviews only). */
  confirmed: z.boolean(),
  verification: ReviewVerificationSchema,
});
export type SubmittedReview = z.infer<typeof SubmittedReviewSchema>;

export const SubmitReviewResponseSchema = z.object({
  data: SubmittedReviewSchema,
  /** What happens next, for the person. */
  message: z.string(),
});
export type SubmitReviewResponse = z.infer<typeof SubmitReviewResponseSchema>;

/**
 * POST /reviews — a new review, pending moderation. Signed in: written as that account. Otherwise
 * an e-mail and a captcha are required and the review waits for the e-mailed confirmation link.
 * The same idempotency key answers the first review instead of creating a second.
 */
export const submitReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/reviews',
  api: 'main',
  operationId: 'submitReview',
  summary: 'Write a review of a company (it is published after moderation)',
  description:
    'A new review, pending moderation. Signed in, it is written as that account; otherwise an e-mail and a captcha are required and it waits for the e-mailed confirmation link. The same idempotency key answers the first review; reused for a different review it is a 422.',
  tags: ['reviews'],
  security: 'session-optional',
  errors: [404, 422],
  body: SubmitReviewBodySchema,
  response: SubmitReviewResponseSchema,
});

export function submitReview(transport: HttpTransport, body: SubmitReviewBody) {
  return callEndpoint(transport, submitReviewEndpoint, { body });
}
