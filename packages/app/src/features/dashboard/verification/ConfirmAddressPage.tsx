import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import type { ConfirmVerificationEmailResponse } from '@atlas/api/endpoints/company-verification';
import { paths } from '../../../config/paths';
import { withCompany } from '../../../shared/companies/managed-company';
import { useStores } from '../../../shared/stores/StoresContext';
import { DashboardHeading } from '../components/DashboardCard';

type Outcome =
  { ok: true; answer: ConfirmVerificationEmailResponse } | { ok: false; message: string } | null;

/**
 * /dashboard/company/verification/confirm?token=… — the link e-mailed to the address at the
 * company's domain. It is spent by the button, signed in as a member, never by opening the page:
 * a mail scanner or a link preview cannot use it up.
 */
export function ConfirmAddressPage() {
  const { api } = useStores();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    setSending(true);
    try {
      setOutcome({ ok: true, answer: await api.confirmVerificationEmail({ token }) });
    } catch (error) {
      setOutcome({
        ok: false,
        message: error instanceof Error ? error.message : 'This link does not work.',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <DashboardHeading
        title="Confirm the address"
        intro="Confirming shows our team that your company controls the address at its own domain."
      />
      <Box aria-live="polite">
        {outcome?.ok ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="success" sx={{ alignSelf: 'stretch' }}>
              {outcome.answer.message}
            </Alert>
            <Button
              component={RouterLink}
              to={withCompany(
                paths.dashboardCompanyVerification(),
                outcome.answer.data.company_slug,
              )}
              variant="contained"
            >
              {`See the verification of ${outcome.answer.data.company_name}`}
            </Button>
          </Stack>
        ) : outcome ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {outcome.message}
          </Alert>
        ) : null}
      </Box>
      {outcome?.ok ? null : !token ? (
        <Alert severity="error">
          This link is incomplete: open the whole link from the e-mail.
        </Alert>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" onClick={() => void confirm()} disabled={sending}>
            {sending ? 'Confirming…' : 'Confirm the address'}
          </Button>
          <Button component={RouterLink} to={paths.dashboardCompanyVerification()} variant="text">
            Back to the verification
          </Button>
        </Stack>
      )}
    </Container>
  );
}
