export { AwardBadge, AWARD_EDITIONS } from './AwardBadge';
export type { AwardBadgeProps, AwardBadgeSize, AwardEdition, AwardStatus } from './AwardBadge';
export { awardBadgeClasses, getAwardBadgeUtilityClass } from './awardBadgeClasses';
export type { AwardBadgeClasses, AwardBadgeClassKey } from './awardBadgeClasses';
