import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { MessageResponseSchema } from '../entities/user';

export const ConfirmReviewBodySchema = z.object({
  token: z
    .string({ error: 'This confirmation link is not valid' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'This confirmation link is not valid' }),
});
export type ConfirmReviewBody = z.infer<typeof ConfirmReviewBodySchema>;

/** POST /reviews/confirm — spends the link of a review's confirmation e-mail. */
export const confirmReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/reviews/confirm',
  api: 'main',
  operationId: 'confirmReview',
  summary: 'Confirm a review with the link from its confirmation e-mail',
  description:
    "Spends the link of a review's confirmation e-mail; the review then waits for moderation. An unknown, used or expired link is a 400 naming `token`.",
  tags: ['reviews'],
  body: ConfirmReviewBodySchema,
  response: MessageResponseSchema,
});

export function confirmReview(transport: HttpTransport, body: ConfirmReviewBody) {
  return callEndpoint(transport, confirmReviewEndpoint, { body });
}
