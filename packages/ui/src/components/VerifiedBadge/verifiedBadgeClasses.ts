import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface VerifiedBadgeClasses {
  /** Styles applied to the root element. */
  root: string;
  /** Styles applied to the check icon. */
  icon: string;
}

export type VerifiedBadgeClassKey = keyof VerifiedBadgeClasses;

export function getVerifiedBadgeUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasVerifiedBadge', slot);
}

export const verifiedBadgeClasses: VerifiedBadgeClasses = generateUtilityClasses(
  'AtlasVerifiedBadge',
  ['root', 'icon'],
);
