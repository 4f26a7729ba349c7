export { Top10Badge } from './Top10Badge';
export type { Top10BadgePosition, Top10BadgeProps } from './Top10Badge';
export { top10BadgeClasses, getTop10BadgeUtilityClass } from './top10BadgeClasses';
export type { Top10BadgeClasses, Top10BadgeClassKey } from './top10BadgeClasses';
export type { AtlasLinkComponent, AtlasLinkProps } from '../../internal/link';
