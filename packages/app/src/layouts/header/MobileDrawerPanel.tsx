import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import type { MegaMenuSection } from '@atlas/ui/MegaMenu';
import { useShellText } from '../../shared/shell/text';
import type { HeaderEntry } from './navigation';

/** WCAG 2.5.5: every target of the drawer is at least this tall. */
const TAP_TARGET = 44;

function CloseIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden
      focusable="false"
      sx={{
        width: 20,
        height: 20,
        transition: 'transform 200ms',
        transform: open ? 'rotate(180deg)' : 'none',
      }}
    >
      <path
        d="M6 9l6 6 6-6"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </Box>
  );
}

const linkSx = { minHeight: TAP_TARGET, borderRadius: 1 } as const;

function DrawerGroup({ title, sections }: { title: string; sections: MegaMenuSection[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li>
      <ListItemButton
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        sx={linkSx}
      >
        <ListItemText primary={title} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
        <Chevron open={open} />
      </ListItemButton>
      <Collapse in={open} id={id}>
        {sections.map((section) => {
          const groups = [
            ...(section.links.length > 0 ? [{ label: '', links: section.links }] : []),
            ...(section.groups ?? []),
          ];
          return (
            <List
              key={section.title}
              dense
              disablePadding
              sx={{ pl: 1 }}
              subheader={
                <ListSubheader disableSticky sx={{ lineHeight: '36px', bgcolor: 'transparent' }}>
                  {section.title}
                </ListSubheader>
              }
            >
              {groups.flatMap((group) => [
                ...(group.label
                  ? [
                      <Typography
                        key={`${group.label} label`}
                        component="li"
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: 'block', px: 2, pt: 1, fontWeight: 700 }}
                      >
                        {group.label}
                      </Typography>,
                    ]
                  : []),
                ...group.links.map((link) => (
                  <li key={link.href + link.label}>
                    <ListItemButton component={RouterLink} to={link.href} sx={linkSx}>
                      <ListItemText primary={link.label} />
                    </ListItemButton>
                  </li>
                )),
              ])}
              {section.seeAll ? (
                <li>
                  <ListItemButton component={RouterLink} to={section.seeAll.href} sx={linkSx}>
                    <ListItemText
                      primary={section.seeAll.label}
                      slotProps={{ primary: { sx: { fontWeight: 700 } } }}
                    />
                  </ListItemButton>
                </li>
              ) : null}
            </List>
          );
        })}
      </Collapse>
    </li>
  );
}

export interface MobileDrawerPanelProps {
  open: boolean;
  onClose: () => void;
  companies: MegaMenuSection[];
  services: MegaMenuSection[];
  /** The header's navigation links, mobile-only ones included. */
  links: readonly HeaderEntry[];
}

/** The drawer itself: loaded the first time the menu button is pressed (MobileDrawer). */
export default function MobileDrawerPanel({
  open,
  onClose,
  companies,
  services,
  links,
}: MobileDrawerPanelProps) {
  const titleId = useId();
  const text = useShellText();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: 'min(320px, 88vw)' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} component="h2" variant="h6">
          {text.menu}
        </Typography>
        <IconButton
          aria-label={text.closeMenu}
          onClick={onClose}
          sx={{ width: TAP_TARGET, height: TAP_TARGET }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" id="site-drawer" aria-label="Mobile" sx={{ p: 1 }}>
        <List disablePadding>
          {companies.length > 0 ? (
            <DrawerGroup title={text.companies} sections={companies} />
          ) : null}
          {services.length > 0 ? <DrawerGroup title={text.services} sections={services} /> : null}
          {links.flatMap((link) =>
            link.kind === 'link'
              ? [
                  <li key={link.href + link.label}>
                    <ListItemButton component={RouterLink} to={link.href} sx={linkSx}>
                      <ListItemText
                        primary={link.label}
                        slotProps={{ primary: { sx: { fontWeight: 700 } } }}
                      />
                    </ListItemButton>
                  </li>,
                ]
              : [],
          )}
        </List>
      </Box>
    </Drawer>
  );
}
