export { ValetBanner } from './ValetBanner';
export type { ValetBannerImage, ValetBannerProps } from './ValetBanner';
export { valetBannerClasses, getValetBannerUtilityClass } from './valetBannerClasses';
export type { ValetBannerClasses, ValetBannerClassKey } from './valetBannerClasses';
export type { AtlasLinkComponent, AtlasLinkProps } from '../../internal/link';
