import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface SiteMaskClasses {
  /** Styles applied to the root element: MUI's `Backdrop` over the whole site. */
  root: string;
  /** Styles applied to the spinner shown when `label` is set. */
  spinner: string;
}

export type SiteMaskClassKey = keyof SiteMaskClasses;

export function getSiteMaskUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasSiteMask', slot);
}

export const siteMaskClasses: SiteMaskClasses = generateUtilityClasses('AtlasSiteMask', [
  'root',
  'spinner',
]);
