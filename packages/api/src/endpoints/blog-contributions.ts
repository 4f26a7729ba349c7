import { z } from 'zod';
import { BLOG_CONTRIBUTION_KINDS, BLOG_CONTRIBUTION_STATUSES } from '../blog';
import { CaptchaFieldSchema, MessageResponseSchema } from '../entities/user';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { StaffDecisionBodySchema, staffQueueQuery, type StaffDecisionBody } from '../staff-queue';
import { EmailSchema, IdempotencyKeySchema, isUrl, PersonNameSchema } from '../validation';

/** Issue 21: outside writers send drafts (write-for-us, Tech Nations); staff accept or decline. */

export const CONTRIBUTION_TEXT_MIN_LENGTH = 200;
export const CONTRIBUTION_TEXT_MAX_LENGTH = 50_000;

export const BlogContributionBodySchema = z
  .object({
    kind: z.enum(BLOG_CONTRIBUTION_KINDS, { error: 'kind: write-for-us or tech-nations' }),
    name: PersonNameSchema,
    email: EmailSchema,
    title: z
      .string({ error: 'Give your article a title' })
      .trim()
      .min(5, { error: 'Give your article a title (at least 5 characters)' })
      .max(200, { error: 'Use at most 200 characters' }),
    text: z
      .string({ error: 'Paste your draft' })
      .trim()
      .min(CONTRIBUTION_TEXT_MIN_LENGTH, {
        error: `Your draft needs at least ${CONTRIBUTION_TEXT_MIN_LENGTH} characters`,
      })
      .max(CONTRIBUTION_TEXT_MAX_LENGTH, {
        error: `Use at most ${CONTRIBUTION_TEXT_MAX_LENGTH} characters`,
      }),
    bio: z
      .string({ error: 'Tell readers who you are' })
      .trim()
      .min(20, { error: 'Tell readers who you are (at least 20 characters)' })
      .max(1000, { error: 'Use at most 1000 characters' }),
    links: z
      .array(
        z
          .string()
          .trim()
          .max(500, { error: 'Use at most 500 characters per link' })
          .refine((value) => /^https?:\/\//i.test(value) && isUrl(value), {
            error: 'Enter full addresses starting with http:// or https://',
          }),
        { error: 'links: a list of addresses' },
      )
      .max(5, { error: 'At most 5 links' })
      .default([]),
    captcha: CaptchaFieldSchema,
    idempotency_key: IdempotencyKeySchema,
  })
  .strict();
export type BlogContributionBody = z.input<typeof BlogContributionBodySchema>;

/** POST /blog/contributions — an outside writer's draft, to the staff queue. */
export const submitBlogContributionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/blog/contributions',
  api: 'main',
  operationId: 'submitBlogContribution',
  summary: 'Send a draft to the blog',
  description:
    "An outside writer's draft (title, text, bio, links) from /write-for-us or /blog/tech-nations/contribution, stored in the staff queue; the writer is e-mailed when it is accepted or declined. The same idempotency key answers the first submission without storing a second.",
  tags: ['blog'],
  security: 'session-optional',
  errors: [409],
  body: BlogContributionBodySchema,
  response: MessageResponseSchema,
});

export function submitBlogContribution(transport: HttpTransport, body: BlogContributionBody) {
  return callEndpoint(transport, submitBlogContributionEndpoint, { body });
}

export const BLOG_CONTRIBUTION_SORT_FIELDS = ['created_at', 'status'] as const;

export const ListBlogContributionsQuerySchema = staffQueueQuery(
  BLOG_CONTRIBUTION_SORT_FIELDS,
  BLOG_CONTRIBUTION_STATUSES,
);
export type ListBlogContributionsQuery = z.input<typeof ListBlogContributionsQuerySchema>;

export const BlogContributionRowSchema = z.object({
  id: z.uuid(),
  kind: z.enum(BLOG_CONTRIBUTION_KINDS),
  status: z.enum(BLOG_CONTRIBUTION_STATUSES),
  name: z.string(),
  email: z.string(),
  title: z.string(),
  text: z.string(),
  bio: z.string(),
  links: z.array(z.string()),
  reason: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  decided_at: z.iso.datetime({ offset: true }).nullable(),
});
export type BlogContributionRow = z.infer<typeof BlogContributionRowSchema>;

export const ListBlogContributionsResponseSchema = z.object({
  data: z.array(BlogContributionRowSchema),
  total: z.number().int(),
});
export type ListBlogContributionsResponse = z.infer<typeof ListBlogContributionsResponseSchema>;

/** GET /admin/blog/contributions — the staff queue of outside writers' drafts. */
export const listBlogContributionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/blog/contributions',
  api: 'main',
  operationId: 'listBlogContributions',
  summary: 'Blog contributions (staff only)',
  description:
    "Outside writers' drafts, a page at a time, sorted and filtered by state or text. Anyone but staff gets a 404.",
  tags: ['blog'],
  security: 'staff',
  querystring: ListBlogContributionsQuerySchema,
  response: ListBlogContributionsResponseSchema,
});

export function listBlogContributions(
  transport: HttpTransport,
  query: ListBlogContributionsQuery,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, listBlogContributionsEndpoint, { query, signal });
}

export const BlogContributionParamsSchema = z.object({
  id: z.uuid({ error: 'id: must be a contribution id' }),
});

export const DecideBlogContributionResponseSchema = z.object({
  data: BlogContributionRowSchema,
  message: z.string(),
});
export type DecideBlogContributionResponse = z.infer<typeof DecideBlogContributionResponseSchema>;

/** POST /admin/blog/contributions/{id}/decision — accept or decline; the writer is e-mailed. */
export const decideBlogContributionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/blog/contributions/:id/decision',
  api: 'main',
  operationId: 'decideBlogContribution',
  summary: 'Accept or decline a contribution (staff only)',
  description:
    'Accepts or declines a waiting contribution (a decline needs a reason) and e-mails the writer. A decided one is a 409; anyone but staff gets a 404.',
  tags: ['blog'],
  security: 'staff',
  errors: [404, 409],
  params: BlogContributionParamsSchema,
  body: StaffDecisionBodySchema,
  response: DecideBlogContributionResponseSchema,
});

export function decideBlogContribution(
  transport: HttpTransport,
  id: string,
  body: StaffDecisionBody,
) {
  return callEndpoint(transport, decideBlogContributionEndpoint, { params: { id }, body });
}
