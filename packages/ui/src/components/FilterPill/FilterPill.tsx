import Chip from '@mui/material/Chip';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { getAtlasTokens } from '../../theme/getAtlasTokens';
import { CloseIcon } from '../../internal/icons';
import { filterPillClasses } from './filterPillClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasFilterPill';

export type FilterPillSize = 'small' | 'medium';

export interface FilterPillProps {
  /** The filter value as people read it, e.g. "Poland" or "$30 - $70". */
  label: string;
  /**
   * Makes the pill removable: the whole pill becomes a button named by `getRemoveLabel`, with a
   * delete icon; Backspace or Delete on the focused pill also removes it.
   */
  onRemove?: (() => void) | undefined;
  /**
   * Makes the pill a toggle button, e.g. for quick filters; `selected` shows its state. Ignored
   * when `onRemove` is set.
   */
  onClick?: (() => void) | undefined;
  /**
   * Pressed state of a toggle pill (`aria-pressed`); ignored without `onClick`.
   * @default false
   */
  selected?: boolean | undefined;
  /**
   * Accessible name of the delete icon.
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

interface FilterPillOwnerState {
  size: FilterPillSize;
  selected: boolean;
}

const FilterPillRoot = styled(Chip, { name: NAME, slot: 'root' })<{
  ownerState: FilterPillOwnerState;
}>(
  memoTheme(({ theme }) => ({
    borderRadius: getAtlasTokens(theme).radius.pill,
    maxWidth: '100%',
    variants: [
      { props: { size: 'small' }, style: { fontSize: theme.typography.caption.fontSize } },
      { props: { size: 'medium' }, style: { fontSize: theme.typography.body2.fontSize } },
      {
        props: { selected: true },
        style: {
          backgroundColor: theme.palette.primary.main,
          color: theme.palette.primary.contrastText,
          borderColor: theme.palette.primary.main,
        },
      },
    ],
  })),
);

const defaultRemoveLabel = (label: string) => `Remove ${label}`;

/** One filter value as a pill: plain, removable (delete icon) or a toggle button. */
export function FilterPill(inProps: FilterPillProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    label,
    onRemove,
    onClick,
    selected = false,
    getRemoveLabel = defaultRemoveLabel,
    size = 'medium',
    className,
    sx,
  } = props;
  const ownerState: FilterPillOwnerState = { size, selected: onClick !== undefined && selected };

  const removable = onRemove !== undefined;

  return (
    <FilterPillRoot
      className={classNames(filterPillClasses.root, className)}
      ownerState={ownerState}
      sx={sx}
      label={label}
      size={size}
      variant="outlined"
      color={ownerState.selected ? 'primary' : 'default'}
      // A removable pill is one button, "Remove Poland": clicking anywhere on it removes it, and
      // the icon is decoration. A toggle pill is a button with a pressed state.
      onClick={removable ? onRemove : onClick}
      aria-label={removable ? getRemoveLabel(label) : undefined}
      aria-pressed={!removable && onClick !== undefined ? selected : undefined}
      onDelete={onRemove}
      deleteIcon={removable ? <CloseIcon aria-hidden /> : undefined}
    />
  );
}
