import { z } from 'zod';
import { decimalInteger, pageNumber } from '../bounds';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { PaginationMetaSchema } from '../entities/company';
import {
  RatingBreakdownSchema,
  ReviewSchema,
  ReviewSortSchema,
  type ReviewSort,
} from '../entities/review';
import { CompanySlugParamsSchema } from './get-company-profile';

export const REVIEWS_PER_PAGE = 10;

export const ListCompanyReviewsQuerySchema = z.object({
  sort: ReviewSortSchema.default('newest'),
  page: pageNumber(10_000).default(1),
  per_page: decimalInteger({
    min: 1,
    max: 50,
    error: 'must be a whole number from 1 to 50',
  }).default(REVIEWS_PER_PAGE),
});
export interface ListCompanyReviewsQuery {
  sort?: ReviewSort;
  page?: number;
  per_page?: number;
}

export const ListCompanyReviewsResponseSchema = z.object({
  data: z.array(ReviewSchema),
  meta: PaginationMetaSchema.extend({
    sort: ReviewSortSchema,
    breakdown: RatingBreakdownSchema,
  }),
});
export type ListCompanyReviewsResponse = z.infer<typeof ListCompanyReviewsResponseSchema>;

/** GET /companies/{slug}/reviews — one page of a company's published reviews and their breakdown. */
export const listCompanyReviewsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/companies/:slug/reviews',
  api: 'main',
  operationId: 'listCompanyReviews',
  summary: "One page of a company's published reviews",
  description:
    "One page of a company's published reviews and their rating breakdown; an unknown slug is a 404.",
  tags: ['reviews'],
  errors: [404],
  params: CompanySlugParamsSchema,
  querystring: ListCompanyReviewsQuerySchema,
  response: ListCompanyReviewsResponseSchema,
});

export function listCompanyReviews(
  transport: HttpTransport,
  slug: string,
  query: ListCompanyReviewsQuery = {},
  signal?: AbortSignal,
) {
  return callEndpoint(transport, listCompanyReviewsEndpoint, {
    params: { slug },
    query: { sort: query.sort, page: query.page, per_page: query.per_page },
    signal,
  });
}
