import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface SortSelectClasses {
  /** Styles applied to the root element: MUI's `TextField` around a native `<select>`. */
  root: string;
}

export type SortSelectClassKey = keyof SortSelectClasses;

export function getSortSelectUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasSortSelect', slot);
}

export const sortSelectClasses: SortSelectClasses = generateUtilityClasses('AtlasSortSelect', [
  'root',
]);
