import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NotificationList } from '@atlas/ui/NotificationList';
import { useStores } from '../../../shared/stores/StoresContext';

export const NOTIFICATIONS_PER_PAGE = 20;

/** The page of `items` to show (1-based), clamped to the pages there are. */
export function pageOf<T>(items: readonly T[], page: number, perPage = NOTIFICATIONS_PER_PAGE) {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, page), pages);
  return {
    items: items.slice((current - 1) * perPage, current * perPage),
    page: current,
    pages,
  };
}

/**
 * /dashboard/notifications (issue 19): every notification, a page at a time, kept live by the
 * realtime connection like the header's bell, with its behaviour: opening one navigates by its
 * type and deletes it; Clear All deletes them all in one batch (SPEC §4).
 */
export const NotificationsPage = observer(function NotificationsPage() {
  const { notifications } = useStores();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const shown = pageOf(notifications.items, page);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 800 }}>
        Notifications
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }} role="status">
        {notifications.count === 0
          ? 'Leads, messages and awards news appear here as they happen.'
          : `${notifications.count} ${notifications.count === 1 ? 'notification' : 'notifications'}, oldest first.`}
      </Typography>
      <NotificationList
        title={shown.pages > 1 ? `Page ${shown.page} of ${shown.pages}` : 'All notifications'}
        notifications={shown.items}
        emptyText="You have no notifications."
        onItemClick={(item) => void notifications.open(item, (path) => void navigate(path))}
        onClearAll={() => void notifications.clearAll()}
        clearing={notifications.clearing}
      />
      {shown.pages > 1 ? (
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            disabled={shown.page === 1}
            onClick={() => setPage(shown.page - 1)}
            sx={{ minHeight: 44 }}
          >
            Previous page
          </Button>
          <Button
            variant="outlined"
            disabled={shown.page === shown.pages}
            onClick={() => setPage(shown.page + 1)}
            sx={{ minHeight: 44 }}
          >
            Next page
          </Button>
        </Stack>
      ) : null}
    </Container>
  );
});
