import * as React from 'react';
import TextField from '@mui/material/TextField';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { sortSelectClasses } from './sortSelectClasses';

const NAME = 'AtlasSortSelect';

export type SortDirection = 'asc' | 'desc';

/** A listing order: a key and which way it goes. */
export interface SortValue<K extends string = string> {
  key: K;
  direction: SortDirection;
}

/** One choice of the select: an order and its text. */
export interface SortSelectOption<K extends string = string> extends SortValue<K> {
  label: string;
}

const encode = (value: SortValue) => `${value.key}:${value.direction}`;

export type SortSelectSize = 'small' | 'medium';

export interface SortSelectProps<K extends string = string> {
  /** The current order. */
  value: SortValue<K>;
  /** Called with the chosen order. */
  onChange: (value: SortValue<K>) => void;
  /**
   * The orders on offer, in order, each with its text (the app passes its domain's list, e.g.
   * "Rating", "Company Name (A to Z)").
   */
  options: readonly SortSelectOption<K>[];
  /**
   * The field's visible label.
   * @default 'Sort by'
   */
  label?: string | undefined;
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

/** Keys with which a closed native select steps through its options (changing its value). */
const STEP_KEYS = new Set([
  'ArrowDown',
  'ArrowUp',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * The listing's order as a native select (best on phones and for assistive technology), offering
 * the orders it is given. A choice picked from the list is reported at once; stepping through the
 * options with arrow keys (which a closed select does in most browsers) only moves the shown
 * choice, reported on Enter or when the field loses focus, so a first ArrowDown changes nothing.
 */
export function SortSelect<K extends string = string>(inProps: SortSelectProps<K>) {
  const props = useThemeProps({ props: inProps, name: NAME }) as SortSelectProps<K>;
  const { value, onChange, options, label = 'Sort by', size = 'small', className, sx } = props;
  const [pending, setPending] = React.useState<string | null>(null);
  const stepping = React.useRef(false);

  const report = (encoded: string) => {
    setPending(null);
    const chosen = options.find((option) => encode(option) === encoded);
    if (chosen && encoded !== encode(value))
      onChange({ key: chosen.key, direction: chosen.direction });
  };

  return (
    <SortSelectRoot
      className={classNames(sortSelectClasses.root, className)}
      sx={sx}
      select
      size={size}
      label={label}
      value={pending ?? encode(value)}
      onChange={(event) => {
        if (stepping.current) setPending(event.target.value);
        else report(event.target.value);
      }}
      onKeyDown={(event) => {
        stepping.current = STEP_KEYS.has(event.key);
        if (event.key === 'Enter' && pending !== null) {
          event.preventDefault();
          report(pending);
        }
      }}
      onKeyUp={() => {
        stepping.current = false;
      }}
      onBlur={() => {
        if (pending !== null) report(pending);
      }}
      slotProps={{ select: { native: true } }}
    >
      {options.map((option) => (
        <option key={encode(option)} value={encode(option)}>
          {option.label}
        </option>
      ))}
    </SortSelectRoot>
  );
}
