import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { City } from '@atlas/api/entities/location';
import { useStores } from '../../shared/stores/StoresContext';
import { paths } from '../../config/paths';

/** SPEC §9: narrower than this, no city is preselected. */
export const NARROW_SCREEN_MAX_WIDTH = 1023;
export const LIST_PLACEHOLDERS = 6;
export const CONTENT_PLACEHOLDERS = 12;

export interface Top10WidgetProps {
  /** The country page's country id, when known. */
  countryId?: number | undefined;
  /** Otherwise the service-city page's slugs, to look the country up. */
  serviceSlug?: string | undefined;
  citySlug?: string | undefined;
  /** Called when the cities cannot be loaded: the widget closes without a message. */
  onFail: () => void;
}

type State =
  | { status: 'loading' }
  | { status: 'ready'; countryName: string; cities: City[]; selected: string | null };

/**
 * 'TOP 10 Listings': the top cities of the current country; choosing one lists its service pages,
 * each linking to /top-companies/{service}/{city} (SPEC §4 "Top-cities widget").
 */
export function Top10Widget({ countryId, serviceSlug, citySlug, onFail }: Top10WidgetProps) {
  const { api } = useStores();
  const onFailRef = useRef(onFail);
  useEffect(() => {
    onFailRef.current = onFail;
  }, [onFail]);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      let id = countryId;
      if (id === undefined && serviceSlug && citySlug) {
        const place = await api.resolveListing(
          { segment: serviceSlug, location: citySlug },
          controller.signal,
        );
        id = place.data.country?.id;
      }
      if (id === undefined) throw new Error('no country for the TOP 10 widget');
      const answer = await api.getCities(
        { country: id, include_sponsorship_pages: true },
        controller.signal,
      );
      const cities = answer.data.filter((city) => (city.sponsorship_pages ?? []).length > 0);
      const fromPage = cities.find((city) => city.slug === citySlug);
      const wide = window.innerWidth >= NARROW_SCREEN_MAX_WIDTH;
      const selected = fromPage?.slug ?? (wide ? (cities[0]?.slug ?? null) : null);
      setState({ status: 'ready', countryName: answer.country.name, cities, selected });
    })().catch(() => {
      if (!controller.signal.aborted) onFailRef.current();
    });
    return () => controller.abort();
  }, [api, countryId, serviceSlug, citySlug]);

  if (state.status === 'loading') {
    return (
      <Box
        role="status"
        aria-label="Loading top cities"
        sx={{ display: 'grid', gridTemplateColumns: { md: '200px 1fr' }, gap: 2, minWidth: 320 }}
      >
        <Box>
          {Array.from({ length: LIST_PLACEHOLDERS }, (_, index) => (
            <Skeleton key={index} data-placeholder="list" height={32} />
          ))}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', columnGap: 2 }}>
          {Array.from({ length: CONTENT_PLACEHOLDERS }, (_, index) => (
            <Skeleton key={index} data-placeholder="content" height={24} />
          ))}
        </Box>
      </Box>
    );
  }

  const { cities, selected, countryName } = state;
  const city = cities.find((item) => item.slug === selected) ?? null;
  const select = (slug: string | null) => setState({ ...state, selected: slug });

  if (cities.length === 0)
    return <Typography variant="body2">No TOP 10 listings in {countryName} yet.</Typography>;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { md: '200px 1fr' }, gap: 2, minWidth: 320 }}>
      <Box
        component="ul"
        aria-label={`Top cities in ${countryName}`}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: { xs: city ? 'none' : 'block', md: 'block' },
        }}
      >
        {cities.map((item) => (
          <li key={item.id}>
            <Button
              fullWidth
              color="inherit"
              aria-pressed={item.slug === selected}
              onClick={() => select(item.slug)}
              sx={{ justifyContent: 'flex-start', fontWeight: item.slug === selected ? 700 : 400 }}
            >
              {item.name}
            </Button>
          </li>
        ))}
      </Box>
      {city ? (
        <Box>
          <Button size="small" onClick={() => select(null)} sx={{ mb: 1 }}>
            ← Back to cities
          </Button>
          <Typography component="h2" variant="subtitle2" sx={{ mb: 1 }}>
            TOP 10 in {city.name}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(2, minmax(140px, 1fr))',
              gap: 0.75,
            }}
          >
            {(city.sponsorship_pages ?? []).map((page) => (
              <li key={page.id}>
                <Link
                  component={RouterLink}
                  to={paths.topCompanies(page.service.slug, city.slug)}
                  underline="hover"
                  variant="body2"
                >
                  {page.service.name}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      ) : (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: { xs: 'none', md: 'block' } }}
        >
          Choose a city to see its TOP 10 listings.
        </Typography>
      )}
    </Box>
  );
}
