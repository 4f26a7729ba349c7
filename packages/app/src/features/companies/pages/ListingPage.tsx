import { useEffect, useMemo, useRef } from 'react';
import { Link as RouterLink, useLoaderData, useNavigate, useNavigation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SortSelect } from '@atlas/ui/SortSelect';
import {
  SORT_ORDERS,
  isOrderableSortKey,
  type SortDirection,
  type SortKey,
  type SortOrder,
} from '@atlas/api/option-lists';
import { isEmptySelection } from '@atlas/api/filter-selection';
import { CompanyListItemCard } from '../../../shared/companies/CompanyListItemCard';
import { ListingPagination } from '../components/ListingPagination';
import { ResultsSkeleton } from '../components/ResultsSkeleton';
import { FilterPanel } from '../components/FilterPanel';
import { breadcrumbTrail, listingSubject, type ListingPageData } from '../listing';
import { IMMEDIATE, listingHref } from '../listing-url';
import { useStores } from '../../../shared/stores/StoresContext';
import { createBeaconAnalytics } from '../../../shared/analytics/beaconAnalytics';
import { trackListingImpressions } from '../../../shared/analytics/companyEvents';
import { filterPills, withoutPill } from '../stores/FiltersStore';
import { offscreen } from '../../../shared/offscreen';

const numberFormat = new Intl.NumberFormat('en-US');

/** The listing's order as SortSelect shows it; the server's default direction when none is set. */
function sortValue(sort: SortKey, order: SortDirection | undefined): SortOrder {
  if (!isOrderableSortKey(sort)) return { key: sort, direction: 'desc' };
  return { key: sort, direction: order ?? (sort === 'employees' ? 'desc' : 'asc') };
}

/**
 * After paging or applying filters (not on the first render, nor on a new order), the results'
 * heading comes into view and takes focus, so a screen reader reads where the person now is.
 */
function useFocusOnNewResults(key: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    const element = heading.current;
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [key]);
  return heading;
}

/** A directory listing: all companies, or those of a service, a place, or a service in a place. */
export function ListingPage() {
  const pageData = useLoaderData<ListingPageData>();
  const { context, state, companies, sponsored, meta, pathname } = pageData;
  // The cards this page showed count as listing impressions for their companies (issue 19).
  const { config } = useStores();
  const analytics = useMemo(() => createBeaconAnalytics(config.apiBaseUrl), [config.apiBaseUrl]);
  useEffect(() => {
    trackListingImpressions(
      analytics,
      [...sponsored.map((slot) => slot.company.slug), ...companies.map((company) => company.slug)],
      pathname,
    );
  }, [analytics, companies, sponsored, pathname]);
  const navigate = useNavigate();
  const { heading } = listingSubject(context);
  const trail = breadcrumbTrail(pageData);
  const first = (meta.page - 1) * meta.per_page + 1;
  const last = first + companies.length - 1;
  const resultsHeading = useFocusOnNewResults(
    JSON.stringify([pathname, meta.page, state.selection]),
  );
  const pills = filterPills(state.selection, pageData.selectedOptions);
  // A new filter, order or page of this listing is loading: the cards give way to a skeleton at
  // once, so the click visibly did something (issue 14).
  const navigation = useNavigation();
  const refreshing = navigation.state === 'loading' && navigation.location.pathname === pathname;

  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <Typography key={crumb.path} color="text.primary" aria-current="page">
              {crumb.name}
            </Typography>
          ) : (
            <Link
              key={crumb.path}
              component={RouterLink}
              to={crumb.path}
              underline="hover"
              color="inherit"
            >
              {crumb.name}
            </Link>
          ),
        )}
      </Breadcrumbs>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, fontWeight: 800 }}>
        {heading}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 1, mb: 4, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography
          ref={resultsHeading}
          id="results"
          component="h2"
          // The count is a live region inside; naming the heading by it keeps its text the
          // heading's name, read out when focus lands here.
          aria-labelledby="results-count"
          tabIndex={-1}
          color="text.secondary"
          sx={{
            fontSize: '1rem',
            fontWeight: 400,
            scrollMarginTop: 16,
            '&:focus': { outline: 'none' },
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          <span id="results-count" role="status">
            {refreshing
              ? 'Loading companies…'
              : companies.length > 0
                ? `Showing ${numberFormat.format(first)}–${numberFormat.format(last)} of ${numberFormat.format(meta.total)} companies`
                : 'No companies match these filters.'}
          </span>
        </Typography>
        <SortSelect
          value={sortValue(state.sort, state.order)}
          options={SORT_ORDERS}
          onChange={(choice) => {
            void navigate(
              listingHref(pathname, {
                ...state,
                sort: choice.key,
                // Fixed keys have one direction, which the address leaves out.
                order: isOrderableSortKey(choice.key) ? choice.direction : undefined,
                page: 1,
              }),
              IMMEDIATE,
            );
          }}
        />
      </Stack>
      <FilterPanel pageData={pageData} />
      {state.ignored.length > 0 ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {`Some filters in the address could not be used and were ignored: ${state.ignored.join(', ')}.`}
        </Alert>
      ) : null}
      {refreshing ? (
        <ResultsSkeleton count={Math.min(Math.max(companies.length, 3), 6)} />
      ) : sponsored.length > 0 ? (
        <Box component="section" aria-labelledby="listing-sponsored-heading" sx={{ mb: 3 }}>
          <Typography
            id="listing-sponsored-heading"
            component="h2"
            sx={{ fontWeight: 700, fontSize: '1rem', mb: 1 }}
          >
            Sponsored
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {sponsored.map((slot) => (
              <li key={slot.company.id}>
                <CompanyListItemCard
                  company={slot.company}
                  headingLevel={3}
                  listing={context}
                  chosenPlaces={state.selection.groups}
                  organicRank={slot.organic_rank}
                />
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
      {refreshing ? null : companies.length > 0 ? (
        <Stack
          component="ol"
          spacing={1.5}
          // The first cards fill a phone's screen; the rest are drawn as they come near it.
          sx={{ listStyle: 'none', p: 0, m: 0, '& > li:nth-of-type(n+3)': offscreen(380) }}
          aria-label="Companies"
        >
          {companies.map((company, index) => (
            <li key={company.id}>
              <CompanyListItemCard
                company={company}
                headingLevel={3}
                listing={context}
                chosenPlaces={state.selection.groups}
                // Sponsored companies keep their organic place (docs/ranking.md).
                organicRank={first + index}
              />
            </li>
          ))}
        </Stack>
      ) : (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          {!isEmptySelection(state.selection) ? (
            <>
              <Typography sx={{ mb: 2 }}>
                {`Filtered by ${pills.map((pill) => pill.label).join(', ')}. Remove a filter to see more companies:`}
              </Typography>
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                  display: 'flex',
                  flexWrap: 'wrap',
                  justifyContent: 'center',
                  gap: 1,
                }}
              >
                {pills.map((pill) => (
                  <li key={pill.id}>
                    <Button
                      component={RouterLink}
                      to={listingHref(pathname, {
                        ...state,
                        selection: withoutPill(state.selection, pill.filter),
                        page: 1,
                      })}
                      variant="outlined"
                      sx={{ minHeight: 44 }}
                    >
                      {`Remove "${pill.label}"`}
                    </Button>
                  </li>
                ))}
              </Box>
            </>
          ) : (
            <Typography>No companies are listed here yet.</Typography>
          )}
        </Box>
      )}
      <ListingPagination
        page={meta.page}
        count={meta.last_page}
        getPageHref={(target) => listingHref(pathname, { ...state, page: target })}
      />
    </Container>
  );
}
