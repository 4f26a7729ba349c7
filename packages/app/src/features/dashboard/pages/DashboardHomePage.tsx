import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompanyOverview } from '@atlas/api/endpoints/company-overview';
import { ApiError } from '@atlas/api/http';
import { PROFILE_SCORE_LEVEL_LABELS } from '@atlas/api/options';
import { paths } from '../../../config/paths';
import { useLoad } from '../../../shared/async/useLoad';
import { NoCompanyYet } from '../../../shared/companies/CompanyMembership';
import { CompanySwitcher } from '../../../shared/companies/CompanySwitcher';
import { useManagedCompany } from '../../../shared/companies/managed-company';
import { useReloadOnNotifications } from '../../../shared/realtime/useReloadOnNotifications';
import { useStores } from '../../../shared/stores/StoresContext';
import { DashboardCard } from '../components/DashboardCard';
import { MyProjects } from '../components/MyProjects';

/** Where each next step is taken: verification on its page; reviews come to the profile; the rest is the editor's. */
function stepHref(key: string, slug: string, link: CompanyLink): string {
  if (key === 'verify') return link(paths.dashboardCompanyVerification());
  if (key === 'review') return `${paths.company(slug)}#reviews`;
  return link(paths.editCompany());
}

/** A company page's path naming the company for a person who runs several (issue 33). */
type CompanyLink = (path: string) => string;

const minutes = (value: number) =>
  value < 60 ? `${value} min` : `${Math.floor(value / 60)} h ${value % 60} min`;

function Overview({ data, link }: { data: CompanyOverview; link: CompanyLink }) {
  const late = data.leads_waiting.filter(
    (lead) => lead.waiting_minutes >= data.answer_within_minutes,
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      }}
    >
      <DashboardCard title="New leads">
        {data.leads_waiting.length === 0 ? (
          <Typography>No brief is waiting for an answer.</Typography>
        ) : (
          <>
            <Typography sx={{ mb: 1 }}>
              {`${data.leads_waiting.length} waiting for your answer. Buyers are promised one within ${data.answer_within_minutes} minutes.`}
            </Typography>
            {late.length > 0 ? (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {`${late.length} past the hour: answer now, or the buyer is offered other companies.`}
              </Alert>
            ) : null}
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
              {data.leads_waiting.map((lead) => (
                <li key={lead.id}>
                  <Link component={RouterLink} to={link(paths.dashboardValet(lead.id))}>
                    {lead.title}
                  </Link>
                  {` — waiting ${minutes(lead.waiting_minutes)}`}
                </li>
              ))}
            </Stack>
          </>
        )}
      </DashboardCard>
      <DashboardCard title="Conversations">
        <Typography sx={{ mb: 1 }}>
          {data.unread_conversations === 0
            ? 'Every conversation is read.'
            : `${data.unread_conversations} conversation${data.unread_conversations === 1 ? ' has' : 's have'} unread messages.`}
        </Typography>
        <Link component={RouterLink} to={paths.dashboardInbox()}>
          Open the inbox
        </Link>
      </DashboardCard>
      <DashboardCard title="Reviews">
        <Typography sx={{ mb: 1 }}>
          {data.reviews_awaiting_reply === 0
            ? 'Every review has your reply.'
            : `${data.reviews_awaiting_reply} review${data.reviews_awaiting_reply === 1 ? ' waits' : 's wait'} for your reply: buyers read how you answer.`}
        </Typography>
        <Link component={RouterLink} to={link(paths.dashboardCompanyReviews())}>
          Reply to your reviews
        </Link>
      </DashboardCard>
      <DashboardCard title="Your rank">
        <Typography sx={{ mb: 1 }}>
          {`Profile score ${data.company.score} of 1000 (${PROFILE_SCORE_LEVEL_LABELS[data.company.score_level]}). Listings are ordered by it.`}
        </Typography>
        {data.next_steps.length === 0 ? (
          <Typography>Nothing left to add: keep your reviews coming.</Typography>
        ) : (
          <>
            <Typography sx={{ fontWeight: 600 }}>What would raise it most:</Typography>
            <Stack component="ol" spacing={0.5} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {data.next_steps.map((step) => (
                <li key={step.key}>
                  <Link component={RouterLink} to={stepHref(step.key, data.company.slug, link)}>
                    {step.label}
                  </Link>
                  {` (+${step.gain} points)`}
                </li>
              ))}
            </Stack>
          </>
        )}
        <Button
          component={RouterLink}
          to={link(paths.editCompany())}
          variant="outlined"
          sx={{ mt: 2 }}
        >
          Edit the profile
        </Button>
      </DashboardCard>
    </Box>
  );
}

/**
 * /dashboard/ (issue 19): what needs the company's attention now — leads and how long they have
 * waited against the one-hour promise, unread conversations, reviews without a reply, and the
 * steps that would raise its rank most (the ranking function's own figures).
 */
export const DashboardHomePage = observer(function DashboardHomePage() {
  const { api } = useStores();
  // The company chosen in the switcher (or named by the link that led here), else the current one.
  const managed = useManagedCompany();
  const loaded = useLoad(async (signal) => {
    const overview = async () => {
      try {
        const company = await managed.read(signal);
        return (await api.getCompanyOverview(company.slug, signal)).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    };
    const [company, projects] = await Promise.all([overview(), api.listMyValetProjects(signal)]);
    return { company, projects: projects.data };
  }, `dashboard-home:${managed.named}`);
  // A brief released to the company, a quote, a message or a review shows here as it arrives.
  useReloadOnNotifications(loaded.reload);
  const data = loaded.data?.company ?? null;
  const projects = loaded.data?.projects ?? [];
  // Someone who is a buyer and an agency member sees both, each under its own heading.
  const both = data !== null && projects.length > 0;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 800 }}>
        {data && !both ? data.company.name : 'Dashboard'}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        What needs your attention now.
      </Typography>
      {loaded.loading && !loaded.data ? (
        <Typography role="status">Loading your dashboard…</Typography>
      ) : loaded.error ? (
        <Alert severity="error">{loaded.error}</Alert>
      ) : (
        <>
          {projects.length > 0 ? <MyProjects projects={projects} /> : null}
          {data ? (
            <>
              <CompanySwitcher />
              {both ? (
                <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
                  {`Your company: ${data.company.name}`}
                </Typography>
              ) : null}
              {/* Every link names this company: one who runs several stays on it (issue 33). */}
              <Overview data={data} link={(path) => managed.link(path, data.company.slug)} />
            </>
          ) : projects.length > 0 ? (
            <Typography color="text.secondary">
              Run an agency?{' '}
              <Link component={RouterLink} to={paths.getListed()}>
                Get it listed
              </Link>{' '}
              to receive projects like yours.
            </Typography>
          ) : (
            <NoCompanyYet />
          )}
        </>
      )}
    </Container>
  );
});
