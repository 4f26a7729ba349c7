import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface PaginationClasses {
  /** Styles applied to the root element: the `<nav>` landmark (MUI's `Pagination`). */
  root: string;
  /** Styles applied to each page, previous, next, first and last link, and to the ellipses. */
  item: string;
}

export type PaginationClassKey = keyof PaginationClasses;

export function getPaginationUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasPagination', slot);
}

export const paginationClasses: PaginationClasses = generateUtilityClasses('AtlasPagination', [
  'root',
  'item',
]);
