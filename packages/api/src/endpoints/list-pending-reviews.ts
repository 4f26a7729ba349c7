import { z } from 'zod';
import { decimalInteger } from '../bounds';
import { defineEndpoint } from '../http';
import { ReviewVerificationSchema } from '../entities/review';

export const REVIEW_HOLD_REASONS = ['own_domain', 'duplicate', 'burst'] as const;
export const ReviewHoldReasonSchema = z.enum(REVIEW_HOLD_REASONS);
export type ReviewHoldReason = z.infer<typeof ReviewHoldReasonSchema>;

/** What a moderator reads of a pending review (the reviewer's e-mail included). */
export const PendingReviewSchema = z.object({
  id: z.number().int(),
  company: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  rating: z.number(),
  reviewer_name: z.string(),
  reviewer_email: z.string().nullable(),
  verification: ReviewVerificationSchema,
  /** False while the e-mail confirmation link has not been used: such a review cannot be approved. */
  confirmed: z.boolean(),
  hold_reasons: z.array(ReviewHoldReasonSchema),
  created_at: z.string(),
});
export type PendingReview = z.infer<typeof PendingReviewSchema>;

export const ListPendingReviewsQuerySchema = z.object({
  limit: decimalInteger({
    min: 1,
    max: 500,
    error: 'must be a whole number from 1 to 500',
  }).default(100),
  /** Only the reviews of this company (its slug). */
  company: z.string().min(1).max(200).optional(),
});

export const ListPendingReviewsResponseSchema = z.object({ data: z.array(PendingReviewSchema) });
export type ListPendingReviewsResponse = z.infer<typeof ListPendingReviewsResponseSchema>;

/**
 * GET /admin/reviews/pending — the moderation queue, oldest first. Needs the moderators' token in
 * the `x-admin-token` header; without ADMIN_TOKEN configured the call is disabled (404).
 */
export const listPendingReviewsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/reviews/pending',
  api: 'main',
  operationId: 'listPendingReviews',
  summary: 'Reviews waiting for moderation (x-admin-token header)',
  description:
    "The moderation queue, oldest first. Needs the moderators' token in the `x-admin-token` header; without ADMIN_TOKEN configured the call does not exist (404), and wrong tokens are throttled per network (429).",
  tags: ['moderation'],
  security: 'admin-token',
  querystring: ListPendingReviewsQuerySchema,
  response: ListPendingReviewsResponseSchema,
});
