import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface LoadingBarClasses {
  /** Styles applied to the root element: the fixed strip at the top of the viewport. */
  root: string;
  /** Styles applied to the progress bar (MUI's `LinearProgress`). */
  bar: string;
}

export type LoadingBarClassKey = keyof LoadingBarClasses;

export function getLoadingBarUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasLoadingBar', slot);
}

export const loadingBarClasses: LoadingBarClasses = generateUtilityClasses('AtlasLoadingBar', [
  'root',
  'bar',
]);
