export { ReviewFilter } from './ReviewFilter';
export type { ReviewFilterOption, ReviewFilterProps } from './ReviewFilter';
export { reviewFilterClasses, getReviewFilterUtilityClass } from './reviewFilterClasses';
export type { ReviewFilterClasses, ReviewFilterClassKey } from './reviewFilterClasses';
