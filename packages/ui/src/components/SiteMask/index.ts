export { SiteMask } from './SiteMask';
export type { SiteMaskLevel, SiteMaskProps } from './SiteMask';
export { siteMaskClasses, getSiteMaskUtilityClass } from './siteMaskClasses';
export type { SiteMaskClasses, SiteMaskClassKey } from './siteMaskClasses';
