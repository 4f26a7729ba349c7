import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';

export const ReviewIdParamsSchema = z.object({
  id: z.coerce.number<string | number>().int('must be a review id').min(1, 'must be a review id'),
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
  summary: 'Mark a published review as helpful (once per person)',
  tags: ['reviews'],
  params: ReviewIdParamsSchema,
  response: MarkReviewHelpfulResponseSchema,
});

export function markReviewHelpful(transport: HttpTransport, id: number) {
  return callEndpoint(transport, markReviewHelpfulEndpoint, { params: { id } });
}
