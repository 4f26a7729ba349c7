import { lazy, Suspense, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import Popover from '@mui/material/Popover';
import { NotificationBadge } from '@atlas/ui/NotificationBadge';
import { useStores } from '../../shared/stores/StoresContext';

// The list (and the HTML sanitiser its items use) loads when the dropdown first opens, or when
// the pointer or focus reaches the bell: most pages never show it.
const loadList = () => import('@atlas/ui/NotificationList');
const NotificationList = lazy(async () => ({ default: (await loadList()).NotificationList }));

/**
 * The signed-in user's bell: the count (exact below 100, then '99+') and a dropdown of the
 * notifications, kept live by the realtime connection. Choosing one navigates by its type and
 * deletes it; Clear All deletes them all in one batch (SPEC §4).
 */
export const NotificationsMenu = observer(function NotificationsMenu() {
  const { notifications, ui } = useStores();
  const navigate = useNavigate();
  const anchor = useRef<HTMLDivElement>(null);
  const open = ui.openMenu === 'notifications';
  return (
    <div ref={anchor} onPointerEnter={() => void loadList()} onFocus={() => void loadList()}>
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
        slotProps={{ paper: { sx: { p: 2, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Suspense fallback={<p role="status">Loading notifications…</p>}>
          <NotificationList
            notifications={notifications.items}
            emptyText="No notifications"
            onItemClick={(item) => void notifications.open(item, (path) => void navigate(path))}
            onClearAll={() => void notifications.clearAll()}
            clearing={notifications.clearing}
          />
        </Suspense>
      </Popover>
    </div>
  );
});
