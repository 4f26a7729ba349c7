import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface IconClasses {
  /** Styles applied to the root element: MUI's `SvgIcon`. */
  root: string;
}

export type IconClassKey = keyof IconClasses;

export function getIconUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasIcon', slot);
}

export const iconClasses: IconClasses = generateUtilityClasses('AtlasIcon', ['root']);
