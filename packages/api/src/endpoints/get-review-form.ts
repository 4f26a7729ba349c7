import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';

export const ReviewFormParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export const ReviewFormQuerySchema = z.object({
  /** The signed invitation token from an invitation e-mail's link, when there is one. */
  token: z.string().max(200).optional(),
});
export type ReviewFormQuery = z.infer<typeof ReviewFormQuerySchema>;

export const ReviewFormDataSchema = z.object({
  company: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
  }),
  /** The company's services: the reviewer picks the one the project was about. */
  services: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /**
   * The invitation the link carries: `valid` with the invited person's e-mail and name, or
   * `invalid` (forged, expired, used, or for another company); null without a token.
   */
  invitation: z
    .discriminatedUnion('status', [
      z.object({ status: z.literal('valid'), email: z.string(), name: z.string().nullable() }),
      z.object({ status: z.literal('invalid'), message: z.string() }),
    ])
    .nullable(),
});
export type ReviewFormData = z.infer<typeof ReviewFormDataSchema>;

export const GetReviewFormResponseSchema = z.object({ data: ReviewFormDataSchema });
export type GetReviewFormResponse = z.infer<typeof GetReviewFormResponseSchema>;

/** GET /reviews/form/{slug} — what the review form needs of a company; an unknown slug is a 404. */
export const getReviewFormEndpoint = defineEndpoint({
  method: 'GET',
  path: '/reviews/form/:slug',
  api: 'main',
  operationId: 'getReviewForm',
  summary: 'The company and services a review form is about (and its invitation, if any)',
  description:
    'What the review form needs of a company: its name and services, and the state of an invitation token when one is given. An unknown slug is a 404.',
  tags: ['reviews'],
  errors: [404],
  params: ReviewFormParamsSchema,
  querystring: ReviewFormQuerySchema,
  response: GetReviewFormResponseSchema,
});

export function getReviewForm(
  transport: HttpTransport,
  slug: string,
  query: ReviewFormQuery = {},
  signal?: AbortSignal,
) {
  return callEndpoint(transport, getReviewFormEndpoint, {
    params: { slug },
    query: { token: query.token },
    signal,
  });
}
