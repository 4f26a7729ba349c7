import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface NotificationItemClasses {
  /** Styles applied to the root element: a button when `onClick` is set, otherwise a block. */
  root: string;
  /** Styles applied to the type icon. */
  icon: string;
  /** Styles applied to the sanitised message. */
  message: string;
  /** Styles applied to the relative time. */
  time: string;
}

export type NotificationItemClassKey = keyof NotificationItemClasses;

export function getNotificationItemUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasNotificationItem', slot);
}

export const notificationItemClasses: NotificationItemClasses = generateUtilityClasses(
  'AtlasNotificationItem',
  ['root', 'icon', 'message', 'time'],
);
