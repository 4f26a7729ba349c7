import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface SponsoredLabelClasses {
  /** Styles applied to the root element. */
  root: string;
}

export type SponsoredLabelClassKey = keyof SponsoredLabelClasses;

export function getSponsoredLabelUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasSponsoredLabel', slot);
}

export const sponsoredLabelClasses: SponsoredLabelClasses = generateUtilityClasses(
  'AtlasSponsoredLabel',
  ['root'],
);
