import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useStores } from '../stores/StoresContext';
import { paths } from '../config/paths';

/** The footer. Its widget columns and banners are the app-shell issue's work. */
export function SiteFooter() {
  const { config } = useStores();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', py: 4, mt: 6, bgcolor: 'background.paper' }}
    >
      <Container
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, justifyContent: 'space-between' }}
      >
        <Box component="nav" aria-label="Footer" sx={{ display: 'flex', gap: 3 }}>
          <Link component={RouterLink} to={paths.home()}>
            Home
          </Link>
          <Link component={RouterLink} to={paths.companies()}>
            All agencies
          </Link>
        </Box>
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} {config.brandName}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
