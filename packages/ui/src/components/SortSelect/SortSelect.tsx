import TextField from '@mui/material/TextField';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { sortSelectClasses } from './sortSelectClasses';

const NAME = 'AtlasSortSelect';

/** Sorting keys with one fixed direction (best first), SPEC §3. */
export const FIXED_SORT_KEYS = ['verified', 'awards', 'score', 'rating'] as const;
/** Sorting keys that can be ordered up or down, SPEC §3. */
export const ORDERABLE_SORT_KEYS = ['name', 'employees', 'price'] as const;
/** Every sorting key, in the order the select offers them. */
export const SORT_KEYS = [...FIXED_SORT_KEYS, ...ORDERABLE_SORT_KEYS] as const;

export type FixedSortKey = (typeof FIXED_SORT_KEYS)[number];
export type OrderableSortKey = (typeof ORDERABLE_SORT_KEYS)[number];
export type SortKey = FixedSortKey | OrderableSortKey;
export type SortDirection = 'asc' | 'desc';

/**
 * A listing order. Fixed keys always sort `desc` (most verified, most awards, best score or
 * rating first); orderable keys go either way.
 */
export type SortValue =
  { key: FixedSortKey; direction: 'desc' } | { key: OrderableSortKey; direction: SortDirection };

/** The name of each key as the directory shows it. */
export const sortKeyLabels: Record<SortKey, string> = {
  verified: 'Verified',
  awards: 'Awards',
  score: 'Profile Score',
  rating: 'Rating',
  name: 'Company Name',
  employees: 'Team Size',
  price: 'Hourly Rate',
};

const directionLabels: Record<OrderableSortKey, Record<SortDirection, string>> = {
  name: { asc: 'A to Z', desc: 'Z to A' },
  employees: { asc: 'smallest first', desc: 'largest first' },
  price: { asc: 'lowest first', desc: 'highest first' },
};

export function isOrderableSortKey(key: SortKey): key is OrderableSortKey {
  return key === 'name' || key === 'employees' || key === 'price';
}

/** Default option text: "Rating", "Company Name (A to Z)", "Hourly Rate (highest first)". */
export function defaultSortOptionLabel(value: SortValue): string {
  if (!isOrderableSortKey(value.key)) return sortKeyLabels[value.key];
  return `${sortKeyLabels[value.key]} (${directionLabels[value.key][value.direction]})`;
}

/** Every choice the select offers for the given keys, in order. */
export function sortOptions(keys: readonly SortKey[]): SortValue[] {
  return keys.flatMap((key): SortValue[] =>
    isOrderableSortKey(key)
      ? [
          { key, direction: 'asc' },
          { key, direction: 'desc' },
        ]
      : [{ key, direction: 'desc' }],
  );
}

const encode = (value: SortValue) => `${value.key}:${value.direction}`;

export type SortSelectSize = 'small' | 'medium';

export interface SortSelectProps {
  /** The current order. */
  value: SortValue;
  /** Called with the chosen order. */
  onChange: (value: SortValue) => void;
  /**
   * Which keys to offer, in order; each orderable key gives two choices (up and down).
   * @default SORT_KEYS (all seven)
   */
  keys?: readonly SortKey[] | undefined;
  /**
   * The field's visible label.
   * @default 'Sort by'
   */
  label?: string | undefined;
  /**
   * Text of each choice; override it to translate.
   * @default defaultSortOptionLabel: "Rating", "Company Name (A to Z)"…
   */
  getOptionLabel?: ((value: SortValue) => string) | undefined;
  /**
   * Field size.
   * @default 'small'
   */
  size?: SortSelectSize | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

const SortSelectRoot = styled(TextField, { name: NAME, slot: 'root' })({
  minWidth: 220,
});

/**
 * The listing's order as a native select (best on phones and for assistive technology): the
 * fixed keys once, the orderable ones up and down.
 */
export function SortSelect(inProps: SortSelectProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    value,
    onChange,
    keys = SORT_KEYS,
    label = 'Sort by',
    getOptionLabel = defaultSortOptionLabel,
    size = 'small',
    className,
    sx,
  } = props;
  const options = sortOptions(keys);

  return (
    <SortSelectRoot
      className={classNames(sortSelectClasses.root, className)}
      sx={sx}
      select
      size={size}
      label={label}
      value={encode(value)}
      onChange={(event) => {
        const chosen = options.find((option) => encode(option) === event.target.value);
        if (chosen) onChange(chosen);
      }}
      slotProps={{ select: { native: true } }}
    >
      {options.map((option) => (
        <option key={encode(option)} value={encode(option)}>
          {getOptionLabel(option)}
        </option>
      ))}
    </SortSelectRoot>
  );
}
