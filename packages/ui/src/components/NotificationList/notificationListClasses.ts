import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface NotificationListClasses {
  /** Styles applied to the root element: a labelled region. */
  root: string;
  /** Styles applied to the header row (title and Clear All). */
  header: string;
  /** Styles applied to the list of notifications. */
  list: string;
  /** Styles applied to the Clear All button. */
  clearAll: string;
  /** Styles applied to the text shown when there are no notifications. */
  empty: string;
}

export type NotificationListClassKey = keyof NotificationListClasses;

export function getNotificationListUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasNotificationList', slot);
}

export const notificationListClasses: NotificationListClasses = generateUtilityClasses(
  'AtlasNotificationList',
  ['root', 'header', 'list', 'clearAll', 'empty'],
);
