import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConfirmClaimResponse } from '@atlas/api/endpoints/company-claims';
import { paths } from '../../../config/paths';
import { PageShell } from '../../../shared/shell/PageShell';
import { useStores } from '../../../shared/stores/StoresContext';
import { withCompany } from '../../../shared/companies/managed-company';

type Outcome = { ok: true; answer: ConfirmClaimResponse } | { ok: false; message: string } | null;

/**
 * /company/claim/verify/{token} — the link e-mailed to an address at the company's domain. It is
 * spent in the browser, never while rendering on the server, so a link preview cannot use it up.
 */
export function ClaimVerifyPage() {
  const { api, user } = useStores();
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    api.confirmCompanyClaim({ token }).then(
      (answer) => {
        setOutcome({ ok: true, answer });
        // The switcher offers the company claimed now, and it becomes the current one.
        void user.loadCompany(answer.data.company_slug);
      },
      (error: unknown) =>
        setOutcome({
          ok: false,
          message: error instanceof Error ? error.message : 'This link does not work.',
        }),
    );
  }, [api, user, token]);

  return (
    <PageShell heading="Confirm your claim">
      {!outcome ? (
        <Typography role="status">Checking your link…</Typography>
      ) : outcome.ok ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="success" sx={{ alignSelf: 'stretch' }}>
            {outcome.answer.message}
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button
              component={RouterLink}
              to={withCompany(paths.editCompany(), outcome.answer.data.company_slug)}
              variant="contained"
            >
              Complete the profile
            </Button>
            <Button
              component={RouterLink}
              to={withCompany(paths.dashboardMembers(), outcome.answer.data.company_slug)}
              variant="outlined"
            >
              Invite your team
            </Button>
            <Button
              component={RouterLink}
              to={paths.company(outcome.answer.data.company_slug)}
              variant="text"
            >
              See {outcome.answer.data.company_name}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
            {outcome.message}
          </Alert>
          <Button component={RouterLink} to={paths.claimCompany()} variant="outlined">
            Claim a company
          </Button>
        </Stack>
      )}
    </PageShell>
  );
}
