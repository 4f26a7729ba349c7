import { observer } from 'mobx-react-lite';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { useLoad } from '../../../shared/async/useLoad';
import { useStores } from '../../../shared/stores/StoresContext';
import { useManagedCompany } from '../../../shared/companies/managed-company';
import { DashboardHeading, DashboardTiles } from '../components/DashboardCard';

/**
 * /dashboard/overview (issue 19): the account in one place — who is signed in, their company,
 * saved searches and support requests — each with the way to its own page.
 */
export const OverviewPage = observer(function OverviewPage() {
  const { api, user } = useStores();
  const person = user.user;
  const company = user.company;
  const managed = useManagedCompany();
  const loaded = useLoad(async (signal) => {
    const [searches, support] = await Promise.all([
      api.listSavedSearches(signal),
      api.listSupportRequests(signal),
    ]);
    return {
      searches: searches.data.length,
      alerts: searches.data.filter((search) => search.alert).length,
      waiting: support.data.filter((request) => request.status === 'waiting').length,
      answered: support.data.filter((request) => request.status === 'answered').length,
    };
  }, 'overview');
  const counts = loaded.data;
  const tiles = [
    {
      title: 'Your account',
      text: person ? [person.name, person.email].filter(Boolean).join(' · ') : '',
      to: paths.dashboardSettings(),
      action: 'Name, photo, e-mail, password and sessions',
    },
    company
      ? {
          title: 'Your company',
          text: company.name,
          to: managed.link(paths.dashboardProfileSummary(), company.slug),
          action: 'Review the profile part by part',
        }
      : {
          title: 'Your company',
          text: 'You do not manage a company yet.',
          to: paths.getListed(),
          action: 'Get your company listed',
        },
    {
      title: 'Saved searches',
      text: counts
        ? `${counts.searches} saved, ${counts.alerts} with an e-mail alert.`
        : 'Listings you saved, with alerts.',
      to: paths.dashboardSearches(),
      action: 'Manage saved searches',
    },
    {
      title: 'Support',
      text: counts
        ? counts.waiting + counts.answered === 0
          ? 'No open request.'
          : `${counts.waiting} waiting for our team, ${counts.answered} answered.`
        : 'Ask our team for help.',
      to: paths.dashboardSupport(),
      action: 'Get support',
    },
    {
      title: 'Notifications',
      text: 'Leads, messages and awards news, and how you receive them.',
      to: paths.dashboardNotifications(),
      action: 'See notifications',
    },
  ];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <DashboardHeading title="Overview" intro="Everything about your account in one place." />
      {loaded.error ? (
        <Typography color="error" sx={{ mb: 2 }}>
          {loaded.error}
        </Typography>
      ) : null}
      <DashboardTiles tiles={tiles} />
    </Container>
  );
});
