export { LoadingBar } from './LoadingBar';
export type { LoadingBarPosition, LoadingBarProps } from './LoadingBar';
export { loadingBarClasses, getLoadingBarUtilityClass } from './loadingBarClasses';
export type { LoadingBarClasses, LoadingBarClassKey } from './loadingBarClasses';
