import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface LazyImageClasses {
  /** Styles applied to the root element: the `<picture>`. */
  root: string;
  /** Styles applied to the `<img>`, which fades in once loaded. */
  img: string;
}

export type LazyImageClassKey = keyof LazyImageClasses;

export function getLazyImageUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasLazyImage', slot);
}

export const lazyImageClasses: LazyImageClasses = generateUtilityClasses('AtlasLazyImage', [
  'root',
  'img',
]);
