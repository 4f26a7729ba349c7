export {
  ReviewFilter,
  REVIEW_COUNT_FILTER_VALUES,
  RATING_FILTER_VALUES,
  reviewCountFilterLabel,
  ratingFilterLabel,
} from './ReviewFilter';
export type { ReviewFilterKind, ReviewFilterProps } from './ReviewFilter';
export { reviewFilterClasses, getReviewFilterUtilityClass } from './reviewFilterClasses';
export type { ReviewFilterClasses, ReviewFilterClassKey } from './reviewFilterClasses';
