import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { SearchIcon } from '../../internal/icons';
import { filterGroupClasses } from './filterGroupClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasFilterGroup';

/** One option of a checkbox group, as the filters endpoint returns it (SPEC §3 "Filter groups"). */
export interface FilterGroupOption {
  /** The option's id (`option_id`), reported back in the selection. */
  id: string;
  /** The option as people read it, e.g. "Poland". */
  name: string;
  /** How many companies match; shown beside the name when given. */
  count?: number | undefined;
}

/** A founding-year style range: `[from, to]`, both inclusive. */
export type FilterGroupRange = readonly [number, number];

interface FilterGroupCommonProps {
  /** The group's title, e.g. "Countries"; it names the group for assistive technology. */
  title: string;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

export interface FilterGroupCheckboxProps extends FilterGroupCommonProps {
  /** `'checkbox'`: a list of options to tick. */
  filterType: 'checkbox';
  /** The options in the order to show them. */
  options: readonly FilterGroupOption[];
  /** Ids of the ticked options. */
  selected: readonly string[];
  /** Called with the new list of ticked ids whenever an option is ticked or unticked. */
  onChange: (selected: string[]) => void;
  /**
   * From this many options on, a search box filters the list.
   * @default 8
   */
  searchThreshold?: number | undefined;
  /**
   * Label of the search box.
   * @default title => `Search ${title.toLowerCase()}`
   */
  getSearchLabel?: ((title: string) => string) | undefined;
  /**
   * Shown when the search matches nothing.
   * @default 'No matches'
   */
  noMatchesText?: string | undefined;
  /**
   * Hides options whose count is 0 unless they are ticked.
   * @default false
   */
  hideEmpty?: boolean | undefined;
}

export interface FilterGroupSliderProps extends FilterGroupCommonProps {
  /** `'slider'`: a range with two thumbs, e.g. founding years. */
  filterType: 'slider';
  /** Lowest value of the range. */
  min: number;
  /** Highest value of the range. */
  max: number;
  /** The chosen range `[from, to]`. */
  value: FilterGroupRange;
  /**
   * Called with the new range when a thumb is released (or moved with the keyboard), not on
   * every pixel of a drag.
   */
  onChange: (value: [number, number]) => void;
  /**
   * Step between values.
   * @default 1
   */
  step?: number | undefined;
  /**
   * Accessible name of each thumb.
   * @default (thumb, title) => `${title} from` / `${title} to`
   */
  getThumbLabel?: ((thumb: 'from' | 'to', title: string) => string) | undefined;
}

/** A filter group of SPEC §3: checkboxes with counts, or a slider range (`filterType`). */
export type FilterGroupProps = FilterGroupCheckboxProps | FilterGroupSliderProps;

const FilterGroupRoot = styled('fieldset', { name: NAME, slot: 'root' })(
  memoTheme(({ theme }) => ({
    border: 0,
    margin: 0,
    padding: 0,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
  })),
);

const FilterGroupTitle = styled('legend', { name: NAME, slot: 'title' })(
  memoTheme(({ theme }) => ({
    ...theme.typography.subtitle2,
    padding: 0,
    marginBottom: theme.spacing(1),
    color: theme.palette.text.primary,
  })),
);

const FilterGroupSearch = styled(TextField, { name: NAME, slot: 'search' })({});

const FilterGroupOptions = styled('ul', { name: NAME, slot: 'options' })(
  memoTheme(({ theme }) => ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    maxHeight: theme.spacing(36),
    overflowY: 'auto',
  })),
);

const FilterGroupCount = styled('span', { name: NAME, slot: 'count' })(
  memoTheme(({ theme }) => ({
    marginInlineStart: theme.spacing(0.25),
    color: theme.palette.text.secondary,
    fontSize: theme.typography.caption.fontSize,
    fontVariantNumeric: 'tabular-nums',
  })),
);

const FilterGroupSlider = styled(Slider, { name: NAME, slot: 'slider' })(
  memoTheme(({ theme }) => ({
    marginInline: theme.spacing(1),
    width: `calc(100% - ${theme.spacing(2)})`,
  })),
);

const defaultSearchLabel = (title: string) => `Search ${title.toLowerCase()}`;
const defaultThumbLabel = (thumb: 'from' | 'to', title: string) => `${title} ${thumb}`;
const numberFormat = new Intl.NumberFormat('en-US');

function CheckboxGroup(props: FilterGroupCheckboxProps) {
  const {
    title,
    options,
    selected,
    onChange,
    searchThreshold = 8,
    getSearchLabel = defaultSearchLabel,
    noMatchesText = 'No matches',
    hideEmpty = false,
    className,
    sx,
  } = props;
  const [query, setQuery] = React.useState('');
  // The options are one stop of the Tab order (WAI-ARIA composite widget): the active one is
  // tabbable, arrow keys, Home and End move between them, Tab leaves the list.
  const [activeId, setActiveId] = React.useState<string | null>(null);
  const listRef = React.useRef<HTMLUListElement>(null);
  const selectedSet = new Set(selected);
  const searchable = options.length >= searchThreshold;
  const needle = query.trim().toLocaleLowerCase();
  const shown = options.filter(
    (option) =>
      (!hideEmpty || option.count !== 0 || selectedSet.has(option.id)) &&
      (!searchable || needle === '' || option.name.toLocaleLowerCase().includes(needle)),
  );

  const toggle = (id: string, checked: boolean) => {
    onChange(checked ? [...selected, id] : selected.filter((value) => value !== id));
  };
  const tabbableId = shown.some((option) => option.id === activeId)
    ? activeId
    : (shown[0]?.id ?? null);

  const moveFocus = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const keys = ['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft', 'Home', 'End'];
    if (!keys.includes(event.key) || shown.length === 0) return;
    event.preventDefault();
    const index = shown.findIndex((option) => option.id === tabbableId);
    const last = shown.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown' || event.key === 'ArrowRight'
            ? Math.min(index + 1, last)
            : Math.max(index - 1, 0);
    const target = shown[next];
    if (!target) return;
    setActiveId(target.id);
    listRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')[next]?.focus();
  };

  return (
    <FilterGroupRoot className={classNames(filterGroupClasses.root, className)} sx={sx}>
      <FilterGroupTitle className={filterGroupClasses.title}>{title}</FilterGroupTitle>
      {searchable ? (
        <FilterGroupSearch
          className={filterGroupClasses.search}
          type="search"
          size="small"
          label={getSearchLabel(title)}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      ) : null}
      {shown.length === 0 ? (
        <span role="status">{noMatchesText}</span>
      ) : (
        <FilterGroupOptions
          ref={listRef}
          className={filterGroupClasses.options}
          onKeyDown={moveFocus}
        >
          {shown.map((option) => (
            <li key={option.id}>
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    checked={selectedSet.has(option.id)}
                    onChange={(event) => toggle(option.id, event.target.checked)}
                    onFocus={() => setActiveId(option.id)}
                    slotProps={{ input: { tabIndex: option.id === tabbableId ? 0 : -1 } }}
                  />
                }
                label={
                  <>
                    {option.name}{' '}
                    {option.count === undefined ? null : (
                      <FilterGroupCount className={filterGroupClasses.count}>
                        ({numberFormat.format(option.count)})
                      </FilterGroupCount>
                    )}
                  </>
                }
              />
            </li>
          ))}
        </FilterGroupOptions>
      )}
    </FilterGroupRoot>
  );
}

function SliderGroup(props: FilterGroupSliderProps) {
  const {
    title,
    min,
    max,
    value,
    onChange,
    step = 1,
    getThumbLabel = defaultThumbLabel,
    className,
    sx,
  } = props;
  // The thumbs move freely while dragged; the caller hears only the released range.
  const [draft, setDraft] = React.useState<[number, number]>([value[0], value[1]]);
  const [from, to] = value;
  React.useEffect(() => setDraft([from, to]), [from, to]);

  return (
    <FilterGroupRoot className={classNames(filterGroupClasses.root, className)} sx={sx}>
      <FilterGroupTitle className={filterGroupClasses.title}>
        {title}: {draft[0]} – {draft[1]}
      </FilterGroupTitle>
      <FilterGroupSlider
        className={filterGroupClasses.slider}
        min={min}
        max={max}
        step={step}
        value={draft}
        valueLabelDisplay="auto"
        disableSwap
        getAriaLabel={(index) => getThumbLabel(index === 0 ? 'from' : 'to', title)}
        onChange={(_event, next) => {
          if (Array.isArray(next) && next.length === 2) setDraft([next[0] ?? min, next[1] ?? max]);
        }}
        onChangeCommitted={(_event, next) => {
          if (Array.isArray(next) && next.length === 2) onChange([next[0] ?? min, next[1] ?? max]);
        }}
      />
    </FilterGroupRoot>
  );
}

/**
 * One filter group: ticked options with their counts (a search box appears inside long lists), or
 * a range slider for values such as founding years. Controlled: the caller keeps the selection.
 */
export function FilterGroup(inProps: FilterGroupProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  return props.filterType === 'slider' ? <SliderGroup {...props} /> : <CheckboxGroup {...props} />;
}
