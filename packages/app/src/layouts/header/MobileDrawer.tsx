import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MegaMenuSection } from '@atlas/ui/MegaMenu';
import { useStores } from '../../shared/stores/StoresContext';
import type { HeaderEntry } from './navigation';

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

function DrawerGroup({ title, sections }: { title: string; sections: MegaMenuSection[] }) {
  return (
    <Box component="details" sx={{ '& summary': { cursor: 'pointer', fontWeight: 700, py: 1 } }}>
      <summary>{title}</summary>
      {sections.map((section) => (
        <Box key={section.title} sx={{ pl: 2, pb: 1 }}>
          <Typography component="h3" variant="overline" color="text.secondary">
            {section.title}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
            {[...section.links, ...(section.seeAll ? [section.seeAll] : [])].map((link) => (
              <li key={link.href + link.label}>
                <Link component={RouterLink} to={link.href} underline="hover" variant="body2">
                  {link.label}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Below the md breakpoint the navigation lives in a drawer opened by the menu button. */
export const MobileDrawer = observer(function MobileDrawer({
  companies,
  services,
  entries,
}: MobileDrawerProps) {
  const { ui } = useStores();
  const links = entries.filter((entry) => entry.kind === 'link');
  const open = ui.openMenu === 'drawer';
  return (
    <>
      <IconButton
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={open ? 'site-drawer' : undefined}
        onClick={() => ui.setOpenMenu(open ? null : 'drawer')}
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <Drawer anchor="right" open={open} onClose={() => ui.closeMenu('drawer')}>
        <Box
          component="nav"
          id="site-drawer"
          aria-label="Mobile"
          sx={{ width: 300, p: 2, display: 'grid', gap: 1 }}
        >
          {companies.length > 0 ? <DrawerGroup title="Companies" sections={companies} /> : null}
          {services.length > 0 ? <DrawerGroup title="Services" sections={services} /> : null}
          {links.map((link) => (
            <Link
              key={link.href + link.label}
              component={RouterLink}
              to={link.href}
              underline="hover"
              sx={{ fontWeight: 700, py: 0.5 }}
            >
              {link.label}
            </Link>
          ))}
        </Box>
      </Drawer>
    </>
  );
});
