import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  CompanySuggestion,
  PlaceSuggestion,
  ServiceSuggestion,
} from '@atlas/api/endpoints/search';
import { paths } from '../../config/paths';
import { SearchIcon } from './SearchIcon';
import { SuggestField } from './SuggestField';
import { useShellText } from '../shell/text';

export interface SiteSearchProps {
  /** Prefix of the fields' ids, unique on the page (the home page and the header both show one). */
  idPrefix: string;
  /** Called after the search navigated (the header closes its dialog). */
  onNavigate?: () => void;
  /** Focus the service field at once (in the header's dialog). */
  autoFocus?: boolean;
}

/** Where a service and place search lands: /companies/{service}/{place}, or one of the two. */
export function listingPathFor(
  service: ServiceSuggestion | null,
  place: PlaceSuggestion | null,
): string {
  if (service && place) return paths.companyListing(service.slug, place.slug);
  if (service) return paths.companyListing(service.slug);
  if (place) return paths.companyListing(place.slug);
  return paths.companies();
}

export const placeLabel = (place: PlaceSuggestion) =>
  place.country ? `${place.name}, ${place.country.name}` : place.name;

interface Typed<T> {
  text: string;
  options: T[];
}

/** The first suggestion for text typed but not chosen, so "web dev" + Search still lands. */
function firstFor<T>(typed: Typed<T> | null): T | null {
  return typed && typed.text.trim() !== '' ? (typed.options[0] ?? null) : null;
}

/**
 * The directory's search (issue 15): a service and a location that land on their listing, and a
 * company name that opens the company's profile. Suggestions come as you type.
 */
export function SiteSearch({ idPrefix, onNavigate, autoFocus = false }: SiteSearchProps) {
  const navigate = useNavigate();
  const [service, setService] = useState<ServiceSuggestion | null>(null);
  const [place, setPlace] = useState<PlaceSuggestion | null>(null);
  const [company, setCompany] = useState<CompanySuggestion | null>(null);
  const typedService = useRef<Typed<ServiceSuggestion> | null>(null);
  const typedPlace = useRef<Typed<PlaceSuggestion> | null>(null);

  const go = (to: string) => {
    void navigate(to);
    onNavigate?.();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(
      listingPathFor(
        service ?? firstFor(typedService.current),
        place ?? firstFor(typedPlace.current),
      ),
    );
  };

  const fieldSx = { flex: 1 };
  const text = useShellText();

  return (
    <Stack spacing={2}>
      <Box
        component="form"
        method="get"
        role="search"
        aria-label={text.findByServiceAndLocation}
        onSubmit={submit}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: 'stretch' }}>
          <Box sx={fieldSx}>
            <SuggestField<ServiceSuggestion>
              id={`${idPrefix}-service`}
              label={text.serviceLabel}
              placeholder={text.servicePlaceholder}
              pick={(answer) => answer.services}
              optionLabel={(option) => option.name}
              optionKey={(option) => `service-${option.id}`}
              value={service}
              onChange={setService}
              onOptions={(text, options) => {
                typedService.current = { text, options };
              }}
              autoFocus={autoFocus}
            />
          </Box>
          <Box sx={fieldSx}>
            <SuggestField<PlaceSuggestion>
              id={`${idPrefix}-location`}
              label={text.locationLabel}
              placeholder={text.locationPlaceholder}
              pick={(answer) => answer.places}
              optionLabel={placeLabel}
              optionKey={(option) => `${option.kind}-${option.id}`}
              value={place}
              onChange={setPlace}
              onOptions={(text, options) => {
                typedPlace.current = { text, options };
              }}
            />
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SearchIcon />}
            sx={{ minHeight: 56, whiteSpace: 'nowrap' }}
          >
            {text.findAgencies}
          </Button>
        </Stack>
      </Box>
      <Box role="search" aria-label={text.findByName}>
        <Typography component="p" sx={{ mb: 1, fontWeight: 600 }}>
          {text.lookUpByName}
        </Typography>
        <Box sx={fieldSx}>
          <SuggestField<CompanySuggestion>
            id={`${idPrefix}-company`}
            label={text.companyNameLabel}
            placeholder={text.companyNamePlaceholder}
            pick={(answer) => answer.companies}
            optionLabel={(option) => option.name}
            optionKey={(option) => `company-${option.id}`}
            value={company}
            onChange={(option) => {
              setCompany(option);
              if (option) go(paths.company(option.slug));
            }}
          />
        </Box>
      </Box>
    </Stack>
  );
}
