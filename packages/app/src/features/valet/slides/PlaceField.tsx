import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { PlaceSuggestion } from '@atlas/api/endpoints/search';
import { useSearchSuggestions } from '../../../shared/search/useSearchSuggestions';
import type { ValetPlace } from '../stores/selection';

export function placeName(place: PlaceSuggestion): string {
  return place.country ? `${place.name}, ${place.country.name}` : place.name;
}

export function toValetPlace(place: PlaceSuggestion): ValetPlace {
  return { type: place.kind, id: place.id, name: placeName(place) };
}

export interface PlaceFieldProps {
  id: string;
  label: string;
  /** The place shown in the field; null for a field that adds to a list (and empties itself). */
  value: ValetPlace | null;
  onPick: (place: ValetPlace | null) => void;
  error?: string | undefined;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A country or city from the site search's place suggestions (GET /api/search): a combobox whose
 * list opens as you type (arrows to move, Enter to choose).
 */
export function PlaceField({
  id,
  label,
  value,
  onPick,
  error,
  helperText,
  required,
  disabled,
}: PlaceFieldProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(value?.name ?? '');
  const query = value && text === value.name ? '' : text;
  const { answer, loading } = useSearchSuggestions(query, open);
  // Countries first, then cities: the list is grouped by kind.
  const options = [...(answer?.places ?? [])].sort(
    (a, b) => Number(a.kind === 'city') - Number(b.kind === 'city'),
  );
  const chosen = value
    ? (options.find((option) => option.kind === value.type && option.id === value.id) ?? {
        kind: value.type,
        id: value.id,
        name: value.name,
        slug: '',
        country: null,
      })
    : null;
  return (
    <Autocomplete<PlaceSuggestion, false, false, false>
      id={id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={chosen}
      onChange={(_event, option) => {
        onPick(option ? toValetPlace(option) : null);
        // A field that adds to a list is ready for the next place.
        if (value === null && option) setText('');
      }}
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        if (reason === 'reset' && value === null) return;
        setText(next);
      }}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => (option.slug ? placeName(option) : option.name)}
      getOptionKey={(option) => `${option.kind}-${option.id}`}
      isOptionEqualToValue={(option, picked) =>
        option.kind === picked.kind && option.id === picked.id
      }
      groupBy={(option) => (option.kind === 'country' ? 'Countries' : 'Cities')}
      autoHighlight
      openOnFocus
      clearOnBlur={false}
      disablePortal
      disabled={disabled}
      loading={loading}
      loadingText="Searching…"
      noOptionsText={query.trim() ? 'No matches' : 'Type a country or city'}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? helperText ?? ' '}
        />
      )}
    />
  );
}
