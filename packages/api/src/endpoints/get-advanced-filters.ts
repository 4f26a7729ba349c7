import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import {
  buildFilterQuery,
  checkYearRange,
  FilterGroupIdSchema,
  FilterQueryShape,
  FilterTabSchema,
  type FilterSelection,
  type FilterTab,
} from '../filters';

export const FilterOptionSchema = z.object({
  option_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  count: z.number().int().min(0),
});
export type FilterOption = z.infer<typeof FilterOptionSchema>;

export const FilterGroupSchema = z.object({
  groupId: FilterGroupIdSchema,
  filterType: z.enum(['checkbox', 'slider']),
  values: z.array(FilterOptionSchema),
  /** Slider groups: the lowest and highest value among the matching companies. */
  range: z.object({ min: z.number().int(), max: z.number().int() }).nullable().optional(),
});
export type FilterGroup = z.infer<typeof FilterGroupSchema>;

export const GetAdvancedFiltersParamsSchema = z.object({ tab: FilterTabSchema });
export const GetAdvancedFiltersQuerySchema = z.object(FilterQueryShape).superRefine(checkYearRange);

export const GetAdvancedFiltersResponseSchema = z.object({
  data: z.object({ groups: z.array(FilterGroupSchema) }),
});
export type GetAdvancedFiltersResponse = z.infer<typeof GetAdvancedFiltersResponseSchema>;

/**
 * GET /advanced-filters/{tab} — the options of a facet tab with how many companies each would
 * give under every other active filter (SPEC §7).
 */
export const getAdvancedFiltersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/advanced-filters/:tab',
  api: 'main',
  operationId: 'getAdvancedFilters',
  summary: 'Options of one filter tab, counted under the other active filters',
  description:
    'The options of one facet tab, each with how many companies it would give under every other active filter (SPEC §7).',
  tags: ['companies'],
  params: GetAdvancedFiltersParamsSchema,
  querystring: GetAdvancedFiltersQuerySchema,
  response: GetAdvancedFiltersResponseSchema,
});

export function getAdvancedFilters(
  transport: HttpTransport,
  tab: FilterTab,
  selection: FilterSelection,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, getAdvancedFiltersEndpoint, {
    params: { tab },
    query: buildFilterQuery(selection, tab),
    signal,
  });
}
