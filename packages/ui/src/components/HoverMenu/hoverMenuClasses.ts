import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface HoverMenuClasses {
  /** Styles applied to the root element around the button and the panel. */
  root: string;
  /** Styles applied to the button that opens the panel. */
  button: string;
  /** Styles applied to the panel. */
  panel: string;
}

export type HoverMenuClassKey = keyof HoverMenuClasses;

export function getHoverMenuUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasHoverMenu', slot);
}

export const hoverMenuClasses: HoverMenuClasses = generateUtilityClasses('AtlasHoverMenu', [
  'root',
  'button',
  'panel',
]);
