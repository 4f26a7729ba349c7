import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface AwardsBannerClasses {
  /** Styles applied to the root element: a labelled region. */
  root: string;
  /** Styles applied to the message. */
  message: string;
  /** Styles applied to the link to the awards page. */
  link: string;
  /** Styles applied to the close button. */
  close: string;
}

export type AwardsBannerClassKey = keyof AwardsBannerClasses;

export function getAwardsBannerUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasAwardsBanner', slot);
}

export const awardsBannerClasses: AwardsBannerClasses = generateUtilityClasses(
  'AtlasAwardsBanner',
  ['root', 'message', 'link', 'close'],
);
