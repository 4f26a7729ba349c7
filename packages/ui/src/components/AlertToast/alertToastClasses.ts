import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface AlertToastClasses {
  /** Styles applied to the root element: MUI's `Snackbar`. */
  root: string;
  /** Styles applied to the message box (MUI's `Alert`). */
  alert: string;
}

export type AlertToastClassKey = keyof AlertToastClasses;

export function getAlertToastUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasAlertToast', slot);
}

export const alertToastClasses: AlertToastClasses = generateUtilityClasses('AtlasAlertToast', [
  'root',
  'alert',
]);
