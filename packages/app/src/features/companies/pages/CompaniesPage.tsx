import { useLoaderData } from 'react-router-dom';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompanyListItem, PaginationMeta } from '@atlas/api/entities/company';
import { CompanyListItemCard } from '../../../shared/companies/CompanyListItemCard';
import { ListingPagination } from '../components/ListingPagination';

export interface CompaniesPageData {
  companies: CompanyListItem[];
  meta: PaginationMeta;
}

const numberFormat = new Intl.NumberFormat('en-US');

/** /companies: every listed agency in ranking order, one page at a time. */
export function CompaniesPage() {
  const { companies, meta } = useLoaderData<CompaniesPageData>();
  const first = (meta.page - 1) * meta.per_page + 1;
  const last = first + companies.length - 1;
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, fontWeight: 800 }}>
        Top Agencies in the World
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }} role="status">
        {companies.length > 0
          ? `Showing ${numberFormat.format(first)}–${numberFormat.format(last)} of ${numberFormat.format(meta.total)} companies`
          : 'No companies are listed yet.'}
      </Typography>
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
      <ListingPagination page={meta.page} count={meta.last_page} />
    </Container>
  );
}
