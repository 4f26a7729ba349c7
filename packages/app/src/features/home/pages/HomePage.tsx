import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompanyListItem } from '@atlas/api/entities/company';
import { paths } from '../../../config/paths';
import { CompanyListItemCard } from '../../../shared/companies/CompanyListItemCard';
import { SiteSearch } from '../../../shared/search';

export interface HomePageData {
  companies: CompanyListItem[];
  total: number;
}

const numberFormat = new Intl.NumberFormat('en-US');

export function HomePage() {
  const { companies, total } = useLoaderData<HomePageData>();
  return (
    <>
      <Box
        component="section"
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}
      >
        <Container>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' }, fontWeight: 800, maxWidth: 800 }}
          >
            Find the right agency for your next project
          </Typography>
          <Typography sx={{ mt: 2, fontSize: '1.2rem', maxWidth: 700, opacity: 0.92 }}>
            {numberFormat.format(total)} technology and marketing agencies, ranked by verified
            reviews, awards and the quality of their profiles.
          </Typography>
          <Paper
            elevation={3}
            sx={{ mt: 4, p: { xs: 2, md: 3 }, maxWidth: 960, color: 'text.primary' }}
          >
            <SiteSearch idPrefix="home-search" />
          </Paper>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
            <Button
              component={RouterLink}
              to={paths.companies()}
              variant="contained"
              color="secondary"
              size="large"
            >
              Discover All Agencies in the World
            </Button>
          </Stack>
        </Container>
      </Box>
      <Container component="section" aria-labelledby="top-agencies" sx={{ py: 6 }}>
        <Typography
          id="top-agencies"
          variant="h2"
          sx={{ fontSize: '1.75rem', fontWeight: 700, mb: 3 }}
        >
          Top-ranked agencies
        </Typography>
        <Stack spacing={2}>
          {companies.map((company) => (
            <CompanyListItemCard key={company.id} company={company} headingLevel={3} />
          ))}
        </Stack>
        <Box sx={{ mt: 4, textAlign: 'center' }}>
          <Button component={RouterLink} to={paths.companies()} variant="outlined" size="large">
            See all {numberFormat.format(total)} agencies
          </Button>
        </Box>
      </Container>
    </>
  );
}
