import { z } from 'zod';
import { intId } from '../bounds';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { staffQueueQuery } from '../staff-queue';
import {
  VALET_PROJECT_STATUSES,
  VALET_SHORTLIST_SIZE,
  ValetMatchSchema,
  ValetProjectStatusSchema,
} from '../valet';

/** Issue 18: staff look after project submissions and adjust shortlists before release. */

export const VALET_PROJECT_SORT_FIELDS = ['created_at', 'status'] as const;

export const ListValetProjectsQuerySchema = staffQueueQuery(
  VALET_PROJECT_SORT_FIELDS,
  VALET_PROJECT_STATUSES,
);
export type ListValetProjectsQuery = z.input<typeof ListValetProjectsQuerySchema>;

/** A project as staff see it in the queue. */
export const ValetProjectRowSchema = z.object({
  id: z.uuid(),
  status: ValetProjectStatusSchema,
  title: z.string(),
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  released_at: z.iso.datetime({ offset: true }).nullable(),
  shortlist: z.array(ValetMatchSchema),
});
export type ValetProjectRow = z.infer<typeof ValetProjectRowSchema>;

export const ListValetProjectsResponseSchema = z.object({
  data: z.array(ValetProjectRowSchema),
  total: z.number().int(),
});
export type ListValetProjectsResponse = z.infer<typeof ListValetProjectsResponseSchema>;

/** GET /admin/valet-projects — the staff queue of project submissions. */
export const listValetProjectsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/valet-projects',
  api: 'main',
  operationId: 'listValetProjects',
  summary: 'Project submissions (staff only)',
  description:
    'The staff queue of project submissions with their shortlists, a page at a time, sorted and filtered by state or text. Anyone but staff gets a 404.',
  tags: ['moderation'],
  security: 'staff',
  querystring: ListValetProjectsQuerySchema,
  response: ListValetProjectsResponseSchema,
});

export function listValetProjects(
  transport: HttpTransport,
  query: ListValetProjectsQuery,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, listValetProjectsEndpoint, { query, signal });
}

export const ValetShortlistParamsSchema = z.object({
  id: z.uuid({ error: 'id: must be a project id' }),
});
export const ValetShortlistBodySchema = z
  .object({
    company_ids: z
      .array(intId('company_ids: must be company ids'))
      .min(1, { error: 'company_ids: keep at least one company' })
      .max(VALET_SHORTLIST_SIZE, {
        error: `company_ids: at most ${VALET_SHORTLIST_SIZE} companies`,
      }),
  })
  .strict();
export type ValetShortlistBody = z.input<typeof ValetShortlistBodySchema>;

export const ValetShortlistResponseSchema = z.object({
  data: ValetProjectRowSchema,
  message: z.string(),
});
export type ValetShortlistResponse = z.infer<typeof ValetShortlistResponseSchema>;

/**
 * PUT /admin/valet-projects/{id}/shortlist — staff set the shortlist (in order) before the buyer
 * released anything; the change is audited.
 */
export const updateValetShortlistEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admin/valet-projects/:id/shortlist',
  api: 'main',
  operationId: 'updateValetShortlist',
  summary: "Set a project's shortlist (staff only)",
  description:
    'Replaces the shortlist with these listed companies, in this order, scored and explained by the matching engine; the change goes to the audit log. Only before the buyer released the brief (a 409 after); an unknown company is a 400 naming company_ids; anyone but staff gets a 404.',
  tags: ['moderation'],
  security: 'staff',
  errors: [404, 409],
  params: ValetShortlistParamsSchema,
  body: ValetShortlistBodySchema,
  response: ValetShortlistResponseSchema,
});

export function updateValetShortlist(
  transport: HttpTransport,
  id: string,
  body: ValetShortlistBody,
) {
  return callEndpoint(transport, updateValetShortlistEndpoint, { params: { id }, body });
}
