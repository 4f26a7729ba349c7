import { z } from 'zod';
import { intId, pageNumber } from '../bounds';
import { CompanySlugSchema } from '../company-memberships';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { PaginationMetaSchema } from '../entities/company';
import { EmailSchema } from '../validation';

/** Where a review of the company stands, as its members see it. */
export const MANAGED_REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export const ManagedReviewStatusSchema = z.enum(MANAGED_REVIEW_STATUSES, {
  error: `must be one of ${MANAGED_REVIEW_STATUSES.join(', ')}`,
});
export type ManagedReviewStatus = z.infer<typeof ManagedReviewStatusSchema>;

/** Longest public reply. */
export const REVIEW_REPLY_MAX_LENGTH = 2000;
/** Addresses one bulk invitation may carry. */
export const MAX_BULK_INVITATIONS = 50;

const DateTimeSchema = z.iso.datetime({ offset: true });

export const REVIEW_REPORT_STATUSES = ['open', 'upheld', 'dismissed'] as const;
export type ReviewReportStatus = (typeof REVIEW_REPORT_STATUSES)[number];
export const REVIEW_REPORT_STATUS_LABELS: Readonly<Record<ReviewReportStatus, string>> = {
  open: 'Waiting for staff',
  upheld: 'Upheld: removed',
  dismissed: 'Dismissed: kept',
};

export const REVIEW_REPORT_REASON_MIN = 10;
export const REVIEW_REPORT_REASON_MAX = 1000;

/** A report as the company sees it beside the review. */
export const ReviewReportSchema = z.object({
  id: z.number().int(),
  status: z.enum(REVIEW_REPORT_STATUSES),
  reason: z.string(),
  created_at: DateTimeSchema,
  /** Staff's word on it, once decided. */
  decision_note: z.string().nullable(),
  decided_at: DateTimeSchema.nullable(),
});
export type ReviewReport = z.infer<typeof ReviewReportSchema>;

export const ManagedReviewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  rating: z.number(),
  /** As the profile shows it: null when the reviewer chose not to show their name. */
  reviewer_name: z.string().nullable(),
  reviewer_company: z.string().nullable(),
  status: ManagedReviewStatusSchema,
  created_at: DateTimeSchema,
  published_at: DateTimeSchema.nullable(),
  reply: z.object({ body: z.string(), replied_at: DateTimeSchema.nullable() }).nullable(),
  /** The newest report of it to staff (issue 19), if any. */
  report: ReviewReportSchema.nullable(),
});
export type ManagedReview = z.infer<typeof ManagedReviewSchema>;

export const ListManagedReviewsQuerySchema = z.object({
  status: ManagedReviewStatusSchema.optional(),
  page: pageNumber(10_000).default(1),
});
export type ListManagedReviewsQuery = z.input<typeof ListManagedReviewsQuerySchema>;

export const ListManagedReviewsResponseSchema = z.object({
  data: z.array(ManagedReviewSchema),
  meta: PaginationMetaSchema,
  /** Reviews per status, for the filter's labels. */
  counts: z.object({
    pending: z.number().int(),
    published: z.number().int(),
    rejected: z.number().int(),
  }),
  /** Published reviews without a reply. */
  awaiting_reply: z.number().int(),
});
export type ListManagedReviewsResponse = z.infer<typeof ListManagedReviewsResponseSchema>;

export const CompanyReviewsParamsSchema = z.object({ slug: CompanySlugSchema });
export const CompanyReviewParamsSchema = z.object({
  slug: CompanySlugSchema,
  id: intId('must be a review id'),
});

/** GET /companies/{slug}/reviews/manage — every review of the company with its status (members only). */
export const listManagedReviewsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/companies/:slug/reviews/manage',
  api: 'main',
  operationId: 'listManagedReviews',
  summary: "A company's reviews in every status (members only)",
  description:
    'Every review of the company, newest first, with its status and the company’s reply; 20 a page. Anyone but a member gets a 404.',
  tags: ['reviews'],
  security: 'session',
  companyScoped: true,
  errors: [404],
  params: CompanyReviewsParamsSchema,
  querystring: ListManagedReviewsQuerySchema,
  response: ListManagedReviewsResponseSchema,
});

export const ReplyToReviewBodySchema = z.object({
  body: z
    .string({ error: 'Write your reply' })
    .trim()
    .min(2, { error: 'Write your reply' })
    .max(REVIEW_REPLY_MAX_LENGTH, { error: `Use at most ${REVIEW_REPLY_MAX_LENGTH} characters` }),
});
export type ReplyToReviewBody = z.infer<typeof ReplyToReviewBodySchema>;

/**
 * POST /companies/{slug}/reviews/{id}/reply — the company's one public reply to a published
 * review, shown under it on the profile. A second reply is a 409.
 */
export const replyToReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/companies/:slug/reviews/:id/reply',
  api: 'main',
  operationId: 'replyToReview',
  summary: 'Reply publicly to a published review, once (members only)',
  description:
    'Stores the company’s one public reply under a published review. A review that is not published, or already has a reply, is a 409; anyone but a member of the company gets a 404.',
  tags: ['reviews'],
  security: 'session',
  companyScoped: true,
  errors: [404, 409],
  params: CompanyReviewParamsSchema,
  body: ReplyToReviewBodySchema,
  response: z.object({ data: ManagedReviewSchema }),
});

export const InviteReviewersBodySchema = z.object({
  emails: z
    .array(EmailSchema, { error: 'Give at least one e-mail address' })
    .min(1, { error: 'Give at least one e-mail address' })
    .max(MAX_BULK_INVITATIONS, { error: `Invite at most ${MAX_BULK_INVITATIONS} at once` }),
});
export type InviteReviewersBody = z.infer<typeof InviteReviewersBodySchema>;

export const InviteReviewersResponseSchema = z.object({
  data: z.object({
    /** Addresses that got an invitation now. */
    invited: z.array(z.string()),
    /** Addresses left out, and why (a repeat in the list, an invitation still open). */
    skipped: z.array(z.object({ email: z.string(), reason: z.string() })),
  }),
});
export type InviteReviewersResponse = z.infer<typeof InviteReviewersResponseSchema>;

/**
 * POST /companies/{slug}/review-invitations — invites clients to review the company: each address
 * gets its own signed, expiring link by e-mail (owners and managers; anyone else gets a 404).
 */
export const inviteReviewersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/companies/:slug/review-invitations',
  api: 'main',
  operationId: 'inviteReviewers',
  summary: 'Invite clients to review the company, in bulk (members only)',
  description:
    'Sends each address its own signed, expiring invitation to review the company; repeats and addresses with an open invitation are skipped with the reason. Anyone but a member of the company gets a 404.',
  tags: ['reviews'],
  security: 'session',
  companyScoped: true,
  errors: [404],
  params: CompanyReviewsParamsSchema,
  body: InviteReviewersBodySchema,
  response: InviteReviewersResponseSchema,
});

export function listManagedReviews(
  transport: HttpTransport,
  slug: string,
  query: ListManagedReviewsQuery,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, listManagedReviewsEndpoint, { params: { slug }, query, signal });
}

export function replyToReview(
  transport: HttpTransport,
  slug: string,
  id: number,
  body: ReplyToReviewBody,
) {
  return callEndpoint(transport, replyToReviewEndpoint, { params: { slug, id }, body });
}

export function inviteReviewers(transport: HttpTransport, slug: string, body: InviteReviewersBody) {
  return callEndpoint(transport, inviteReviewersEndpoint, { params: { slug }, body });
}
