import { lazy, Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import IconButton from '@mui/material/IconButton';
import type { MegaMenuSection } from '@atlas/ui/MegaMenu';
import { useStores } from '../../shared/stores/StoresContext';
import { useShellText } from '../../shared/shell/text';
import type { HeaderEntry } from './navigation';

// The drawer is code of its own, fetched the first time someone opens it (phones only).
const MobileDrawerPanel = lazy(() => import('./MobileDrawerPanel'));

export interface MobileDrawerProps {
  companies: MegaMenuSection[];
  services: MegaMenuSection[];
  /** The header's navigation; the drawer shows every link, mobile-only ones included. */
  entries: readonly HeaderEntry[];
}

function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        d="M3 6h18M3 12h18M3 18h18"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Below the md breakpoint the navigation lives in a drawer opened by the menu button. */
export const MobileDrawer = observer(function MobileDrawer({
  companies,
  services,
  entries,
}: MobileDrawerProps) {
  const { ui } = useStores();
  const text = useShellText();
  const open = ui.openMenu === 'drawer';
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <IconButton
        aria-label={text.menu}
        aria-expanded={open}
        aria-controls={open ? 'site-drawer' : undefined}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          ui.setOpenMenu(open ? null : 'drawer');
        }}
        sx={{ display: { xs: 'inline-flex', md: 'none' }, width: 44, height: 44 }}
      >
        <MenuIcon />
      </IconButton>
      {wanted || open ? (
        <Suspense fallback={null}>
          <MobileDrawerPanel
            open={open}
            onClose={() => ui.closeMenu('drawer')}
            companies={companies}
            services={services}
            links={entries}
          />
        </Suspense>
      ) : null}
    </>
  );
});
