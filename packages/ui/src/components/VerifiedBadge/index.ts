export { VerifiedBadge } from './VerifiedBadge';
export type { VerifiedBadgeProps, VerifiedBadgeSize, VerifiedBadgeVariant } from './VerifiedBadge';
export { verifiedBadgeClasses, getVerifiedBadgeUtilityClass } from './verifiedBadgeClasses';
export type { VerifiedBadgeClasses, VerifiedBadgeClassKey } from './verifiedBadgeClasses';
