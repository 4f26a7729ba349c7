import { Link as RouterLink, useLoaderData, useNavigate } from 'react-router-dom';
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
} from '@atlas/api/options';
import { CHECKBOX_GROUPS, isEmptySelection, type FilterSelection } from '@atlas/api/filters';
import { CompanyListItemCard } from '../../../shared/companies/CompanyListItemCard';
import { ListingPagination } from '../components/ListingPagination';
import { FilterPanel } from '../components/FilterPanel';
import { breadcrumbTrail, listingSubject, type ListingPageData } from '../listing';
import { listingHref } from '../listing-url';

const numberFormat = new Intl.NumberFormat('en-US');

/** The listing's order as SortSelect shows it; the server's default direction when none is set. */
function sortValue(sort: SortKey, order: SortDirection | undefined): SortOrder {
  if (!isOrderableSortKey(sort)) return { key: sort, direction: 'desc' };
  return { key: sort, direction: order ?? (sort === 'employees' ? 'desc' : 'asc') };
}

/** The selection without its most recently added filter (the empty state offers this). */
function withoutLastFilter(selection: FilterSelection): FilterSelection {
  if (selection.foundingyears) return { ...selection, foundingyears: undefined };
  for (const group of [...CHECKBOX_GROUPS].reverse()) {
    const ids = selection.groups[group];
    if (ids && ids.length > 0)
      return { ...selection, groups: { ...selection.groups, [group]: ids.slice(0, -1) } };
  }
  return { groups: selection.groups, flags: {} };
}

/** A directory listing: all companies, or those of a service, a place, or a service in a place. */
export function ListingPage() {
  const pageData = useLoaderData<ListingPageData>();
  const { context, state, companies, meta, pathname } = pageData;
  const navigate = useNavigate();
  const { heading } = listingSubject(context);
  const trail = breadcrumbTrail(pageData);
  const first = (meta.page - 1) * meta.per_page + 1;
  const last = first + companies.length - 1;

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
        <Typography color="text.secondary" role="status">
          {companies.length > 0
            ? `Showing ${numberFormat.format(first)}–${numberFormat.format(last)} of ${numberFormat.format(meta.total)} companies`
            : 'No companies match these filters.'}
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
      {companies.length > 0 ? (
        <Stack
          component="ol"
          spacing={2}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label="Companies"
        >
          {companies.map((company) => (
            <li key={company.id}>
              <CompanyListItemCard company={company} headingLevel={2} />
            </li>
          ))}
        </Stack>
      ) : (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography sx={{ mb: 2 }}>Try removing a filter to see more companies.</Typography>
          {!isEmptySelection(state.selection) ? (
            <Button
              component={RouterLink}
              to={listingHref(pathname, {
                ...state,
                selection: withoutLastFilter(state.selection),
                page: 1,
              })}
              variant="contained"
            >
              Remove the last filter
            </Button>
          ) : null}
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
