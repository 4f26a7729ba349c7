import * as React from 'react';
import Button from '@mui/material/Button';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { NotificationItem, isSpecialNotificationType } from '../NotificationItem/NotificationItem';
import type { AtlasNotification } from '../NotificationItem/NotificationItem';
import { notificationListClasses } from './notificationListClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasNotificationList';

export interface NotificationListProps {
  /** The notifications, in the order to show them. */
  notifications: readonly AtlasNotification[];
  /** Called when a notification is chosen; the app navigates by type and deletes it. */
  onItemClick?: ((notification: AtlasNotification) => void) | undefined;
  /**
   * Called by "Clear All". The button is hidden without it, and when every notification is a
   * special one (SPEC §4).
   */
  onClearAll?: (() => void) | undefined;
  /**
   * A clear is pending: "Clear All" is disabled so it cannot be sent twice.
   * @default false
   */
  clearing?: boolean | undefined;
  /**
   * The list's heading.
   * @default 'Notifications'
   */
  title?: string | undefined;
  /**
   * Text of the clear button.
   * @default 'Clear All'
   */
  clearAllLabel?: string | undefined;
  /**
   * Shown when there are no notifications.
   * @default 'You have no notifications.'
   */
  emptyText?: string | undefined;
  /** "Now" for the relative times, in ms since the epoch; defaults to the time of rendering. */
  now?: number | undefined;
  /**
   * Locale of the relative times.
   * @default 'en'
   */
  locale?: string | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

const NotificationListRoot = styled('section', { name: NAME, slot: 'root' })(
  memoTheme(({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    minWidth: 280,
    maxWidth: 420,
  })),
);

const NotificationListHeader = styled('div', { name: NAME, slot: 'header' })(
  memoTheme(({ theme }) => ({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
    '& h2': { ...theme.typography.subtitle1, margin: 0 },
  })),
);

const NotificationListList = styled('ul', { name: NAME, slot: 'list' })({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: 420,
  overflowY: 'auto',
});

const NotificationListClearAll = styled(Button, { name: NAME, slot: 'clearAll' })({});

const NotificationListEmpty = styled('p', { name: NAME, slot: 'empty' })(
  memoTheme(({ theme }) => ({
    ...theme.typography.body2,
    margin: 0,
    padding: theme.spacing(2, 0),
    color: theme.palette.text.secondary,
  })),
);

/** The notifications dropdown's content: a heading, "Clear All" and the notifications. */
export function NotificationList(inProps: NotificationListProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    notifications,
    onItemClick,
    onClearAll,
    clearing = false,
    title = 'Notifications',
    clearAllLabel = 'Clear All',
    emptyText = 'You have no notifications.',
    now,
    locale,
    className,
    sx,
  } = props;
  const titleId = React.useId();
  const allSpecial = notifications.every((item) => isSpecialNotificationType(item.type));
  const showClearAll = onClearAll !== undefined && notifications.length > 0 && !allSpecial;

  return (
    <NotificationListRoot
      aria-labelledby={titleId}
      className={classNames(notificationListClasses.root, className)}
      sx={sx}
    >
      <NotificationListHeader className={notificationListClasses.header}>
        <h2 id={titleId}>{title}</h2>
        {showClearAll ? (
          <NotificationListClearAll
            className={notificationListClasses.clearAll}
            size="small"
            onClick={onClearAll}
            disabled={clearing}
          >
            {clearAllLabel}
          </NotificationListClearAll>
        ) : null}
      </NotificationListHeader>
      {notifications.length === 0 ? (
        <NotificationListEmpty className={notificationListClasses.empty}>
          {emptyText}
        </NotificationListEmpty>
      ) : (
        <NotificationListList className={notificationListClasses.list}>
          {notifications.map((notification) => (
            <li key={notification.id}>
              <NotificationItem
                notification={notification}
                onClick={onItemClick}
                now={now}
                locale={locale}
              />
            </li>
          ))}
        </NotificationListList>
      )}
    </NotificationListRoot>
  );
}
