export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export type { HeadingLevel, StateSize } from '../../internal/stateLayout';
export { emptyStateClasses, getEmptyStateUtilityClass } from './emptyStateClasses';
export type { EmptyStateClasses, EmptyStateClassKey } from './emptyStateClasses';
