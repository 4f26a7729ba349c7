import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import Popover from '@mui/material/Popover';
import { NotificationList } from '@atlas/ui/NotificationList';
import { useStores } from '../../shared/stores/StoresContext';

export interface NotificationsPanelProps {
  /** The element the dropdown hangs from (the bell's wrapper). */
  anchorEl: HTMLElement | null;
}

/**
 * The bell's dropdown: the list of notifications, each navigating by its type, and Clear All.
 * Loaded the first time the bell is pointed at, focused or pressed (NotificationsMenu).
 */
const NotificationsPanel = observer(function NotificationsPanel({
  anchorEl,
}: NotificationsPanelProps) {
  const { notifications, ui } = useStores();
  const navigate = useNavigate();
  return (
    <Popover
      open={ui.openMenu === 'notifications'}
      anchorEl={anchorEl}
      onClose={() => ui.closeMenu('notifications')}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { p: 2, maxWidth: 'calc(100vw - 16px)' } } }}
    >
      <NotificationList
        notifications={notifications.items}
        emptyText="No notifications"
        onItemClick={(item) => void notifications.open(item, (path) => void navigate(path))}
        onClearAll={() => void notifications.clearAll()}
        clearing={notifications.clearing}
      />
    </Popover>
  );
});

export default NotificationsPanel;
