import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { CompanySubmissionRowSchema, SubmissionStatusSchema } from '../company-submissions';

export const SUBMISSION_SORT_FIELDS = ['created_at', 'name', 'status'] as const;

export const ListCompanySubmissionsQuerySchema = z.object({
  page: z.coerce
    .number<string | number>({ error: 'page: must be a whole number from 1' })
    .int({ error: 'page: must be a whole number from 1' })
    .min(1, { error: 'page: must be a whole number from 1' })
    .max(100_000, { error: 'page: must be at most 100000' })
    .default(1),
  page_size: z.coerce
    .number<string | number>({ error: 'page_size: must be 1 to 100' })
    .int({ error: 'page_size: must be 1 to 100' })
    .min(1, { error: 'page_size: must be 1 to 100' })
    .max(100, { error: 'page_size: must be 1 to 100' })
    .default(25),
  sort: z
    .enum(SUBMISSION_SORT_FIELDS, { error: 'sort: created_at, name or status' })
    .default('created_at'),
  order: z.enum(['asc', 'desc'], { error: 'order: asc or desc' }).default('asc'),
  /** Only submissions in this state (all when left out). */
  status: SubmissionStatusSchema.optional(),
  /** Only submissions whose name, website or submitter's e-mail contains this text. */
  q: z.string().trim().max(200, { error: 'q: use at most 200 characters' }).optional(),
});
export type ListCompanySubmissionsQuery = z.input<typeof ListCompanySubmissionsQuerySchema>;
/** The query as the server reads it: every default filled in. */
export type CompanySubmissionsQuery = z.output<typeof ListCompanySubmissionsQuerySchema>;

export const ListCompanySubmissionsResponseSchema = z.object({
  data: z.array(CompanySubmissionRowSchema),
  total: z.number().int(),
});
export type ListCompanySubmissionsResponse = z.infer<typeof ListCompanySubmissionsResponseSchema>;

/** GET /admin/company-submissions — the staff queue (server-paginated, sortable, filterable). */
export const listCompanySubmissionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/company-submissions',
  api: 'main',
  operationId: 'listCompanySubmissions',
  summary: 'Company submissions (staff only)',
  description:
    'The staff queue of company submissions, a page at a time, sorted and filtered by state or text. Anyone but staff gets a 404.',
  tags: ['moderation'],
  security: 'staff',
  querystring: ListCompanySubmissionsQuerySchema,
  response: ListCompanySubmissionsResponseSchema,
});

export function listCompanySubmissions(
  transport: HttpTransport,
  query: ListCompanySubmissionsQuery,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, listCompanySubmissionsEndpoint, { query, signal });
}
