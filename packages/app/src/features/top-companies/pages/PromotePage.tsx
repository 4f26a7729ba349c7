import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLoaderData, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  MAX_SPONSORED_SLOTS,
  SPONSORSHIP_PRICE_CENTS_PER_MONTH,
  SPONSORSHIP_REQUIREMENT_LABELS,
  formatPrice,
  type SponsorshipRequirement,
} from '@atlas/api/sponsorship';
import { paths } from '../../../config/paths';
import { useStores } from '../../../shared/stores/StoresContext';
import { createBeaconAnalytics } from '../../../shared/analytics/beaconAnalytics';
import { trackPromotePageAccess } from '../analytics';
import type { PromotePageData } from '../top-companies';

const JOIN_PATH = '/top-companies/promote/join';

/** What the profile editor cannot give: verification has its own page, reviews come from clients. */
const NOT_IN_THE_EDITOR: ReadonlySet<SponsorshipRequirement> = new Set([
  'verified',
  'published_review',
]);

/** /top-companies/promote: what a sponsorship is, what the company can sponsor, and what it lacks. */
export function PromotePage() {
  const { promote, signedIn, source } = useLoaderData<PromotePageData>();
  const { config, user } = useStores();
  const location = useLocation();
  const tracked = useRef(false);
  const companyName = promote?.company.name ?? user.company?.name ?? null;

  useEffect(() => {
    if (tracked.current) return;
    tracked.current = true;
    trackPromotePageAccess(createBeaconAnalytics(config.apiBaseUrl), {
      path: location.pathname,
      source,
      companyName,
    });
  }, [config.apiBaseUrl, location.pathname, source, companyName]);

  return (
    <Container sx={{ py: { xs: 4, md: 6 }, maxWidth: 'md' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, fontWeight: 800 }}>
        Promote Your Company in the TOP 10
      </Typography>
      <Typography sx={{ mt: 2 }}>
        {`Each TOP 10 page ranks the ten best companies of one service in one city by their profile score. Above the ten, up to ${MAX_SPONSORED_SLOTS} sponsored places show companies that pay to be seen there, in turn, a day at a time.`}
      </Typography>
      <Typography sx={{ mt: 2 }}>
        A sponsored place is always labelled “Sponsored” and shows where the company ranks
        organically. Sponsoring never moves a company in the ranking; a sponsor that is in the ten
        already keeps its own place, with the label.
      </Typography>
      <Typography sx={{ mt: 2 }}>
        {`Price: ${formatPrice(SPONSORSHIP_PRICE_CENTS_PER_MONTH)} per page per month.`}
      </Typography>

      <Box component="section" aria-labelledby="eligibility-heading" sx={{ mt: 5 }}>
        <Typography
          id="eligibility-heading"
          component="h2"
          variant="h5"
          sx={{ fontWeight: 700, mb: 2 }}
        >
          Who can sponsor
        </Typography>
        <Typography sx={{ mb: 2 }}>
          A company with a verified, complete profile and at least one published review, so a buyer
          who clicks a sponsored place finds a company worth their time.
        </Typography>
        {!signedIn ? (
          <Alert severity="info">
            <Link component={RouterLink} to={paths.login(paths.topCompaniesPromote())}>
              Log in
            </Link>{' '}
            to see the pages your company can sponsor.
          </Alert>
        ) : !promote ? (
          <Alert severity="info">
            Your account has no company yet.{' '}
            <Link component={RouterLink} to="/companies/get-listed">
              Get listed
            </Link>{' '}
            first.
          </Alert>
        ) : promote.eligible ? (
          <Alert severity="success">{`${promote.company.name} can sponsor TOP 10 pages.`}</Alert>
        ) : (
          <Alert severity="warning">
            <Typography sx={{ fontWeight: 700 }}>
              {`${promote.company.name} cannot sponsor yet. What is missing:`}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {promote.missing.map((requirement) => (
                <li key={requirement}>
                  {requirement === 'verified' ? (
                    // Verification is asked for on its own dashboard page (issue 33).
                    <Link component={RouterLink} to={paths.dashboardCompanyVerification()}>
                      {SPONSORSHIP_REQUIREMENT_LABELS[requirement]}
                    </Link>
                  ) : (
                    SPONSORSHIP_REQUIREMENT_LABELS[requirement]
                  )}
                </li>
              ))}
            </Box>
            {promote.missing.some((requirement) => !NOT_IN_THE_EDITOR.has(requirement)) ? (
              <Link
                component={RouterLink}
                to={paths.editCompany()}
                sx={{ display: 'inline-block', mt: 1 }}
              >
                Complete your profile
              </Link>
            ) : null}
          </Alert>
        )}
      </Box>

      {promote ? (
        <Box component="section" aria-labelledby="pages-heading" sx={{ mt: 5 }}>
          <Typography
            id="pages-heading"
            component="h2"
            variant="h5"
            sx={{ fontWeight: 700, mb: 2 }}
          >
            Pages you can sponsor
          </Typography>
          {promote.pages.length === 0 ? (
            <Typography>
              No TOP 10 page is open for sponsorship in the cities and services of your profile yet.
            </Typography>
          ) : (
            <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
              <Table size="small" aria-labelledby="pages-heading">
                <TableHead>
                  <TableRow>
                    <TableCell scope="col">Page</TableCell>
                    <TableCell scope="col">Price per month</TableCell>
                    <TableCell scope="col">Places left</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {promote.pages.map((page) => (
                    <TableRow key={page.id}>
                      <TableCell scope="row" component="th">
                        <Link
                          component={RouterLink}
                          to={paths.topCompanies(page.service.slug, page.city.slug)}
                        >
                          {`${page.service.name} in ${page.city.name}`}
                        </Link>
                        {page.sponsored_by_you ? ' (sponsored by you)' : ''}
                      </TableCell>
                      <TableCell>{formatPrice(page.price_cents)}</TableCell>
                      <TableCell>{`${page.slots_left} of ${MAX_SPONSORED_SLOTS}`}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          {promote.eligible && promote.pages.some((page) => page.slots_left > 0) ? (
            <Button
              component={RouterLink}
              to={JOIN_PATH}
              variant="contained"
              sx={{ mt: 3, minHeight: 44 }}
            >
              Choose pages and a period
            </Button>
          ) : null}
        </Box>
      ) : null}
    </Container>
  );
}
