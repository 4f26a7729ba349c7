import { observer } from 'mobx-react-lite';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useStores } from '../stores/StoresContext';
import { paths } from '../config/paths';
import { UserMenu } from './UserMenu';

/** The site header. The full navigation (mega-menus, user box) is the app-shell issue's work. */
export const SiteHeader = observer(function SiteHeader() {
  const { config, user } = useStores();
  return (
    <AppBar
      position="static"
      color="default"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 16, top: 8, zIndex: 1, bgcolor: 'background.paper', p: 1 },
        }}
      >
        Skip to content
      </Link>
      <Container>
        <Toolbar disableGutters sx={{ gap: { xs: 1, sm: 2 } }}>
          <Link
            component={RouterLink}
            to={paths.home()}
            underline="none"
            sx={{
              fontWeight: 800,
              fontSize: '1.25rem',
              color: 'primary.main',
              mr: { xs: 0, sm: 2 },
              whiteSpace: 'nowrap',
            }}
          >
            {config.brandName}
          </Link>
          <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 1, flex: 1 }}>
            <Button component={NavLink} to={paths.companies()} color="inherit">
              Companies
            </Button>
          </Box>
          {user.isLoggedIn ? (
            <UserMenu />
          ) : (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button component={RouterLink} to={paths.login()} color="inherit">
                Log In
              </Button>
              <Button
                component={RouterLink}
                to={paths.getListed()}
                variant="contained"
                sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
              >
                Get Listed
              </Button>
            </Box>
          )}
        </Toolbar>
      </Container>
    </AppBar>
  );
});
