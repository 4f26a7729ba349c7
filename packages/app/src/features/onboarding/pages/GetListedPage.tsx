import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUBMISSION_REVIEW_DAYS } from '@atlas/api/company-submissions';
import { paths } from '../../../config/paths';
import { useStores } from '../../../shared/stores/StoresContext';
import { PageShell } from '../../../shared/shell/PageShell';

const REASONS = [
  {
    title: 'A free listing',
    text: 'Your profile, services and locations in the directory, at no cost and with no time limit.',
  },
  {
    title: 'Verified reviews',
    text: 'Clients review your work; every review is checked before it is published and counts towards your rank.',
  },
  {
    title: 'Leads from buyers',
    text: 'Buyers looking for your services find you in the listings and contact you straight from your profile.',
  },
] as const;

const STEPS = [
  'Sign in, or create a free account.',
  'Tell us about your company: name, website, headquarters and main service.',
  `Our team checks it within ${SUBMISSION_REVIEW_DAYS} working days and e-mails you.`,
  'Once approved you are listed, and you own the profile: complete it to rank higher.',
] as const;

/** /companies/get-listed: why to list a company, how it works, and the way to start. */
export const GetListedPage = observer(function GetListedPage() {
  const { user } = useStores();
  const start = paths.submitCompany();
  return (
    <PageShell
      heading="Get your company listed"
      lead="Be found by buyers looking for an agency like yours. Listing is free."
    >
      <Box component="section" aria-labelledby="why-list">
        <Typography id="why-list" variant="h2" sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 2 }}>
          Why list your company
        </Typography>
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
        >
          {REASONS.map((reason) => (
            <Paper key={reason.title} variant="outlined" sx={{ p: 2.5 }}>
              <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
                {reason.title}
              </Typography>
              <Typography>{reason.text}</Typography>
            </Paper>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="how-it-works" sx={{ mt: 5 }}>
        <Typography
          id="how-it-works"
          variant="h2"
          sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 2 }}
        >
          How it works
        </Typography>
        <Box component="ol" sx={{ pl: 3, m: 0, display: 'grid', gap: 1 }}>
          {STEPS.map((step) => (
            <Typography component="li" key={step}>
              {step}
            </Typography>
          ))}
        </Box>
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 5, alignItems: { sm: 'center' } }}
      >
        {user.isLoggedIn ? (
          <Button component={RouterLink} to={start} variant="contained" size="large">
            Start your listing
          </Button>
        ) : (
          <>
            <Button component={RouterLink} to={paths.login(start)} variant="contained" size="large">
              Sign in to start
            </Button>
            <Button
              component={RouterLink}
              to={paths.register(start)}
              variant="outlined"
              size="large"
            >
              Create a free account
            </Button>
          </>
        )}
      </Stack>
      {user.isLoggedIn ? null : (
        <Typography sx={{ mt: 2 }} color="text.secondary">
          New here? Create an account, confirm your e-mail, then sign in: you come straight back to
          the form.
        </Typography>
      )}
      <Typography sx={{ mt: 3 }}>
        Is your company listed already?{' '}
        <Box component={RouterLink} to={paths.claimCompany()} sx={{ color: 'primary.main' }}>
          Claim it instead
        </Box>
        .
      </Typography>
    </PageShell>
  );
});
