import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '@atlas/api/http';
import { paths } from '../../../config/paths';
import { useLoad } from '../../../shared/async/useLoad';
import { NoCompanyYet } from '../../../shared/companies/CompanyMembership';
import { useManagedCompany } from '../../../shared/companies/managed-company';
import { useStores } from '../../../shared/stores/StoresContext';
import { DashboardHeading } from '../components/DashboardCard';
import { VerificationRequestForm } from './VerificationRequestForm';
import { VerificationStatus } from './VerificationStatus';

/**
 * /dashboard/company/verification (issue 33): where the company's verification stands (not
 * requested, waiting for the address, waiting for staff, verified until a date, rejected with the
 * reason, expired, revoked) and, when a request can be sent, its evidence. `?company=` names the
 * company for someone who runs several.
 */
export const VerificationPage = observer(function VerificationPage() {
  const { api } = useStores();
  const managed = useManagedCompany();
  const loaded = useLoad(async (signal) => {
    try {
      const company = await managed.read(signal);
      return (await api.getCompanyVerification(company.slug, signal)).data;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }, `verification:${managed.named}`);
  const countries = useLoad(async (signal) => {
    const answer = await api.listCountries(signal);
    return answer.data
      .flatMap((region) => region.countries)
      .map((country) => ({ value: country.id, label: country.name }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, 'verification-countries');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [resending, setResending] = useState(false);

  const data = loaded.data;
  const slug = data?.company.slug ?? '';

  /** Runs a change, says how it went, and loads the state again; failures are thrown on. */
  const change = async (run: () => Promise<{ message: string }>) => {
    setNotice(null);
    try {
      setNotice({ ok: true, text: (await run()).message });
    } finally {
      loaded.reload();
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      await change(() => api.resendCompanyVerificationLink(slug));
    } catch (error) {
      setNotice({ ok: false, text: error instanceof Error ? error.message : 'It failed.' });
    } finally {
      setResending(false);
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <DashboardHeading
        title={data ? `Verification of ${data.company.name}` : 'Verification'}
        intro="Staff check the company's registration, an address at its own domain and its documents. A verified company shows the badge, ranks higher and may sponsor TOP 10 pages."
      />
      <Box aria-live="polite">
        {notice ? (
          <Alert severity={notice.ok ? 'success' : 'error'} sx={{ mb: 2 }}>
            {notice.text}
          </Alert>
        ) : null}
      </Box>
      {loaded.loading && !data ? (
        <Typography role="status">Loading the verification…</Typography>
      ) : loaded.error ? (
        <Alert severity="error">{loaded.error}</Alert>
      ) : !data ? (
        <NoCompanyYet />
      ) : (
        <Stack spacing={3}>
          <VerificationStatus
            verification={data}
            onResend={() => void resend()}
            resending={resending}
          />
          {!data.can_request ? null : data.email_domain === null ? (
            <Alert severity="info">
              {`${data.company.name} needs a website of its own on its profile first: the address that proves the company must be at its domain. `}
              <Link component={RouterLink} to={managed.link(paths.editCompany(), slug)}>
                Add the website
              </Link>
            </Alert>
          ) : (
            <VerificationRequestForm
              verification={data}
              countries={countries.data ?? []}
              onUpload={async (file) => {
                await change(() => api.uploadVerificationDocument(slug, file));
              }}
              onRemove={async (id) => {
                try {
                  await change(() => api.deleteVerificationDocument(slug, id));
                } catch (error) {
                  setNotice({
                    ok: false,
                    text: error instanceof Error ? error.message : 'It failed.',
                  });
                }
              }}
              onSubmit={async (values) => {
                await change(() => api.requestCompanyVerification(slug, values));
              }}
            />
          )}
        </Stack>
      )}
    </Container>
  );
});
