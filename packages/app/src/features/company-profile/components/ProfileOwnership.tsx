import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { withCompany } from '../../../shared/companies/managed-company';
import { useStores } from '../../../shared/stores/StoresContext';

const linkSx = { color: 'primary.main', fontWeight: 600 } as const;

/**
 * The line under a profile: anyone else is invited to claim the company or join its team; its
 * own owners and managers are offered its editor and dashboard instead (issue 33), each opening
 * this company even when they run others.
 */
export const ProfileOwnership = observer(function ProfileOwnership({
  slug,
  name,
}: {
  slug: string;
  name: string;
}) {
  const { user } = useStores();
  const member =
    user.isLoggedIn &&
    (user.company?.slug === slug || user.companies.some((company) => company.slug === slug));
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
      {member ? (
        <>
          You manage {name}.{' '}
          <Box component={RouterLink} to={withCompany(paths.editCompany(), slug)} sx={linkSx}>
            Edit this profile
          </Box>{' '}
          or{' '}
          <Box component={RouterLink} to={withCompany(paths.dashboard(), slug)} sx={linkSx}>
            manage it in your dashboard
          </Box>
          .
        </>
      ) : (
        <>
          Do you work at {name}?{' '}
          <Box component={RouterLink} to={paths.claimCompany(slug)} sx={linkSx}>
            Claim this profile or join its team
          </Box>
        </>
      )}
    </Typography>
  );
});
