export { AwardBadge } from './AwardBadge';
export type { AwardBadgeProps, AwardBadgeSize, AwardStatus } from './AwardBadge';
export { awardBadgeClasses, getAwardBadgeUtilityClass } from './awardBadgeClasses';
export type { AwardBadgeClasses, AwardBadgeClassKey } from './awardBadgeClasses';
