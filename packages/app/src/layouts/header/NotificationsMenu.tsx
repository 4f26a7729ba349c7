import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import Popover from '@mui/material/Popover';
import { NotificationBadge } from '@atlas/ui/NotificationBadge';
import { NotificationList } from '@atlas/ui/NotificationList';
import { useStores } from '../../shared/stores/StoresContext';

/**
 * The signed-in user's bell: the count (exact below 100, then '99+') and a dropdown of the
 * notifications the store holds. Navigating by type and clearing come with the realtime feed.
 */
export const NotificationsMenu = observer(function NotificationsMenu() {
  const { notifications, ui } = useStores();
  const anchor = useRef<HTMLDivElement>(null);
  const open = ui.openMenu === 'notifications';
  return (
    <div ref={anchor}>
      <NotificationBadge
        count={notifications.count}
        expanded={open}
        onClick={() => (open ? ui.closeMenu('notifications') : ui.setOpenMenu('notifications'))}
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => ui.closeMenu('notifications')}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { p: 2 } } }}
      >
        <NotificationList notifications={notifications.items} emptyText="No notifications" />
      </Popover>
    </div>
  );
});
