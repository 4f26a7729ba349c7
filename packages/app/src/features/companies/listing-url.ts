import { buildFilterQuery, type FilterSelection } from '@atlas/api/filter-selection';
import { buildQueryString } from '@atlas/api/http';
import type { SortDirection, SortKey } from '@atlas/api/option-lists';

/** Everything a listing page keeps in its URL, so it can be shared, bookmarked and crawled. */
export interface ListingState {
  selection: FilterSelection;
  sort: SortKey;
  order: SortDirection | undefined;
  page: number;
}

export interface ReadListingState extends ListingState {
  /** Query parameters that were present but unusable (the page says it ignored them). */
  ignored: string[];
}

export const DEFAULT_SORT: SortKey = 'score';

/**
 * Navigation options for a new query of the listing in view: the router's loading state (the
 * results' skeleton) is drawn synchronously in the click, not as a transition that waits behind
 * the loader's code (issue 14: feedback within 100 ms).
 */
export const IMMEDIATE = { flushSync: true } as const;

/** The URL of a listing state: defaults are left out, page 1 has no `page`. */
export function listingHref(pathname: string, state: ListingState): string {
  const query = {
    ...buildFilterQuery(state.selection),
    ...(state.sort !== DEFAULT_SORT ? { sort: state.sort } : {}),
    ...(state.order ? { order: state.order } : {}),
    ...(state.page > 1 ? { page: state.page } : {}),
  };
  return `${pathname}${buildQueryString(query)}`;
}

/** Whether anything beyond the page's own service and location narrows or reorders the list. */
export function isRefined(state: ListingState, own: FilterSelection): boolean {
  const ownQuery = JSON.stringify(buildFilterQuery(own));
  return (
    JSON.stringify(buildFilterQuery(state.selection)) !== ownQuery ||
    state.sort !== DEFAULT_SORT ||
    state.order !== undefined
  );
}
