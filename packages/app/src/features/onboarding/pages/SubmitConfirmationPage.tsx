import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUBMISSION_REVIEW_DAYS } from '@atlas/api/company-submissions';
import { paths } from '../../../config/paths';
import { PageShell } from '../../../shared/shell/PageShell';
import type { SubmitConfirmationState } from './SubmitCompanyPage';

function confirmationOf(state: unknown): SubmitConfirmationState | null {
  return typeof state === 'object' && state !== null && 'submission' in state
    ? (state as SubmitConfirmationState)
    : null;
}

/** /companies/submit/confirmation: what happens next with a submitted company, and when. */
export function SubmitConfirmationPage() {
  const confirmation = confirmationOf(useLocation().state);
  const name = confirmation?.submission.name;
  return (
    <PageShell
      heading="Thank you, your company is submitted"
      lead={
        name
          ? `We have received ${name} and will review it shortly.`
          : 'We have received your company and will review it shortly.'
      }
    >
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.35rem', fontWeight: 700, mb: 2 }}>
          What happens next
        </Typography>
        <Box component="ol" sx={{ pl: 3, m: 0, display: 'grid', gap: 1 }}>
          <Typography component="li">
            {`Our team checks the company within ${SUBMISSION_REVIEW_DAYS} working days: that the website works and the details are right.`}
          </Typography>
          <Typography component="li">
            {confirmation
              ? `We e-mail the result to ${confirmation.submission.submitter.email}.`
              : 'We e-mail you the result.'}
          </Typography>
          <Typography component="li">
            Once approved, the company is listed at once and you are its owner: complete its profile
            to rank higher.
          </Typography>
        </Box>
        {confirmation ? (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {`Reference: submission #${confirmation.submission.id}`}
          </Typography>
        ) : null}
      </Paper>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
        <Button component={RouterLink} to={paths.companies()} variant="contained">
          Browse the directory
        </Button>
        <Button component={RouterLink} to={paths.home()} variant="outlined">
          Go to the home page
        </Button>
      </Stack>
    </PageShell>
  );
}
