import { useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { InitialsAvatar } from '@atlas/ui/InitialsAvatar';
import { useStores } from '../shared/stores/StoresContext';
import { paths } from '../config/paths';
import { useShellText } from '../shared/shell/text';

/** The signed-in user's box: name and avatar opening Dashboard, My Company, Get Support, Logout. */
export const UserMenu = observer(function UserMenu() {
  const { user, ui } = useStores();
  const text = useShellText();
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
        {/* The name is the button's name: the avatar is decoration. */}
        <InitialsAvatar
          name={current.name}
          src={current.avatar ?? undefined}
          size="small"
          decorative
          sx={{ width: 32, height: 32, fontSize: 14 }}
        />
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
          {text.dashboard}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.dashboardCompany()} onClick={close}>
          {text.myCompany}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.dashboardSupport()} onClick={close}>
          {text.getSupport}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.logout()} onClick={close}>
          {text.logout}
        </MenuItem>
      </Menu>
    </Box>
  );
});
