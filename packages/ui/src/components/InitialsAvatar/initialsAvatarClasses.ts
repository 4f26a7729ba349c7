import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface InitialsAvatarClasses {
  /** Styles applied to the root element: MUI's `Avatar`. */
  root: string;
}

export type InitialsAvatarClassKey = keyof InitialsAvatarClasses;

export function getInitialsAvatarUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasInitialsAvatar', slot);
}

export const initialsAvatarClasses: InitialsAvatarClasses = generateUtilityClasses(
  'AtlasInitialsAvatar',
  ['root'],
);
