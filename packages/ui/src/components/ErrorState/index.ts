export { ErrorState, defaultErrorTitle } from './ErrorState';
export type { ErrorStateProps } from './ErrorState';
export type { HeadingLevel, StateSize } from '../../internal/stateLayout';
export { errorStateClasses, getErrorStateUtilityClass } from './errorStateClasses';
export type { ErrorStateClasses, ErrorStateClassKey } from './errorStateClasses';
