import { lazy, Suspense, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { InitialsAvatar } from '@atlas/ui/InitialsAvatar';
import { useStores } from '../shared/stores/StoresContext';

// The menu (MUI's Menu, its list and popover) loads when the pointer or focus first reaches the
// avatar button, or on its first press: it is closed on every first render.
const loadList = () => import('./header/UserMenuList');
const UserMenuList = lazy(loadList);

/** The signed-in user's box: name and avatar opening Dashboard, My Company, Get Support, Logout. */
export const UserMenu = observer(function UserMenu() {
  const { user, ui } = useStores();
  const anchor = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const [wanted, setWanted] = useState(false);
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
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        onClick={() => {
          setWanted(true);
          ui.setOpenMenu('user');
        }}
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
      {wanted || open ? (
        <Suspense fallback={null}>
          <UserMenuList id={menuId} anchorEl={anchor.current} open={open} onClose={close} />
        </Suspense>
      ) : null}
    </Box>
  );
});
