import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ApiError } from '@atlas/api/http';
import { PROFILE_SCORE_LEVEL_LABELS } from '@atlas/api/options';
import { paths } from '../../../config/paths';
import { useLoad } from '../../../shared/async/useLoad';
import { NoCompanyYet } from '../../../shared/companies/CompanyMembership';
import { CompanySwitcher } from '../../../shared/companies/CompanySwitcher';
import { useManagedCompany } from '../../../shared/companies/managed-company';
import { useStores } from '../../../shared/stores/StoresContext';
import { DashboardHeading, DashboardTiles, ProfileButtons } from '../components/DashboardCard';

/**
 * /dashboard/company, "My Company" of the avatar menu (issue 19): the company at a glance — its
 * public profile and score — and the way into each of its pages: the profile, analytics,
 * reviews, members, promotion and awards.
 */
export const MyCompanyPage = observer(function MyCompanyPage() {
  const { api } = useStores();
  const managed = useManagedCompany();
  const loaded = useLoad(async (signal) => {
    try {
      const company = await managed.read(signal);
      const overview = (await api.getCompanyOverview(company.slug, signal)).data;
      return { company, overview };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }, `my-company:${managed.named}`);
  const value = loaded.data;
  // Each page of the company opens this company, whichever others the person runs.
  const to = (path: string) => managed.link(path, value?.company.slug);
  const tiles = value
    ? [
        {
          title: 'Profile',
          text: `Score ${value.overview.company.score} of 1000 (${PROFILE_SCORE_LEVEL_LABELS[value.overview.company.score_level]}). ${value.overview.next_steps.length > 0 ? `Next: ${value.overview.next_steps[0]?.label ?? ''}.` : 'Nothing left to add.'}`,
          to: to(paths.dashboardProfileSummary()),
          action: 'Review your profile',
        },
        {
          title: 'Analytics',
          text: 'Profile views, listing impressions, clicks and leads, day by day.',
          to: to(paths.dashboardAnalytics()),
          action: 'See your figures',
        },
        {
          title: 'Reviews',
          text:
            value.overview.reviews_awaiting_reply === 0
              ? 'Every published review has your reply.'
              : `${value.overview.reviews_awaiting_reply} waiting for your reply.`,
          to: to(paths.dashboardCompanyReviews()),
          action: 'Manage reviews',
        },
        {
          title: 'Members',
          text: 'The people who manage the company with you, their roles and invitations.',
          to: to(paths.dashboardMembers()),
          action: 'Manage members',
        },
        {
          title: 'Promotion',
          text:
            value.company.sponsorships_count.total > 0
              ? `${value.company.sponsorships_count.total} TOP 10 ${value.company.sponsorships_count.total === 1 ? 'place' : 'places'} booked.`
              : value.company.is_sponsorship_eligible
                ? 'Your company can sponsor a TOP 10 page.'
                : 'TOP 10 places open once the profile qualifies.',
          to: to(paths.dashboardPromoMembership()),
          action: 'See promotion',
        },
        {
          title: 'Awards and badges',
          text: 'Your nominations, wins and badges for your own site.',
          to: to(paths.dashboardAwards()),
          action: 'See awards',
        },
      ]
    : [];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <DashboardHeading
        title={value ? value.company.name : 'My Company'}
        intro="Your company at a glance, and everything you manage for it."
      />
      {loaded.loading && !value ? (
        <Typography role="status">Loading your company…</Typography>
      ) : loaded.error ? (
        <Alert severity="error">{loaded.error}</Alert>
      ) : !value ? (
        <NoCompanyYet />
      ) : (
        <>
          <CompanySwitcher />
          <Box sx={{ mb: 3 }}>
            <ProfileButtons
              profileHref={paths.company(value.company.slug)}
              editHref={to(paths.editCompany())}
            />
          </Box>
          {value.company.locations.headquarter ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {`Headquarters: ${value.company.locations.headquarter.city.name}`}
            </Typography>
          ) : null}
          <DashboardTiles tiles={tiles} />
        </>
      )}
    </Container>
  );
});
