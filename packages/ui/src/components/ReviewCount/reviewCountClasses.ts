import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface ReviewCountClasses {
  /** Styles applied to the root element: the text, or the wrapper of the link when `href` is set. */
  root: string;
}

export type ReviewCountClassKey = keyof ReviewCountClasses;

export function getReviewCountUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasReviewCount', slot);
}

export const reviewCountClasses: ReviewCountClasses = generateUtilityClasses('AtlasReviewCount', [
  'root',
]);
