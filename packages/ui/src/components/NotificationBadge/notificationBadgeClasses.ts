import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface NotificationBadgeClasses {
  /** Styles applied to the root element: the bell button. */
  root: string;
  /** Styles applied to the count bubble (MUI's `Badge`). */
  badge: string;
}

export type NotificationBadgeClassKey = keyof NotificationBadgeClasses;

export function getNotificationBadgeUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasNotificationBadge', slot);
}

export const notificationBadgeClasses: NotificationBadgeClasses = generateUtilityClasses(
  'AtlasNotificationBadge',
  ['root', 'badge'],
);
