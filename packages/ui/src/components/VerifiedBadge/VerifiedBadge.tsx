import { jsx as emotionJsx } from '@emotion/react';
import { useTheme, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { VerifiedIcon } from '../../internal/icons';
import { verifiedBadgeClasses } from './verifiedBadgeClasses';
import { themedStyles, withSx } from '../../internal/themedStyles';

const NAME = 'AtlasVerifiedBadge';

/** `'label'`: icon and text. `'icon'`: the icon alone, named for assistive technology. */
export type VerifiedBadgeVariant = 'label' | 'icon';
export type VerifiedBadgeSize = 'small' | 'medium';

export interface VerifiedBadgeProps {
  /**
   * Icon and text, or the icon alone.
   * @default 'label'
   */
  variant?: VerifiedBadgeVariant | undefined;
  /**
   * Size.
   * @default 'medium'
   */
  size?: VerifiedBadgeSize | undefined;
  /**
   * The text (and the icon's accessible name).
   * @default 'Verified'
   */
  label?: string | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

interface VerifiedBadgeOwnerState {
  variant: VerifiedBadgeVariant;
  size: VerifiedBadgeSize;
}

/**
 * The badge's styles, its icon's included, serialized once per theme and size (`themedStyles`):
 * a listing shows one on most of its twenty cards (issue 14).
 */
const badgeStyles = themedStyles<VerifiedBadgeOwnerState>({
  name: NAME,
  classes: verifiedBadgeClasses,
  key: (ownerState) => ownerState.size,
  build: (theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    fontWeight: 600,
    color: theme.palette.success.main,
    [`& .${verifiedBadgeClasses.icon}`]: { fontSize: '1.35em' },
    variants: [
      { props: { size: 'small' }, style: { fontSize: theme.typography.caption.fontSize } },
      { props: { size: 'medium' }, style: { fontSize: theme.typography.body2.fontSize } },
    ],
  }),
});

/** Marks a company whose details Agency Atlas has checked. */
export function VerifiedBadge(inProps: VerifiedBadgeProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const { variant = 'label', size = 'medium', label = 'Verified', className, sx } = props;
  const ownerState: VerifiedBadgeOwnerState = { variant, size };
  const iconOnly = variant === 'icon';

  const theme = useTheme();
  const styles = badgeStyles(theme, ownerState);
  return emotionJsx(
    'span',
    {
      className: classNames(verifiedBadgeClasses.root, className),
      css: withSx(styles, theme, sx),
      role: iconOnly ? 'img' : undefined,
      'aria-label': iconOnly ? label : undefined,
      title: iconOnly ? label : undefined,
    },
    <VerifiedIcon className={verifiedBadgeClasses.icon} aria-hidden />,
    iconOnly ? null : label,
  );
}
