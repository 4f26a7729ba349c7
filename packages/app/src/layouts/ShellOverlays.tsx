import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import { SiteMask } from '@atlas/ui/SiteMask';
import { Top10Badge } from '@atlas/ui/Top10Badge';
import { useStores } from '../shared/stores/StoresContext';
import { AtlasRouterLink } from '../shared/AtlasRouterLink';
import { paths } from '../config/paths';
import { useShellText } from '../shared/shell/text';

// The toast (MUI's Snackbar and Alert) loads with the first alert: no page starts with one.
const AlertToast = lazy(async () => ({
  default: (await import('@atlas/ui/AlertToast')).AlertToast,
}));

/** SPEC §9: an alert goes away by itself after 5 s. */
export const ALERT_AUTO_DISMISS_MS = 5000;

/** The alert toast (store.alert): one at a time, 5 s or its close icon. */
export const AlertArea = observer(function AlertArea() {
  const { alert } = useStores();
  // The toast keeps its last text while it slides out.
  const [last, setLast] = useState(alert.current);
  if (alert.current && alert.current !== last) setLast(alert.current);
  const shown = alert.current ?? last;
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <AlertToast
        open={alert.current !== null}
        message={shown.message}
        type={shown.type}
        centered={shown.centered}
        autoHideDuration={ALERT_AUTO_DISMISS_MS}
        onClose={() => alert.dismiss()}
      />
    </Suspense>
  );
});

/** Tracks the browser's online state into store.ui.online and says so when offline. */
export const OnlineStatus = observer(function OnlineStatus() {
  const { ui } = useStores();
  const text = useShellText();
  useEffect(() => {
    const update = () => ui.setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [ui]);
  return (
    // A live region (without the status role, which belongs to the page's own messages).
    <Box aria-live="polite" sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: 1400 }}>
      {ui.online ? null : (
        <Box
          sx={{
            bgcolor: 'grey.900',
            color: 'common.white',
            px: 2,
            py: 1,
            borderRadius: 1,
            typography: 'body2',
            boxShadow: 4,
          }}
        >
          {text.offline}
        </Box>
      )}
    </Box>
  );
});

/** The dimmed layer behind an open header menu; a click on it closes the menu. */
export const MenuMask = observer(function MenuMask() {
  const { ui } = useStores();
  const megaMenuOpen =
    ui.openMenu === 'companies' || ui.openMenu === 'services' || ui.openMenu === 'top10';
  return <SiteMask open={ui.menuFlag && megaMenuOpen} onClick={() => ui.setOpenMenu(null)} />;
});

/**
 * The floating TOP 10 offer (SPEC §4 "TOP 10 badge"): for a signed-in company that may be
 * sponsored and has no sponsorship yet; collapsed on the promote and service-city pages.
 */
export const InclusionBadge = observer(function InclusionBadge({ hidden }: { hidden: boolean }) {
  const { user } = useStores();
  const company = user.company;
  if (!user.isLoggedIn || !company) return null;
  if (!company.is_sponsorship_eligible || company.sponsorships_count.total > 0) return null;
  if (hidden) return null;
  const city = company.locations.headquarter?.city.name;
  return (
    <Top10Badge
      href={paths.topCompaniesPromote('inclusion_badge')}
      message={
        city
          ? `Get ${company.name} into the TOP 10 of ${city}.`
          : `Get ${company.name} into the TOP 10 of your city.`
      }
      LinkComponent={AtlasRouterLink}
    />
  );
});
