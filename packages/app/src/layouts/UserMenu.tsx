import { useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useStores } from '../stores/StoresContext';
import { paths } from '../config/paths';

/** Initials of a name: "Ada Lovelace" → "AL". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/** A stable colour derived from the name (SPEC §2 Header: the avatar placeholder). */
export function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) | 0;
  return `hsl(${Math.abs(hash) % 360} 55% 38%)`;
}

/** The signed-in user's box: name and avatar opening Dashboard, My Company, Get Support, Logout. */
export const UserMenu = observer(function UserMenu() {
  const { user, ui } = useStores();
  const anchor = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const current = user.user;
  if (!current) return null;
  // One open menu at a time: the avatar menu is the store's 'user' menu.
  const open = ui.openMenu === 'user';
  const close = () => ui.closeMenu('user');
  return (
    <Box>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        ref={anchor}
        onClick={() => ui.setOpenMenu('user')}
        sx={{ textTransform: 'none', fontWeight: 600, gap: 1 }}
      >
        <Avatar
          src={current.avatar ?? undefined}
          alt=""
          aria-hidden
          sx={{ width: 32, height: 32, fontSize: 14, bgcolor: colourOf(current.name) }}
        >
          {initialsOf(current.name)}
        </Avatar>
        {/* The name is the button's name; below lg it is only hidden from sight. */}
        <Box
          component="span"
          sx={{
            '@media (max-width: 1199.95px)': {
              position: 'absolute',
              width: 1,
              height: 1,
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
              whiteSpace: 'nowrap',
            },
          }}
        >
          {current.name}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor.current}
        open={open && anchor.current !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={RouterLink} to={paths.dashboard()} onClick={close}>
          Dashboard
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.dashboardCompany()} onClick={close}>
          My Company
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.dashboardSupport()} onClick={close}>
          Get Support
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.logout()} onClick={close}>
          Logout
        </MenuItem>
      </Menu>
    </Box>
  );
});
