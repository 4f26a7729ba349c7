import { z } from 'zod';
import { intId } from '../bounds';
import { defineEndpoint } from '../http';
import { ModerationDecisionSchema } from '../reviews';

export const ModerateReviewParamsSchema = z.object({
  id: intId('must be a review id'),
});

export const ModerateReviewBodySchema = z.object({
  decision: ModerationDecisionSchema,
  /** Required to reject, and to approve a review that was held (own domain, duplicate, burst). */
  reason: z.string().trim().min(3, { error: 'Give a reason' }).max(1000).optional(),
  /** Who decides, for the record (defaults to "admin-api"). */
  moderator: z.string().trim().min(1).max(100).optional(),
});
export type ModerateReviewBody = z.infer<typeof ModerateReviewBodySchema>;

export const ModeratedReviewSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  status: z.literal(['published', 'rejected']),
  moderation_reason: z.string().nullable(),
  moderated_at: z.string(),
  published_at: z.string().nullable(),
});
export type ModeratedReview = z.infer<typeof ModeratedReviewSchema>;

export const ModerateReviewResponseSchema = z.object({ data: ModeratedReviewSchema });

/**
 * POST /admin/reviews/{id}/moderation — approve (publish; the company's rating, review count and
 * score change in the same transaction) or reject with a reason. Only a pending, confirmed review
 * can be approved. Needs the `x-admin-token` header.
 */
export const moderateReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/reviews/:id/moderation',
  api: 'main',
  operationId: 'moderateReview',
  summary: 'Approve or reject a pending review (x-admin-token header)',
  description:
    "Approves (publishes: the company's rating, review count and score change in the same transaction) or rejects a pending review with a reason. An unknown review is a 404, one already decided a 409. Needs the `x-admin-token` header.",
  tags: ['moderation'],
  security: 'admin-token',
  errors: [404, 409],
  params: ModerateReviewParamsSchema,
  body: ModerateReviewBodySchema,
  response: ModerateReviewResponseSchema,
});
