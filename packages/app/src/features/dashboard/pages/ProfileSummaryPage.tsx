import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  EDITOR_STEPS,
  EDITOR_STEP_LABELS,
  type CompanyEditing,
  type EditorStep,
} from '@atlas/api/company-editing';
import { ApiError } from '@atlas/api/http';
import { PROFILE_SCORE_LEVEL_LABELS } from '@atlas/api/options';
import { paths } from '../../../config/paths';
import { useLoad } from '../../../shared/async/useLoad';
import { NoCompanyYet } from '../../../shared/companies/CompanyMembership';
import { useManagedCompany } from '../../../shared/companies/managed-company';
import { useStores } from '../../../shared/stores/StoresContext';
import { DashboardCard, DashboardHeading, ProfileButtons } from '../components/DashboardCard';

interface StepSummary {
  /** What buyers see of this part, in a few words each. */
  facts: string[];
  /** What is missing, in the words of a to-do. */
  missing: string[];
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** What each step of the editor holds, and what it lacks, read from the editor's own data. */
export function summarise(company: CompanyEditing): Record<EditorStep, StepSummary> {
  const basics = company.basics;
  const services = company.services;
  const offices = company.locations.locations;
  const faqs = Object.values(company.faqs).filter((answer) => answer.trim() !== '').length;
  const check = (entries: [boolean, string][]) =>
    entries.filter(([present]) => !present).map(([, label]) => label);
  return {
    basics: {
      facts: [
        basics.name,
        basics.website || 'no website',
        basics.founded_year ? `founded ${basics.founded_year}` : 'founding year not given',
      ],
      missing: check([
        [company.logo_url !== null, 'a logo'],
        [basics.summary.trim() !== '', 'a one-line summary'],
        [basics.description.trim() !== '', 'a description'],
        [basics.hourly_rate !== null, 'an hourly rate'],
        [basics.project_size !== null, 'a minimum project size'],
      ]),
    },
    services: {
      facts: [
        plural(services.services.length, 'service'),
        plural(services.industries.length, 'industry', 'industries'),
        plural(services.client_types.length, 'client type'),
      ],
      missing: check([
        [services.services.length > 0, 'the services you offer'],
        [services.industries.length > 0, 'the industries you serve'],
        [services.client_types.length > 0, 'your client types'],
      ]),
    },
    portfolio: {
      facts: [plural(company.portfolio.items.length, 'project')],
      missing: check([[company.portfolio.items.length > 0, 'a portfolio project']]),
    },
    locations: {
      facts: [
        plural(offices.length, 'office'),
        offices.some((office) => office.headquarter) ? 'headquarters set' : 'no headquarters',
      ],
      missing: check([[offices.some((office) => office.headquarter), 'your headquarters']]),
    },
    faqs: {
      facts: [`${faqs} of ${Object.keys(company.faqs).length} questions answered`],
      missing: check([[faqs === Object.keys(company.faqs).length, 'answers to every question']]),
    },
  };
}

/**
 * /dashboard/overview/profile (issue 19): the company profile as buyers see it, part by part, what
 * each part still lacks, and a link into that part of the editor; the score and the steps that
 * would raise it most come from the ranking function.
 */
export const ProfileSummaryPage = observer(function ProfileSummaryPage() {
  const { api } = useStores();
  const managed = useManagedCompany();
  const loaded = useLoad(async (signal) => {
    try {
      const { slug } = await managed.read(signal);
      const [editing, overview] = await Promise.all([
        api.getCompanyEditing(slug, signal),
        api.getCompanyOverview(slug, signal),
      ]);
      return { company: editing.data, overview: overview.data };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }, `profile-summary:${managed.named}`);
  const value = loaded.data;
  const parts = value ? summarise(value.company) : null;
  const complete = parts ? EDITOR_STEPS.filter((step) => parts[step].missing.length === 0) : [];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <DashboardHeading
        title="Your Profile"
        intro="Your company profile part by part, what each part still lacks, and where to add it."
      />
      {loaded.loading && !value ? (
        <Typography role="status">Loading your profile…</Typography>
      ) : loaded.error ? (
        <Alert severity="error">{loaded.error}</Alert>
      ) : !value || !parts ? (
        <NoCompanyYet />
      ) : (
        <Stack spacing={3}>
          <DashboardCard title={value.company.basics.name}>
            <Typography>
              {`Profile score ${value.overview.company.score} of 1000 (${PROFILE_SCORE_LEVEL_LABELS[value.overview.company.score_level]}) · ${complete.length} of ${EDITOR_STEPS.length} parts complete.`}
            </Typography>
            {value.overview.next_steps.length > 0 ? (
              <Typography sx={{ mt: 1 }}>
                {`Most points next: ${value.overview.next_steps.map((step) => `${step.label} (+${step.gain})`).join(', ')}.`}
              </Typography>
            ) : null}
            <Box sx={{ mt: 2 }}>
              <ProfileButtons
                profileHref={paths.company(value.company.slug)}
                editHref={managed.link(paths.editCompany(), value.company.slug)}
              />
            </Box>
          </DashboardCard>
          <Box
            component="ul"
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              listStyle: 'none',
              p: 0,
              m: 0,
            }}
          >
            {EDITOR_STEPS.map((step, index) => {
              const part = parts[step];
              return (
                <Box component="li" key={step} sx={{ minWidth: 0, display: 'grid' }}>
                  <DashboardCard title={`${index + 1}. ${EDITOR_STEP_LABELS[step]}`}>
                    <Chip
                      size="small"
                      color={part.missing.length === 0 ? 'success' : 'warning'}
                      label={
                        part.missing.length === 0 ? 'Complete' : `${part.missing.length} to add`
                      }
                      sx={{ mb: 1 }}
                    />
                    <Typography sx={{ overflowWrap: 'anywhere' }}>
                      {part.facts.join(' · ')}
                    </Typography>
                    {part.missing.length > 0 ? (
                      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                        {`Add ${part.missing.join(', ')}.`}
                      </Typography>
                    ) : null}
                    <Link
                      component={RouterLink}
                      to={managed.link(`${paths.editCompany()}?step=${step}`, value.company.slug)}
                      sx={{ display: 'inline-block', mt: 1 }}
                    >
                      {`Open ${EDITOR_STEP_LABELS[step]} in the editor`}
                    </Link>
                  </DashboardCard>
                </Box>
              );
            })}
          </Box>
        </Stack>
      )}
    </Container>
  );
});
