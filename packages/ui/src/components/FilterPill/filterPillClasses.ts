import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface FilterPillClasses {
  /** Styles applied to the root element: MUI's `Chip`. */
  root: string;
}

export type FilterPillClassKey = keyof FilterPillClasses;

export function getFilterPillUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasFilterPill', slot);
}

export const filterPillClasses: FilterPillClasses = generateUtilityClasses('AtlasFilterPill', [
  'root',
]);
