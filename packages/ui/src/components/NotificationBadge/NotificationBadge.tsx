import * as React from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { BellIcon } from '../../internal/icons';
import { notificationBadgeClasses } from './notificationBadgeClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasNotificationBadge';

/** The cap of SPEC §9: the exact count below 100, otherwise "99+". */
export function formatNotificationCount(count: number): string {
  return count >= 100 ? '99+' : String(Math.max(0, Math.floor(count)));
}

export interface NotificationBadgeProps {
  /** How many notifications there are. 0 shows no bubble. */
  count: number;
  /** Called when the bell is pressed, e.g. to open the notification list. */
  onClick?: ((event: React.MouseEvent<HTMLButtonElement>) => void) | undefined;
  /** Whether the list it opens is open (`aria-expanded`). */
  expanded?: boolean | undefined;
  /**
   * Accessible name of the button for a count; override it to translate.
   * @default count => "Notifications" / "Notifications, 5 new" / "Notifications, 99+ new"
   */
  getLabel?: ((count: number) => string) | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

const NotificationBadgeRoot = styled(IconButton, { name: NAME, slot: 'root' })(
  memoTheme(({ theme }) => ({
    color: theme.palette.text.primary,
  })),
);

const NotificationBadgeBadge = styled(Badge, { name: NAME, slot: 'badge' })({
  '& .MuiBadge-badge': { fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
});

function defaultLabel(count: number): string {
  return count > 0 ? `Notifications, ${formatNotificationCount(count)} new` : 'Notifications';
}

/** The header's bell with the number of notifications: exact below 100, otherwise "99+". */
export function NotificationBadge(inProps: NotificationBadgeProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const { count, onClick, expanded, getLabel = defaultLabel, className, sx } = props;

  return (
    <NotificationBadgeRoot
      className={classNames(notificationBadgeClasses.root, className)}
      sx={sx}
      aria-label={getLabel(count)}
      aria-expanded={expanded}
      onClick={onClick}
    >
      <NotificationBadgeBadge
        // MUI's Badge keeps showing the last count while (and after) it hides: drawn anew at 0, it
        // holds no stale number, which would be visible text missing from the button's name.
        key={count > 0 ? 'counting' : 'empty'}
        className={notificationBadgeClasses.badge}
        color="error"
        badgeContent={count > 0 ? formatNotificationCount(count) : undefined}
        invisible={count <= 0}
        aria-hidden
      >
        <BellIcon />
      </NotificationBadgeBadge>
    </NotificationBadgeRoot>
  );
}
