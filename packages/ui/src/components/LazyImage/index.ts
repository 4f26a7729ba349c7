export { LazyImage } from './LazyImage';
export type { LazyImageFit, LazyImageProps } from './LazyImage';
export { lazyImageClasses, getLazyImageUtilityClass } from './lazyImageClasses';
export type { LazyImageClasses, LazyImageClassKey } from './lazyImageClasses';
