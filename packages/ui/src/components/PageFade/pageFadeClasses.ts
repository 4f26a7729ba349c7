import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface PageFadeClasses {
  /** Styles applied to the root element, whose opacity fades. */
  root: string;
}

export type PageFadeClassKey = keyof PageFadeClasses;

export function getPageFadeUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasPageFade', slot);
}

export const pageFadeClasses: PageFadeClasses = generateUtilityClasses('AtlasPageFade', ['root']);
