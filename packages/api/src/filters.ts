import { z } from 'zod';
import { decimalInteger, INT_MAX, SMALLINT_MAX } from './bounds';
import { CHECKBOX_GROUPS, FILTER_GROUPS, FILTER_TAB_IDS } from './filter-selection';

/**
 * The filter query of SPEC §7 as the server validates it, made from the groups of
 * `filter-selection.ts` (which has no zod; the pages import the groups and the selection from
 * there).
 */
export * from './filter-selection';

export const CheckboxGroupIdSchema = z.enum(CHECKBOX_GROUPS);
export const FilterGroupIdSchema = z.enum(FILTER_GROUPS);
export const FilterTabSchema = z.enum(FILTER_TAB_IDS);

/** Ids of one filter group, bounded by the column they are compared with (smallint or integer). */
const idListOf = (max: number) =>
  z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(
      z
        .array(decimalInteger({ min: 0, max, error: `must be ids (whole numbers up to ${max})` }))
        .max(200),
    );
const idList = idListOf(SMALLINT_MAX);
const cityIdList = idListOf(INT_MAX);

const flag = z
  .union([z.literal('1'), z.literal(1), z.literal('0'), z.literal(0)])
  .transform((value) => Number(value) === 1);

const year = decimalInteger({ min: 1800, max: 2100, error: 'must be a year from 1800 to 2100' });

/** The filter fields of a query string, as the server validates them (names as on the wire). */
export const FilterQueryShape = {
  countries: idList.optional(),
  cities: cityIdList.optional(),
  services: idList.optional(),
  focuses: idList.optional(),
  industries: idList.optional(),
  teamsizes: idList.optional(),
  hourlyrates: idList.optional(),
  profilescores: idList.optional(),
  reviewscount: idList.optional(),
  reviewsaverage: idList.optional(),
  'foundingyears[min]': year.optional(),
  'foundingyears[max]': year.optional(),
  headquarter_only: flag.optional(),
  awarded_companies_only: flag.optional(),
  verified_companies_only: flag.optional(),
};

/** A founding-year range needs both ends, in order. */
export function checkYearRange(
  query: { 'foundingyears[min]'?: number | undefined; 'foundingyears[max]'?: number | undefined },
  context: z.RefinementCtx,
): void {
  const min = query['foundingyears[min]'];
  const max = query['foundingyears[max]'];
  if ((min === undefined) !== (max === undefined)) {
    context.addIssue({
      code: 'custom',
      path: ['foundingyears'],
      message: 'needs both min and max',
    });
  } else if (min !== undefined && max !== undefined && min > max) {
    context.addIssue({
      code: 'custom',
      path: ['foundingyears'],
      message: 'min must not be after max',
    });
  }
}

export const FilterQuerySchema = z.object(FilterQueryShape).superRefine(checkYearRange);
export type FilterQuery = z.output<typeof FilterQuerySchema>;
/** The filter fields as a caller sends them (before the server's parsing). */
export type FilterQueryInput = z.input<typeof FilterQuerySchema>;
