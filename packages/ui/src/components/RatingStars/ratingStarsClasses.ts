import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface RatingStarsClasses {
  /** Styles applied to the root element, which holds the stars and the number. */
  root: string;
  /** Styles applied to the stars (MUI's `Rating`, a radio group in input mode). */
  stars: string;
  /** Styles applied to the number shown beside the stars when `showValue` is set. */
  value: string;
}

export type RatingStarsClassKey = keyof RatingStarsClasses;

export function getRatingStarsUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasRatingStars', slot);
}

export const ratingStarsClasses: RatingStarsClasses = generateUtilityClasses('AtlasRatingStars', [
  'root',
  'stars',
  'value',
]);
