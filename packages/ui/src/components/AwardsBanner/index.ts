export { AwardsBanner, awardsBannerLinkTexts } from './AwardsBanner';
export type { AwardsBannerPhase, AwardsBannerProps } from './AwardsBanner';
export { awardsBannerClasses, getAwardsBannerUtilityClass } from './awardsBannerClasses';
export type { AwardsBannerClasses, AwardsBannerClassKey } from './awardsBannerClasses';
export type { AtlasLinkComponent, AtlasLinkProps } from '../../internal/link';
