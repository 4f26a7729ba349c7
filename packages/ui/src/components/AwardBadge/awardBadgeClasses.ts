import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface AwardBadgeClasses {
  /** Styles applied to the root element. */
  root: string;
  /** Styles applied to the trophy icon. */
  icon: string;
  /** Styles applied to the Winner / Nominee line. */
  status: string;
  /** Styles applied to the edition year. */
  edition: string;
  /** Styles applied to the service name. */
  service: string;
}

export type AwardBadgeClassKey = keyof AwardBadgeClasses;

export function getAwardBadgeUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasAwardBadge', slot);
}

export const awardBadgeClasses: AwardBadgeClasses = generateUtilityClasses('AtlasAwardBadge', [
  'root',
  'icon',
  'status',
  'edition',
  'service',
]);
