export { RatingStars } from './RatingStars';
export type { RatingStarsProps, RatingStarsSize } from './RatingStars';
export { ratingStarsClasses, getRatingStarsUtilityClass } from './ratingStarsClasses';
export type { RatingStarsClasses, RatingStarsClassKey } from './ratingStarsClasses';
