import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { NominationList } from '../components/NominationList';
import type { CompanyAwardsPageData } from '../awards';

/** /awards/{slug}(/{segment}): a company's awards across editions (one category's). */
export function CompanyAwardsPage() {
  const { page, segment } = useLoaderData<CompanyAwardsPageData>();
  const nominations = segment
    ? page.nominations.filter((nomination) => nomination.category.slug === segment)
    : page.nominations;
  const wins = nominations.filter((nomination) => nomination.status === 'winner').length;
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800, mb: 1 }}>
        {page.company.name}: awards
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {wins} {wins === 1 ? 'win' : 'wins'} and {nominations.length}{' '}
        {nominations.length === 1 ? 'nomination' : 'nominations'}
        {segment ? ` in ${nominations[0]?.category.name ?? segment}` : ' across every edition'}.
      </Typography>
      <NominationList company={page.company} nominations={nominations} />
      <Link component={RouterLink} to={paths.company(page.company.slug)}>
        {page.company.name}’s profile
      </Link>
    </Container>
  );
}
