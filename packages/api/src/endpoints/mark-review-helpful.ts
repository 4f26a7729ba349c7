import { z } from 'zod';
import { intId } from '../bounds';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';

export const ReviewIdParamsSchema = z.object({
  id: intId('must be a review id'),
});

export const MarkReviewHelpfulResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    helpful_count: z.number().int().min(0),
    /** False when this person (or network) had already voted; the count did not change. */
    counted: z.boolean(),
  }),
});
export type MarkReviewHelpfulResponse = z.infer<typeof MarkReviewHelpfulResponseSchema>;

/**
 * POST /reviews/{id}/helpful — "Was this helpful? Yes". One vote per signed-in person, or per
 * network for visitors; voting again changes nothing.
 */
export const markReviewHelpfulEndpoint = defineEndpoint({
  method: 'POST',
  path: '/reviews/:id/helpful',
  api: 'main',
  operationId: 'markReviewHelpful',
  summary: 'Mark a published review as helpful (once per person)',
  description:
    '"Was this helpful? Yes": one vote per signed-in person, or per network for visitors; voting again changes nothing. An unknown or unpublished review is a 404.',
  tags: ['reviews'],
  security: 'session-optional',
  errors: [404],
  params: ReviewIdParamsSchema,
  response: MarkReviewHelpfulResponseSchema,
});

export function markReviewHelpful(transport: HttpTransport, id: number) {
  return callEndpoint(transport, markReviewHelpfulEndpoint, { params: { id } });
}
