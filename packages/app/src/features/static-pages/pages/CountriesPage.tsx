import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CountryRegion } from '@atlas/api/endpoints/list-countries';
import { paths } from '../../../config/paths';
import { PageShell } from '../../../shared/shell/PageShell';
import { ContentBody } from '../components/ContentBody';
import type { ContentPageData } from '../content';

export type CountriesPageData = ContentPageData & { regions: CountryRegion[] };

const numberFormat = new Intl.NumberFormat('en-US');

export function companiesLabel(count: number): string {
  return `${numberFormat.format(count)} ${count === 1 ? 'company' : 'companies'}`;
}

export function CountriesPage() {
  const page = useLoaderData<CountriesPageData>();
  const total = page.regions.reduce((sum, region) => sum + region.countries.length, 0);
  return (
    <PageShell heading={page.meta.heading ?? 'Countries'} lead={page.meta.lead} width="lg">
      <ContentBody body={page.body} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {total} countries in {page.regions.length} regions.
      </Typography>
      {page.regions.map((region) => (
        <Box
          component="section"
          key={region.id}
          aria-labelledby={`region-${region.slug}`}
          sx={{ mb: 6 }}
        >
          <Typography
            id={`region-${region.slug}`}
            variant="h2"
            sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, fontWeight: 700, mb: 2 }}
          >
            {region.name}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(3, minmax(0, 1fr))',
                lg: 'repeat(4, minmax(0, 1fr))',
              },
            }}
          >
            {region.countries.map((country) => (
              <Box
                component="li"
                key={country.id}
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  overflow: 'hidden',
                  bgcolor: 'background.paper',
                  position: 'relative',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  p: 1.5,
                  minHeight: 64,
                  '&:hover, &:focus-within': { boxShadow: 3 },
                }}
              >
                {/* The country's flag (flag-icons, MIT): decoration beside its name. */}
                <Box
                  component="img"
                  src={country.images.main.original}
                  alt=""
                  loading="lazy"
                  width={40}
                  height={30}
                  sx={{
                    flex: 'none',
                    display: 'block',
                    width: 40,
                    height: 30,
                    objectFit: 'cover',
                    borderRadius: 0.5,
                    boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.12)',
                  }}
                />
                <Box sx={{ minWidth: 0 }}>
                  <Link
                    component={RouterLink}
                    to={paths.companyListing(country.slug)}
                    underline="hover"
                    sx={{
                      fontWeight: 700,
                      overflowWrap: 'anywhere',
                      // The whole card is the link's target area.
                      '&::after': { content: '""', position: 'absolute', inset: 0 },
                    }}
                  >
                    {country.name}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {companiesLabel(country.companies_count)}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </PageShell>
  );
}
