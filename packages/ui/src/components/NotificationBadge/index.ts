export { NotificationBadge, formatNotificationCount } from './NotificationBadge';
export type { NotificationBadgeProps } from './NotificationBadge';
export {
  notificationBadgeClasses,
  getNotificationBadgeUtilityClass,
} from './notificationBadgeClasses';
export type {
  NotificationBadgeClasses,
  NotificationBadgeClassKey,
} from './notificationBadgeClasses';
