import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface ActiveFilterPillsClasses {
  /** Styles applied to the root element: the labelled region around the pills. */
  root: string;
  /** Styles applied to the list of pills. */
  list: string;
  /** Styles applied to the "Clear all" button. */
  clearAll: string;
}

export type ActiveFilterPillsClassKey = keyof ActiveFilterPillsClasses;

export function getActiveFilterPillsUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasActiveFilterPills', slot);
}

export const activeFilterPillsClasses: ActiveFilterPillsClasses = generateUtilityClasses(
  'AtlasActiveFilterPills',
  ['root', 'list', 'clearAll'],
);
