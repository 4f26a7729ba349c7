import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '@atlas/api/http';
import { paths } from '../../../config/paths';
import { useLoad } from '../../../shared/async/useLoad';
import { NoCompanyYet } from '../../../shared/companies/CompanyMembership';
import { useReloadOnNotifications } from '../../../shared/realtime/useReloadOnNotifications';
import { useStores } from '../../../shared/stores/StoresContext';
import { CompanySwitcher } from '../../../shared/companies/CompanySwitcher';
import { useManagedCompany } from '../../../shared/companies/managed-company';
import { budgetText, dateText, leadStatusText, waitingText } from '../components/format';

/**
 * /dashboard/inbox/valet — the projects buyers sent the company's way (SPEC §2 "inbox … valet"),
 * newest first, each with its state and how long it has waited for an answer.
 */
export const ValetInboxPage = observer(function ValetInboxPage() {
  const { api } = useStores();
  // The leads of the company chosen in the switcher (or named by the link), not of the first one.
  const managed = useManagedCompany();
  const loaded = useLoad(async (signal) => {
    try {
      const company = await managed.read(signal);
      const requests = await api.listValetRequests(company.slug, signal);
      return { company, requests: requests.data };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }, `valet-inbox:${managed.named}`);
  useReloadOnNotifications(loaded.reload);
  const data = loaded.data;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 800 }}>
        Matched projects
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Buyers chose your company for these projects. Answer within the hour: accept, ask, quote or
        decline.
      </Typography>
      <CompanySwitcher />
      {loaded.error ? <Alert severity="error">{loaded.error}</Alert> : null}
      {loaded.loading && !data ? <Typography role="status">Loading…</Typography> : null}
      {!loaded.loading && data === null && !loaded.error ? <NoCompanyYet /> : null}
      {data && data.requests.length === 0 ? (
        <Typography>
          No projects yet. They arrive here, and by e-mail, when a buyer picks you.
        </Typography>
      ) : null}
      {data && data.requests.length > 0 ? (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {data.requests.map((request) => (
            <Paper component="li" key={request.id} variant="outlined" sx={{ p: 2 }}>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'baseline', flexWrap: 'wrap', rowGap: 0.5 }}
              >
                <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                  <Link
                    component={RouterLink}
                    to={managed.link(paths.dashboardValet(request.id), data.company.slug)}
                  >
                    {request.title}
                  </Link>
                </Typography>
                <Chip size="small" label={leadStatusText(request)} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {[
                  `Sent ${dateText(request.released_at)}`,
                  budgetText(request.budget),
                  waitingText(request.waiting_minutes, request.answered_at !== null),
                ].join(' · ')}
              </Typography>
            </Paper>
          ))}
        </Stack>
      ) : null}
    </Container>
  );
});
