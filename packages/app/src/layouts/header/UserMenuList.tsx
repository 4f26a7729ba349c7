import { Link as RouterLink } from 'react-router-dom';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { paths } from '../../config/paths';
import { useShellText } from '../../shared/shell/text';

export interface UserMenuListProps {
  /** The menu element's id, named by the button's aria-controls. */
  id: string;
  /** The avatar button the menu hangs from. */
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
}

/** The avatar menu's items: loaded the first time the button is pointed at, focused or pressed (UserMenu). */
export default function UserMenuList({ id, anchorEl, open, onClose }: UserMenuListProps) {
  const text = useShellText();
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={open && anchorEl !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem component={RouterLink} to={paths.dashboard()} onClick={onClose}>
        {text.dashboard}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.dashboardCompany()} onClick={onClose}>
        {text.myCompany}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.dashboardSupport()} onClick={onClose}>
        {text.getSupport}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.logout()} onClick={onClose}>
        {text.logout}
      </MenuItem>
    </Menu>
  );
}
