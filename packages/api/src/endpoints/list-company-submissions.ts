import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { CompanySubmissionRowSchema, SUBMISSION_STATUSES } from '../company-submissions';
import { staffQueueQuery } from '../staff-queue';

export const SUBMISSION_SORT_FIELDS = ['created_at', 'name', 'status'] as const;

export const ListCompanySubmissionsQuerySchema = staffQueueQuery(
  SUBMISSION_SORT_FIELDS,
  SUBMISSION_STATUSES,
);
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
