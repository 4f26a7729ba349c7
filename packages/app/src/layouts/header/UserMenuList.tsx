import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { paths } from '../../config/paths';
import { switchCompanyTarget, withCompany } from '../../shared/companies/managed-company';
import { useShellText } from '../../shared/shell/text';
import { useStores } from '../../shared/stores/StoresContext';

export interface UserMenuListProps {
  /** The menu element's id, named by the button's aria-controls. */
  id: string;
  /** The avatar button the menu hangs from. */
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
}

/**
 * The avatar menu's items: loaded the first time the button is pointed at, focused or pressed
 * (UserMenu). A person who runs several companies also picks the one they manage here (issue 33):
 * the dashboard links open it, and on a company's page the same page opens for the one picked.
 */
function UserMenuList({ id, anchorEl, open, onClose }: UserMenuListProps) {
  const text = useShellText();
  const { user } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const current = user.company?.slug;
  // The dashboard links name the current company for a person who runs several.
  const link = (path: string) => (user.managesSeveral ? withCompany(path, current) : path);
  const choose = async (slug: string) => {
    onClose();
    // Remembered first, so pages that read the current company (TOP 10) open the new one too.
    if (!(await user.chooseCompany(slug))) return;
    const target = switchCompanyTarget(location.pathname, location.search, slug);
    if (target) await navigate(target);
  };
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={open && anchorEl !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem component={RouterLink} to={link(paths.dashboard())} onClick={onClose}>
        {text.dashboard}
      </MenuItem>
      <MenuItem component={RouterLink} to={link(paths.dashboardCompany())} onClick={onClose}>
        {text.myCompany}
      </MenuItem>
      {user.managesSeveral
        ? [
            <Divider key="companies-start" />,
            <ListSubheader key="companies-heading" role="presentation" sx={{ lineHeight: 2.5 }}>
              {text.managing}
            </ListSubheader>,
            ...user.companies.map((company) => (
              <MenuItem
                key={company.slug}
                role="menuitemradio"
                aria-checked={company.slug === current}
                selected={company.slug === current}
                onClick={() => void choose(company.slug)}
              >
                {company.name}
              </MenuItem>
            )),
            <Divider key="companies-end" />,
          ]
        : null}
      <MenuItem component={RouterLink} to={paths.dashboardSupport()} onClick={onClose}>
        {text.getSupport}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.logout()} onClick={onClose}>
        {text.logout}
      </MenuItem>
    </Menu>
  );
}

export default observer(UserMenuList);
