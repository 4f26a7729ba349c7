import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CountryRegion } from '@atlas/api/endpoints/list-countries';
import { paths } from '../../../config/paths';
import { PageShell } from '../../../shared/shell/PageShell';
import type { ContentPageData } from '../content';

export type TestCountriesPageData = ContentPageData & { regions: CountryRegion[] };

/** Internal: every country's image at full size with the paths the API answers (noindex). */
export function TestCountriesPage() {
  const page = useLoaderData<TestCountriesPageData>();
  const countries = page.regions.flatMap((region) =>
    region.countries.map((country) => ({ ...country, region: region.name })),
  );
  return (
    <PageShell heading={page.meta.heading ?? 'Countries'} lead={page.meta.lead} width="lg">
      <Typography sx={{ mb: 3 }}>{countries.length} countries.</Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {countries.map((country) => (
          <Box component="li" key={country.id} sx={{ border: 1, borderColor: 'divider', p: 1.5 }}>
            <Box
              component="img"
              src={country.images.main.original}
              alt={`Image of ${country.name}`}
              width={320}
              height={200}
              sx={{ display: 'block', width: '100%', height: 'auto' }}
            />
            <Typography sx={{ fontWeight: 700, mt: 1 }}>
              <Link component={RouterLink} to={paths.companyListing(country.slug)}>
                {country.name}
              </Link>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                ({country.region}, id {country.id}, {country.slug})
              </Typography>
            </Typography>
            <Typography variant="body2" component="p" sx={{ wordBreak: 'break-all' }}>
              webp: <code>{country.images.main.webp}</code>
              <br />
              original: <code>{country.images.main.original}</code>
            </Typography>
          </Box>
        ))}
      </Box>
    </PageShell>
  );
}
