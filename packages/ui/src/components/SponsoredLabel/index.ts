export { SponsoredLabel } from './SponsoredLabel';
export type { SponsoredLabelProps, SponsoredLabelVariant } from './SponsoredLabel';
export { sponsoredLabelClasses, getSponsoredLabelUtilityClass } from './sponsoredLabelClasses';
export type { SponsoredLabelClasses, SponsoredLabelClassKey } from './sponsoredLabelClasses';
