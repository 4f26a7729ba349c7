import { z } from 'zod';
import { decimalInteger, pageNumber } from '../bounds';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { CompanyListItemSchema, PaginationMetaSchema } from '../entities/company';
import {
  COMPANIES_PER_PAGE,
  MAX_COMPANIES_PER_PAGE,
  SortDirectionSchema,
  SortKeySchema,
  type SortDirection,
  type SortKey,
} from '../options';
import {
  buildFilterQuery,
  CheckboxGroupIdSchema,
  checkYearRange,
  FilterQueryShape,
  type FilterSelection,
} from '../filters';

export { COMPANIES_PER_PAGE, MAX_COMPANIES_PER_PAGE };

export const ListCompaniesQuerySchema = z
  .object({
    ...FilterQueryShape,
    page: pageNumber(100_000).default(1),
    per_page: decimalInteger({
      min: 1,
      max: MAX_COMPANIES_PER_PAGE,
      error: `must be a whole number from 1 to ${MAX_COMPANIES_PER_PAGE}`,
    }).default(COMPANIES_PER_PAGE),
    sort: SortKeySchema.default('score'),
    order: SortDirectionSchema.optional(),
  })
  .superRefine(checkYearRange);
/** What a caller asks for: a page, an order, and a filter selection (sent as SPEC §7's query). */
export interface ListCompaniesQuery {
  page?: number;
  per_page?: number;
  sort?: SortKey;
  order?: SortDirection;
  filters?: FilterSelection;
}

/** One option the listing is filtered by, with its name: what an active-filter pill says. */
export const SelectedFilterOptionSchema = z.object({
  group: CheckboxGroupIdSchema,
  option_id: z.number().int(),
  name: z.string(),
});
export type SelectedFilterOption = z.infer<typeof SelectedFilterOptionSchema>;

/** A sponsored place above a listing's results, with where the company ranks organically. */
export const ListingSponsorSchema = z.object({
  organic_rank: z.number().int().min(1),
  company: CompanyListItemSchema,
});
export type ListingSponsor = z.infer<typeof ListingSponsorSchema>;

export const ListCompaniesResponseSchema = z.object({
  data: z.array(CompanyListItemSchema),
  /**
   * On the first page of a listing of one service in one city (a TOP 10 page's listing): its
   * sponsors that are not among the page's results, in the day's turn (issue 22). Empty elsewhere.
   */
  sponsored: z.array(ListingSponsorSchema).default([]),
  meta: PaginationMetaSchema,
  /**
   * The options of the query's checkbox filters, named, in the order of CHECKBOX_GROUPS and then
   * by id; an id that names no option is left out.
   */
  selected_options: z.array(SelectedFilterOptionSchema),
});
export type ListCompaniesResponse = z.infer<typeof ListCompaniesResponseSchema>;

/** GET /companies — one page of the directory in the requested order. */
export const listCompaniesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/companies',
  api: 'main',
  operationId: 'listCompanies',
  summary: 'One page of the company directory',
  description:
    'One page of the company directory under the given filters, in the requested order, with the pagination totals.',
  tags: ['companies'],
  querystring: ListCompaniesQuerySchema,
  response: ListCompaniesResponseSchema,
});

export function listCompanies(
  transport: HttpTransport,
  query: ListCompaniesQuery = {},
  signal?: AbortSignal,
) {
  return callEndpoint(transport, listCompaniesEndpoint, {
    query: {
      page: query.page,
      per_page: query.per_page,
      sort: query.sort,
      order: query.order,
      ...(query.filters ? buildFilterQuery(query.filters) : {}),
    },
    signal,
  });
}
