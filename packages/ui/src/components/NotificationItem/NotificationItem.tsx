import * as React from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import { styled, useThemeProps } from '@mui/material/styles';
import type { CSSObject, SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { BellIcon, ChatIcon, InboxIcon, StarBurstIcon, TrophyIcon } from '../../internal/icons';
import { htmlToPlainText, sanitizeInlineHtml } from '../../internal/sanitizeHtml';
import { getAtlasTokens } from '../../theme/getAtlasTokens';
import { notificationItemClasses } from './notificationItemClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasNotificationItem';

/** A Firestore-style timestamp (SPEC §3). */
export interface NotificationTimestamp {
  seconds: number;
  nanoseconds: number;
}

/** The notification types of SPEC §3; any type beginning with `special_` is a special one. */
export type NotificationType =
  | 'valet_completed'
  | 'valet_request'
  | 'valet_request_accepted'
  | 'valet_inquiry'
  | 'contact_request'
  | 'contact_request_accepted'
  | 'chat_new_message'
  | 'special_join_promo'
  | 'awards'
  | `special_${string}`;

/** A notification as the app receives it (SPEC §3). */
export interface AtlasNotification {
  id: string;
  type: NotificationType;
  /** The message as HTML; rendered only after sanitising. */
  message: string;
  /** The related resource, e.g. a chat or a submission; the app navigates with it. */
  resourceId?: string | number | null | undefined;
  timestamp: NotificationTimestamp;
}

/** Which icon a type shows: inbox, chat, trophy, star (special) or bell. */
export type NotificationIconKind = 'inbox' | 'chat' | 'awards' | 'special' | 'general';

export function isSpecialNotificationType(type: string): boolean {
  return type.startsWith('special_');
}

export function notificationIconKind(type: string): NotificationIconKind {
  if (isSpecialNotificationType(type)) return 'special';
  switch (type) {
    case 'valet_completed':
    case 'valet_request':
    case 'valet_request_accepted':
    case 'valet_inquiry':
      return 'inbox';
    case 'contact_request':
    case 'contact_request_accepted':
    case 'chat_new_message':
      return 'chat';
    case 'awards':
      return 'awards';
    default:
      return 'general';
  }
}

const ICONS: Record<NotificationIconKind, typeof BellIcon> = {
  inbox: InboxIcon,
  chat: ChatIcon,
  awards: TrophyIcon,
  special: StarBurstIcon,
  general: BellIcon,
};

/** Milliseconds since the epoch of a `{ seconds, nanoseconds }` timestamp. */
export function timestampToMillis(timestamp: NotificationTimestamp): number {
  return timestamp.seconds * 1000 + Math.floor(timestamp.nanoseconds / 1_000_000);
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago"… */
export function formatRelativeTime(
  timestamp: NotificationTimestamp,
  now: number,
  locale = 'en',
): string {
  const seconds = Math.round((timestampToMillis(timestamp) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

export interface NotificationItemProps {
  /** The notification to show. */
  notification: AtlasNotification;
  /**
   * Makes the item a button; the app navigates by type and then deletes the notification
   * (SPEC §4 "Notifications").
   */
  onClick?: ((notification: AtlasNotification) => void) | undefined;
  /**
   * "Now" for the relative time, in ms since the epoch. Pass it from a clock you tick (and from
   * tests); defaults to the time of rendering.
   */
  now?: number | undefined;
  /**
   * Locale of the relative time.
   * @default 'en'
   */
  locale?: string | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

const rootStyle = ({ theme }: { theme: Theme }): CSSObject => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: theme.spacing(1.5),
  rowGap: theme.spacing(0.25),
  alignItems: 'start',
  width: '100%',
  textAlign: 'start',
  padding: theme.spacing(1.5),
  borderRadius: getAtlasTokens(theme).radius.md,
  color: theme.palette.text.primary,
  font: 'inherit',
});

const NotificationItemRoot = styled('div', { name: NAME, slot: 'root' })(rootStyle);

const NotificationItemButton = styled(ButtonBase, { name: NAME, slot: 'root' })(
  memoTheme(({ theme }) => ({
    ...rootStyle({ theme }),
    '&:hover': { backgroundColor: theme.palette.action.hover },
  })),
);

const NotificationItemIcon = styled('span', { name: NAME, slot: 'icon' })(
  memoTheme(({ theme }) => ({
    gridRow: 'span 2',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 36,
    height: 36,
    borderRadius: '50%',
    color: theme.palette.primary.main,
    backgroundColor: theme.palette.action.selected,
  })),
);

const NotificationItemMessage = styled('span', { name: NAME, slot: 'message' })(
  memoTheme(({ theme }) => ({
    ...theme.typography.body2,
    overflowWrap: 'anywhere',
  })),
);

const NotificationItemTime = styled('time', { name: NAME, slot: 'time' })(
  memoTheme(({ theme }) => ({
    ...theme.typography.caption,
    color: theme.palette.text.secondary,
  })),
);

/**
 * One notification: the icon of its type, its message and how long ago it came. The message HTML
 * is sanitised with DOMPurify (inline formatting only) once mounted in a browser; on the server
 * and in the first client render it shows as plain text, so nothing unsanitised ever renders and
 * hydration matches.
 */
export function NotificationItem(inProps: NotificationItemProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const { notification, onClick, now, locale = 'en', className, sx } = props;
  const [safeHtml, setSafeHtml] = React.useState<string | null>(null);
  React.useEffect(() => {
    setSafeHtml(sanitizeInlineHtml(notification.message));
  }, [notification.message]);
  const Icon = ICONS[notificationIconKind(notification.type)];
  const at = timestampToMillis(notification.timestamp);

  const content = (
    <>
      <NotificationItemIcon className={notificationItemClasses.icon} aria-hidden>
        <Icon fontSize="small" />
      </NotificationItemIcon>
      {safeHtml === null ? (
        <NotificationItemMessage className={notificationItemClasses.message}>
          {htmlToPlainText(notification.message)}
        </NotificationItemMessage>
      ) : (
        <NotificationItemMessage
          className={notificationItemClasses.message}
          // Sanitised by DOMPurify just above; see sanitizeInlineHtml.
          dangerouslySetInnerHTML={{ __html: safeHtml }}
        />
      )}{' '}
      <NotificationItemTime
        className={notificationItemClasses.time}
        dateTime={new Date(at).toISOString()}
      >
        {formatRelativeTime(notification.timestamp, now ?? Date.now(), locale)}
      </NotificationItemTime>
    </>
  );
  const rootClassName = classNames(notificationItemClasses.root, className);

  return onClick ? (
    <NotificationItemButton className={rootClassName} sx={sx} onClick={() => onClick(notification)}>
      {content}
    </NotificationItemButton>
  ) : (
    <NotificationItemRoot className={rootClassName} sx={sx}>
      {content}
    </NotificationItemRoot>
  );
}
