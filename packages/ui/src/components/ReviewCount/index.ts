export { ReviewCount } from './ReviewCount';
export type { ReviewCountProps, ReviewCountSize } from './ReviewCount';
export { reviewCountClasses, getReviewCountUtilityClass } from './reviewCountClasses';
export type { ReviewCountClasses, ReviewCountClassKey } from './reviewCountClasses';
export type { AtlasLinkComponent, AtlasLinkProps } from '../../internal/link';
