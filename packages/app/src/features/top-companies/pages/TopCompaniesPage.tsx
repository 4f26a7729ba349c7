import { useEffect, useMemo, type MouseEvent } from 'react';
import { Link as RouterLink, useLoaderData, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TopCompanyEntry, TopCompaniesList } from '@atlas/api/endpoints/get-top-companies';
import { CompanyListItemCard } from '../../../shared/companies/CompanyListItemCard';
import { paths } from '../../../config/paths';
import { topCompaniesHeading, screenshotPath, type TopCompaniesPageData } from '../top-companies';
import { useStores } from '../../../shared/stores/StoresContext';
import { createBeaconAnalytics } from '../../../shared/analytics/beaconAnalytics';
import type { AnalyticsPort } from '../../../shared/analytics/AnalyticsPort';
import { trackSponsoredPlace } from '../analytics';

/** The page's service and city, as the listing card reads its context. */
const contextOf = (list: TopCompaniesList) => ({
  service: list.service,
  country: list.country,
  city: list.city,
});

function Entry({
  entry,
  list,
  slot,
  analytics,
}: {
  entry: TopCompanyEntry;
  list: TopCompaniesList;
  slot: 'organic' | 'sponsored';
  analytics: AnalyticsPort;
}) {
  const pageId = list.sponsorship_page_id;
  const { pathname } = useLocation();
  // A click on any link of a sponsored place counts for the sponsor's promo-membership figures.
  const onClickCapture =
    entry.sponsored && pageId !== null
      ? (event: MouseEvent) => {
          if (!(event.target instanceof Element) || !event.target.closest('a')) return;
          trackSponsoredPlace(analytics, 'sponsored_click', {
            path: pathname,
            companySlug: entry.company.slug,
            pageId,
          });
        }
      : undefined;
  const label =
    slot === 'sponsored' || entry.sponsored
      ? `Sponsored · #${entry.organic_rank} organically`
      : `#${entry.organic_rank}`;
  return (
    <Box component="li" sx={{ minWidth: 0 }} onClickCapture={onClickCapture}>
      <Typography
        component="p"
        sx={{
          fontWeight: 700,
          mb: 0.5,
          color: entry.sponsored ? 'warning.dark' : 'primary.main',
        }}
      >
        {label}
      </Typography>
      <CompanyListItemCard
        company={entry.company}
        headingLevel={3}
        listing={contextOf(list)}
        // The line above says the rank ("Sponsored · #14 organically"): the card does not repeat it.
        organicRank={undefined}
      />
      {entry.reasons.length > 0 ? (
        <Box
          component="ul"
          aria-label={`Why ${entry.company.name} is here`}
          sx={{ m: 0, mt: 1, pl: 2.5, color: 'text.secondary', fontSize: '0.9rem' }}
        >
          {entry.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** /top-companies/{service?}/{city}: the organic ten, and labelled sponsored slots above them. */
export function TopCompaniesPage() {
  const { list } = useLoaderData<TopCompaniesPageData>();
  const heading = topCompaniesHeading(list);
  const { config } = useStores();
  const { pathname } = useLocation();
  const analytics = useMemo(() => createBeaconAnalytics(config.apiBaseUrl), [config.apiBaseUrl]);
  // Each sponsored place shown (in the slots, or labelled in its organic place) counts once a view.
  useEffect(() => {
    const pageId = list.sponsorship_page_id;
    if (pageId === null) return;
    const shown = [...list.sponsored, ...list.companies].filter((entry) => entry.sponsored);
    for (const entry of shown)
      trackSponsoredPlace(analytics, 'sponsored_impression', {
        path: pathname,
        companySlug: entry.company.slug,
        pageId,
      });
  }, [analytics, list, pathname]);
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to={paths.home()} underline="hover" color="inherit">
          Home
        </Link>
        <Link
          component={RouterLink}
          to={
            list.service
              ? paths.companyListing(list.service.slug, list.city.slug)
              : paths.companyListing(list.city.slug)
          }
          underline="hover"
          color="inherit"
        >
          {list.service ? `${list.service.name} in ${list.city.name}` : list.city.name}
        </Link>
        <Typography color="text.primary" aria-current="page">
          Top 10
        </Typography>
      </Breadcrumbs>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, fontWeight: 800 }}>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4, maxWidth: '70ch' }}>
        {`Ranked by the profile score: verified reviews and ratings, profile completeness, awards and verification. `}
        <Link component={RouterLink} to={paths.improveRanking()}>
          How the ranking works
        </Link>
        {'. '}
        <Link href={screenshotPath(list)}>Share this list as an image</Link>
      </Typography>

      {list.sponsored.length > 0 ? (
        <Box component="section" aria-labelledby="sponsored-heading" sx={{ mb: 5 }}>
          <Typography id="sponsored-heading" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            Sponsored
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Paid places. A sponsorship never changes the ranking: each shows where it ranks
            organically.
          </Typography>
          <Stack component="ul" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.sponsored.map((entry) => (
              <Entry
                key={entry.company.id}
                entry={entry}
                list={list}
                slot="sponsored"
                analytics={analytics}
              />
            ))}
          </Stack>
        </Box>
      ) : null}

      <Box component="section" aria-labelledby="ranking-heading">
        <Typography
          id="ranking-heading"
          component="h2"
          variant="h5"
          sx={{ fontWeight: 700, mb: 2 }}
        >
          The ranking
        </Typography>
        {list.companies.length > 0 ? (
          <Stack
            component="ol"
            spacing={3}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label={heading}
          >
            {list.companies.map((entry) => (
              <Entry
                key={entry.company.id}
                entry={entry}
                list={list}
                slot="organic"
                analytics={analytics}
              />
            ))}
          </Stack>
        ) : (
          <Typography>No companies are listed here yet.</Typography>
        )}
      </Box>
      <Typography sx={{ mt: 5 }}>
        <Link component={RouterLink} to={paths.topCompaniesPromote()}>
          Is your company here? Promote it in the TOP 10
        </Link>
      </Typography>
    </Container>
  );
}
