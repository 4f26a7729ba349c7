import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface ValetBannerClasses {
  /** Styles applied to the root element: a labelled region. */
  root: string;
  /** Styles applied to the decorative illustration. */
  illustration: string;
  /** Styles applied to the title. */
  title: string;
  /** Styles applied to the row holding the button. */
  action: string;
}

export type ValetBannerClassKey = keyof ValetBannerClasses;

export function getValetBannerUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasValetBanner', slot);
}

export const valetBannerClasses: ValetBannerClasses = generateUtilityClasses('AtlasValetBanner', [
  'root',
  'illustration',
  'title',
  'action',
]);
