import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface ReviewFilterClasses {
  /** Styles applied to the root element: a `<fieldset>`. */
  root: string;
  /** Styles applied to the title (the `<legend>`). */
  title: string;
  /** Styles applied to the radio group. */
  options: string;
}

export type ReviewFilterClassKey = keyof ReviewFilterClasses;

export function getReviewFilterUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasReviewFilter', slot);
}

export const reviewFilterClasses: ReviewFilterClasses = generateUtilityClasses(
  'AtlasReviewFilter',
  ['root', 'title', 'options'],
);
