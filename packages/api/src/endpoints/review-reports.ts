import { z } from 'zod';
import { intId } from '../bounds';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { StaffDecisionBodySchema, staffQueueQuery, type StaffDecisionBody } from '../staff-queue';
import {
  CompanyReviewParamsSchema,
  REVIEW_REPORT_REASON_MAX,
  REVIEW_REPORT_REASON_MIN,
  REVIEW_REPORT_STATUSES,
  ReviewReportSchema,
} from './company-reviews';

export {
  REVIEW_REPORT_STATUSES,
  REVIEW_REPORT_STATUS_LABELS,
  ReviewReportSchema,
  type ReviewReport,
  type ReviewReportStatus,
} from './company-reviews';

/**
 * Issue 19: a company's member reports a published review of the company to staff, with a
 * reason; staff uphold the report (the review leaves the profile) or dismiss it (it stays), and
 * the reporter is told either way.
 */

export const ReportReviewBodySchema = z.object({
  reason: z
    .string({ error: 'reason: say what is wrong with the review' })
    .trim()
    .min(REVIEW_REPORT_REASON_MIN, {
      error: `reason: say what is wrong with the review (at least ${REVIEW_REPORT_REASON_MIN} characters)`,
    })
    .max(REVIEW_REPORT_REASON_MAX, {
      error: `reason: use at most ${REVIEW_REPORT_REASON_MAX} characters`,
    }),
});
export type ReportReviewBody = z.infer<typeof ReportReviewBodySchema>;

/** POST /companies/{slug}/reviews/{id}/report — one open report per review. */
export const reportReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/companies/:slug/reviews/:id/report',
  api: 'main',
  operationId: 'reportReview',
  summary: 'Report a published review of the company to staff (members only)',
  description:
    'Sends a published review to the staff queue with the reason. A review with a report still waiting, or one that is not published, is a 409; anyone but a member of the company gets a 404.',
  tags: ['reviews'],
  security: 'session',
  companyScoped: true,
  errors: [404, 409],
  params: CompanyReviewParamsSchema,
  body: ReportReviewBodySchema,
  response: z.object({ data: ReviewReportSchema }),
});

export const REVIEW_REPORT_SORT_FIELDS = ['created_at', 'rating'] as const;
export const ReviewReportQueueQuerySchema = staffQueueQuery(
  REVIEW_REPORT_SORT_FIELDS,
  REVIEW_REPORT_STATUSES,
);
export type ReviewReportQueueQuery = z.input<typeof ReviewReportQueueQuerySchema>;

export const ReviewReportQueueRowSchema = ReviewReportSchema.extend({
  review: z.object({
    id: z.number().int(),
    title: z.string(),
    rating: z.number(),
    /** The review's text as plain text (it is shown, never rendered as markup). */
    body: z.string(),
    reviewer_name: z.string(),
    status: z.enum(['pending', 'published', 'rejected']),
  }),
  company: z.object({ name: z.string(), slug: z.string() }),
  /** Who reported it, for staff. */
  reported_by: z.string(),
});
export type ReviewReportQueueRow = z.infer<typeof ReviewReportQueueRowSchema>;

export const ReviewReportQueueResponseSchema = z.object({
  data: z.array(ReviewReportQueueRowSchema),
  total: z.number().int(),
});
export type ReviewReportQueueResponse = z.infer<typeof ReviewReportQueueResponseSchema>;

/** GET /admin/review-reports — reported reviews for staff, waiting ones first by default. */
export const listReviewReportsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/review-reports',
  api: 'main',
  operationId: 'listReviewReports',
  summary: 'Reviews reported by companies (staff only)',
  description:
    'Reports a page at a time, sorted and filtered by state or by the text of the company, the review or the reason. Anyone but staff gets a 404.',
  tags: ['moderation'],
  security: 'staff',
  querystring: ReviewReportQueueQuerySchema,
  response: ReviewReportQueueResponseSchema,
});

export const DecideReviewReportParamsSchema = z.object({ id: intId('id: must be a report id') });

/**
 * POST /admin/review-reports/{id}/decision — `approve` upholds the report (the review is
 * rejected and leaves the profile), `reject` dismisses it (a reason is required: the company is
 * told why the review stays).
 */
export const decideReviewReportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/review-reports/:id/decision',
  api: 'main',
  operationId: 'decideReviewReport',
  summary: 'Uphold or dismiss a review report (staff only)',
  description:
    'Upholding removes the review from the profile and recomputes the company’s rating; dismissing needs a reason. The reporting member is e-mailed the outcome. A decided report is a 409; anyone but staff gets a 404.',
  tags: ['moderation'],
  security: 'staff',
  errors: [404, 409],
  params: DecideReviewReportParamsSchema,
  body: StaffDecisionBodySchema,
  response: z.object({ data: ReviewReportQueueRowSchema }),
});

export function reportReview(
  transport: HttpTransport,
  slug: string,
  id: number,
  body: ReportReviewBody,
) {
  return callEndpoint(transport, reportReviewEndpoint, { params: { slug, id }, body });
}

export function listReviewReports(
  transport: HttpTransport,
  query: ReviewReportQueueQuery,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, listReviewReportsEndpoint, { query, signal });
}

export function decideReviewReport(transport: HttpTransport, id: number, body: StaffDecisionBody) {
  return callEndpoint(transport, decideReviewReportEndpoint, { params: { id }, body });
}
