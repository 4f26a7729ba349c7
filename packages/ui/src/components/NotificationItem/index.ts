export {
  NotificationItem,
  formatRelativeTime,
  isSpecialNotificationType,
  notificationIconKind,
  timestampToMillis,
} from './NotificationItem';
export type {
  AtlasNotification,
  NotificationIconKind,
  NotificationItemProps,
  NotificationTimestamp,
  NotificationType,
} from './NotificationItem';
export {
  notificationItemClasses,
  getNotificationItemUtilityClass,
} from './notificationItemClasses';
export type { NotificationItemClasses, NotificationItemClassKey } from './notificationItemClasses';
