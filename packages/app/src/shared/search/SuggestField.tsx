import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { SearchResponse } from '@atlas/api/endpoints/search';
import { useSearchSuggestions } from './useSearchSuggestions';
import { useShellText } from '../shell/text';

export interface SuggestFieldProps<T> {
  id: string;
  label: string;
  placeholder?: string;
  /** The suggestions of this field out of the search answer. */
  pick: (answer: SearchResponse) => T[];
  optionLabel: (option: T) => string;
  optionKey: (option: T) => string;
  value: T | null;
  onChange: (option: T | null) => void;
  /** Told each answer's suggestions for the text, so a form can take the first for typed text. */
  onOptions?: (text: string, options: T[]) => void;
  autoFocus?: boolean;
}

/**
 * One search field: a WAI-ARIA combobox (MUI Autocomplete: `role="combobox"`, `aria-expanded`,
 * `aria-controls` its listbox, `aria-activedescendant` for the highlighted option, arrows to move,
 * Enter to choose, Escape to close) whose options come from GET /api/search as you type.
 */
export function SuggestField<T>({
  id,
  label,
  placeholder,
  pick,
  optionLabel,
  optionKey,
  value,
  onChange,
  onOptions,
  autoFocus,
}: SuggestFieldProps<T>) {
  const [open, setOpen] = useState(false);
  const words = useShellText();
  const [text, setText] = useState('');
  // While a choice is shown in the field, its label is not a new search.
  const query = value && text === optionLabel(value) ? '' : text;
  const { answer, loading } = useSearchSuggestions(query, open);
  const options = answer ? pick(answer) : [];
  useEffect(() => {
    onOptions?.(query, options);
    // Told once per answer; `options` is derived from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, query]);
  return (
    <Autocomplete<T, false, false, false>
      id={id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_event, option) => onChange(option)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      options={options}
      // The server has filtered them already (accents, typos): show what it answered.
      filterOptions={(all) => all}
      getOptionLabel={optionLabel}
      getOptionKey={optionKey}
      isOptionEqualToValue={(option, chosen) => optionKey(option) === optionKey(chosen)}
      autoHighlight
      openOnFocus
      // Typed text stays when the field loses focus, and the form searches its first suggestion.
      clearOnBlur={false}
      // The list stays inside the field's landmark (the search form, the header's dialog).
      disablePortal
      loading={loading}
      loadingText={words.searching}
      noOptionsText={query.trim() ? words.noMatches : words.typeToSearch}
      fullWidth
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={placeholder} autoFocus={autoFocus} />
      )}
    />
  );
}
