export { NotificationList } from './NotificationList';
export type { NotificationListProps } from './NotificationList';
export type { AtlasNotification } from '../NotificationItem/NotificationItem';
export {
  notificationListClasses,
  getNotificationListUtilityClass,
} from './notificationListClasses';
export type { NotificationListClasses, NotificationListClassKey } from './notificationListClasses';
