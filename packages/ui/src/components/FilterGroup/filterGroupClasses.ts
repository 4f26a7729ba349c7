import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface FilterGroupClasses {
  /** Styles applied to the root element: a `<fieldset>` (checkboxes) or a labelled group (slider). */
  root: string;
  /** Styles applied to the group's title (the `<legend>`). */
  title: string;
  /** Styles applied to the search box shown inside long option lists. */
  search: string;
  /** Styles applied to the list of options. */
  options: string;
  /** Styles applied to each option's count. */
  count: string;
  /** Styles applied to the slider of a range group. */
  slider: string;
}

export type FilterGroupClassKey = keyof FilterGroupClasses;

export function getFilterGroupUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasFilterGroup', slot);
}

export const filterGroupClasses: FilterGroupClasses = generateUtilityClasses('AtlasFilterGroup', [
  'root',
  'title',
  'search',
  'options',
  'count',
  'slider',
]);
