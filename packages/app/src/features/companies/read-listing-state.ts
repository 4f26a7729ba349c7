import {
  CHECKBOX_GROUPS,
  FilterQueryShape,
  FILTER_FLAGS,
  type FilterSelection,
} from '@atlas/api/filters';
import { foldQueryParams } from '@atlas/api/http';
import {
  SortDirectionSchema,
  SortKeySchema,
  type SortDirection,
  type SortKey,
} from '@atlas/api/options';
import { DEFAULT_SORT, type ReadListingState } from './listing-url';

/**
 * The listing state of a URL. Bad filter values do not fail the page: each unusable parameter is
 * left out and named in `ignored`. The page number is validated by the route (a bad one is a 404).
 */
export function readListingState(url: URL, page: number): ReadListingState {
  const raw = foldQueryParams(url.searchParams);
  const ignored: string[] = [];
  const groups: FilterSelection['groups'] = {};
  for (const group of CHECKBOX_GROUPS) {
    if (raw[group] === undefined) continue;
    const parsed = FilterQueryShape[group].safeParse(raw[group]);
    if (parsed.success && parsed.data) groups[group] = parsed.data;
    else ignored.push(group);
  }
  const flags: FilterSelection['flags'] = {};
  for (const flag of FILTER_FLAGS) {
    if (raw[flag] === undefined) continue;
    const parsed = FilterQueryShape[flag].safeParse(raw[flag]);
    if (parsed.success) flags[flag] = parsed.data;
    else ignored.push(flag);
  }
  let foundingyears: FilterSelection['foundingyears'];
  const min = raw['foundingyears[min]'];
  const max = raw['foundingyears[max]'];
  if (min !== undefined || max !== undefined) {
    const parsedMin = FilterQueryShape['foundingyears[min]'].safeParse(min);
    const parsedMax = FilterQueryShape['foundingyears[max]'].safeParse(max);
    if (
      parsedMin.success &&
      parsedMax.success &&
      parsedMin.data !== undefined &&
      parsedMax.data !== undefined &&
      parsedMin.data <= parsedMax.data
    ) {
      foundingyears = { min: parsedMin.data, max: parsedMax.data };
    } else {
      ignored.push('foundingyears');
    }
  }
  let sort: SortKey = DEFAULT_SORT;
  if (raw.sort !== undefined) {
    const parsed = SortKeySchema.safeParse(raw.sort);
    if (parsed.success) sort = parsed.data;
    else ignored.push('sort');
  }
  let order: SortDirection | undefined;
  if (raw.order !== undefined) {
    const parsed = SortDirectionSchema.safeParse(raw.order);
    if (parsed.success) order = parsed.data;
    else ignored.push('order');
  }
  return { selection: { groups, foundingyears, flags }, sort, order, page, ignored };
}
