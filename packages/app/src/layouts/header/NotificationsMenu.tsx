import { lazy, Suspense, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { NotificationBadge } from '@atlas/ui/NotificationBadge';
import { useStores } from '../../shared/stores/StoresContext';

// The dropdown (MUI's Popover, the list and the HTML sanitiser its items use) loads when the
// pointer or focus first reaches the bell, or on its first press: most pages never show it.
const loadPanel = () => import('./NotificationsPanel');
const NotificationsPanel = lazy(loadPanel);

/**
 * The signed-in user's bell: the count (exact below 100, then '99+') and a dropdown of the
 * notifications, kept live by the realtime connection. Choosing one navigates by its type and
 * deletes it; Clear All deletes them all in one batch (SPEC §4).
 */
export const NotificationsMenu = observer(function NotificationsMenu() {
  const { notifications, ui } = useStores();
  const anchor = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const open = ui.openMenu === 'notifications';
  return (
    <div ref={anchor} onPointerEnter={() => void loadPanel()} onFocus={() => void loadPanel()}>
      <NotificationBadge
        count={notifications.count}
        expanded={open}
        onClick={() => {
          setWanted(true);
          if (open) ui.closeMenu('notifications');
          else ui.setOpenMenu('notifications');
        }}
      />
      {wanted || open ? (
        // Nothing in the bar while it loads: the dropdown opens once its code is here.
        <Suspense fallback={null}>
          <NotificationsPanel anchorEl={anchor.current} />
        </Suspense>
      ) : null}
    </div>
  );
});
