import * as React from 'react';
import Button from '@mui/material/Button';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { FilterPill } from '../FilterPill/FilterPill';
import type { FilterPillSize } from '../FilterPill/FilterPill';
import { activeFilterPillsClasses } from './activeFilterPillsClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasActiveFilterPills';

/** One applied filter value. */
export interface ActiveFilterPill {
  /** Unique key of the value across groups, e.g. "countries:12". Passed back to `onRemove`. */
  id: string;
  /** The value as people read it, e.g. "Poland". */
  label: string;
}

export interface ActiveFilterPillsProps {
  /** The applied filter values, in the order to show them. Nothing renders when empty. */
  pills: readonly ActiveFilterPill[];
  /** Called with a pill's `id` when it is removed. */
  onRemove: (id: string) => void;
  /**
   * Called by the "Clear all" button; the button is hidden without it or with fewer than
   * `clearAllMin` pills.
   */
  onClearAll?: (() => void) | undefined;
  /**
   * Least number of pills for "Clear all" to show.
   * @default 2
   */
  clearAllMin?: number | undefined;
  /**
   * Text of the clear-all button.
   * @default 'Clear all'
   */
  clearAllLabel?: string | undefined;
  /**
   * Accessible name of the region around the pills.
   * @default 'Active filters'
   */
  label?: string | undefined;
  /**
   * Accessible name of each pill's button.
   * @default label => `Remove ${label}`
   */
  getRemoveLabel?: ((label: string) => string) | undefined;
  /**
   * Pill size.
   * @default 'medium'
   */
  size?: FilterPillSize | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

const ActiveFilterPillsRoot = styled('section', { name: NAME, slot: 'root' })(
  memoTheme(({ theme }) => ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
  })),
);

const ActiveFilterPillsList = styled('ul', { name: NAME, slot: 'list' })(
  memoTheme(({ theme }) => ({
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(1),
    listStyle: 'none',
    margin: 0,
    padding: 0,
  })),
);

const ActiveFilterPillsClearAll = styled(Button, { name: NAME, slot: 'clearAll' })({});

/**
 * The applied filters as removable pills, with "Clear all". After a pill is removed, focus moves
 * to the next pill (or the previous one, or "Clear all") so keyboard users do not lose their place.
 */
export function ActiveFilterPills(inProps: ActiveFilterPillsProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    pills,
    onRemove,
    onClearAll,
    clearAllMin = 2,
    clearAllLabel = 'Clear all',
    label = 'Active filters',
    getRemoveLabel,
    size = 'medium',
    className,
    sx,
  } = props;
  const listRef = React.useRef<HTMLUListElement>(null);
  const focusIndexRef = React.useRef<number | null>(null);

  React.useEffect(() => {
    const index = focusIndexRef.current;
    if (index === null) return;
    focusIndexRef.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[role="button"], button');
    const target = buttons?.[Math.min(index, buttons.length - 1)];
    target?.focus();
  }, [pills]);

  if (pills.length === 0) return null;

  return (
    <ActiveFilterPillsRoot
      aria-label={label}
      className={classNames(activeFilterPillsClasses.root, className)}
      sx={sx}
    >
      <ActiveFilterPillsList ref={listRef} className={activeFilterPillsClasses.list}>
        {pills.map((pill, index) => (
          <li key={pill.id}>
            <FilterPill
              label={pill.label}
              size={size}
              getRemoveLabel={getRemoveLabel}
              onRemove={() => {
                focusIndexRef.current = index;
                onRemove(pill.id);
              }}
            />
          </li>
        ))}
      </ActiveFilterPillsList>
      {onClearAll !== undefined && pills.length >= clearAllMin ? (
        <ActiveFilterPillsClearAll
          className={activeFilterPillsClasses.clearAll}
          size="small"
          onClick={onClearAll}
        >
          {clearAllLabel}
        </ActiveFilterPillsClearAll>
      ) : null}
    </ActiveFilterPillsRoot>
  );
}
