import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CompanyMemberRole } from '@atlas/api/company-memberships';
import { paths } from '../../config/paths';
import { withCompany } from './managed-company';

/** For a signed-in person who runs no company: the two ways to get one. */
export function NoCompanyYet() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
        You do not run a company here yet.
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to={paths.claimCompany()} variant="contained">
          Claim your company
        </Button>
        <Button component={RouterLink} to={paths.getListed()} variant="outlined">
          Get listed
        </Button>
      </Stack>
    </Stack>
  );
}

/** For someone about to claim or join a company they belong to already (`slug`: that company). */
export function AlreadyMember({
  role,
  company,
  slug,
}: {
  role: CompanyMemberRole;
  company: string;
  slug: string;
}) {
  return (
    <Alert severity="info">
      You are {role === 'owner' ? 'an owner' : 'a manager'} of {company} already.{' '}
      <Box
        component={RouterLink}
        to={withCompany(paths.dashboardMembers(), slug)}
        sx={{ color: 'inherit' }}
      >
        See its members
      </Box>
      .
    </Alert>
  );
}
