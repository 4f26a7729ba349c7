import { z } from 'zod';
import { intId } from '../bounds';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { StaffDecisionBodySchema, staffQueueQuery, type StaffDecisionBody } from '../staff-queue';
import { PendingReviewSchema } from './list-pending-reviews';

/** Issue 16: review moderation in /admin, for staff signed in (the token API stays for scripts). */

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = {
  pending: 'Waiting',
  published: 'Published',
  rejected: 'Rejected',
};

export const REVIEW_QUEUE_SORT_FIELDS = ['created_at', 'rating'] as const;

export const ReviewQueueQuerySchema = staffQueueQuery(REVIEW_QUEUE_SORT_FIELDS, REVIEW_STATUSES);
export type ReviewQueueQuery = z.input<typeof ReviewQueueQuerySchema>;

export const ReviewQueueRowSchema = PendingReviewSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  moderation_reason: z.string().nullable(),
});
export type ReviewQueueRow = z.infer<typeof ReviewQueueRowSchema>;

export const ReviewQueueResponseSchema = z.object({
  data: z.array(ReviewQueueRowSchema),
  total: z.number().int(),
});
export type ReviewQueueResponse = z.infer<typeof ReviewQueueResponseSchema>;

/** GET /admin/review-queue — reviews for staff: waiting ones first by default. */
export const listReviewQueueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/review-queue',
  api: 'main',
  operationId: 'listReviewQueue',
  summary: 'Reviews to moderate (staff only)',
  description:
    'Reviews a page at a time, sorted and filtered by state or by the text of the company, title or reviewer. Anyone but staff gets a 404.',
  tags: ['moderation'],
  security: 'staff',
  querystring: ReviewQueueQuerySchema,
  response: ReviewQueueResponseSchema,
});

export const DecideReviewParamsSchema = z.object({ id: intId('id: must be a review id') });

export const DecideReviewResponseSchema = z.object({ data: ReviewQueueRowSchema });

/** POST /admin/review-queue/{id}/decision — publish or reject (with a reason) a waiting review. */
export const decideReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/review-queue/:id/decision',
  api: 'main',
  operationId: 'decideReview',
  summary: 'Publish or reject a review (staff only)',
  description:
    'Publishing needs a review whose e-mail was confirmed and puts it on the profile at once; rejecting needs a reason. A decided review is a 409; anyone but staff gets a 404.',
  tags: ['moderation'],
  security: 'staff',
  errors: [404, 409],
  params: DecideReviewParamsSchema,
  body: StaffDecisionBodySchema,
  response: DecideReviewResponseSchema,
});

export function listReviewQueue(
  transport: HttpTransport,
  query: ReviewQueueQuery,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, listReviewQueueEndpoint, { query, signal });
}

export function decideReview(transport: HttpTransport, id: number, body: StaffDecisionBody) {
  return callEndpoint(transport, decideReviewEndpoint, { params: { id }, body });
}
