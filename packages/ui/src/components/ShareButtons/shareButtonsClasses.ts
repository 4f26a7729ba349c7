import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface ShareButtonsClasses {
  /** Styles applied to the root element: a list of buttons. */
  root: string;
  /** Styles applied to each network's button. */
  button: string;
}

export type ShareButtonsClassKey = keyof ShareButtonsClasses;

export function getShareButtonsUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasShareButtons', slot);
}

export const shareButtonsClasses: ShareButtonsClasses = generateUtilityClasses(
  'AtlasShareButtons',
  ['root', 'button'],
);
