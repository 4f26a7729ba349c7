export { PageFade } from './PageFade';
export type { PageFadeProps } from './PageFade';
export { pageFadeClasses, getPageFadeUtilityClass } from './pageFadeClasses';
export type { PageFadeClasses, PageFadeClassKey } from './pageFadeClasses';
