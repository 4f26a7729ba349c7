import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface CountdownClasses {
  /** Styles applied to the root element. */
  root: string;
  /** Styles applied to the 'Voting Phase' label. */
  label: string;
  /** Styles applied to the row of time units. */
  units: string;
  /** Styles applied to each unit (days, hours, minutes, seconds). */
  unit: string;
  /** Styles applied to the text shown once the end has passed. */
  expired: string;
}

export type CountdownClassKey = keyof CountdownClasses;

export function getCountdownUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasCountdown', slot);
}

export const countdownClasses: CountdownClasses = generateUtilityClasses('AtlasCountdown', [
  'root',
  'label',
  'units',
  'unit',
  'expired',
]);
