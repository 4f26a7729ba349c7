import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { siteMaskClasses } from './siteMaskClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasSiteMask';

export type SiteMaskLevel = 'menu' | 'modal';

export interface SiteMaskProps {
  /** Shows the mask. */
  open: boolean;
  /** Called when the mask is clicked, e.g. to close the open menu. */
  onClick?: (() => void) | undefined;
  /**
   * Shows a spinner with this accessible name, e.g. "Loading", for a site-wide wait. Without it
   * the mask is only a dimmed layer, hidden from assistive technology.
   */
  label?: string | undefined;
  /**
   * Where the mask stacks: under the header's menus (`'menu'`) or over everything but dialogs
   * (`'modal'`).
   * @default 'menu'
   */
  level?: SiteMaskLevel | undefined;
  /**
   * Milliseconds of the fade in and out.
   * @default 300
   */
  transitionDuration?: number | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

interface SiteMaskOwnerState {
  level: SiteMaskLevel;
}

const SiteMaskRoot = styled(Backdrop, { name: NAME, slot: 'root' })<{
  ownerState: SiteMaskOwnerState;
}>(
  memoTheme(({ theme }) => ({
    backgroundColor: 'rgba(15, 23, 42, 0.5)',
    variants: [
      { props: { level: 'menu' }, style: { zIndex: theme.zIndex.appBar - 1 } },
      { props: { level: 'modal' }, style: { zIndex: theme.zIndex.modal - 1 } },
    ],
  })),
);

const SiteMaskSpinner = styled(CircularProgress, { name: NAME, slot: 'spinner' })({
  color: '#FFFFFF',
});

/** The dimmed layer over the site behind open menus, or over everything during a site-wide wait. */
export function SiteMask(inProps: SiteMaskProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const { open, onClick, label, level = 'menu', transitionDuration = 300, className, sx } = props;
  const ownerState: SiteMaskOwnerState = { level };

  return (
    <SiteMaskRoot
      className={classNames(siteMaskClasses.root, className)}
      ownerState={ownerState}
      sx={sx}
      open={open}
      onClick={onClick}
      transitionDuration={transitionDuration}
      aria-hidden={label === undefined}
    >
      {label === undefined ? null : (
        <SiteMaskSpinner className={siteMaskClasses.spinner} aria-label={label} />
      )}
    </SiteMaskRoot>
  );
}
