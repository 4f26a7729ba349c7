import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { VerifiedIcon } from '../../internal/icons';
import { verifiedBadgeClasses } from './verifiedBadgeClasses';

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

const VerifiedBadgeRoot = styled('span', { name: NAME, slot: 'root' })<{
  ownerState: VerifiedBadgeOwnerState;
}>(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  fontWeight: 600,
  color: theme.palette.success.main,
  variants: [
    { props: { size: 'small' }, style: { fontSize: theme.typography.caption.fontSize } },
    { props: { size: 'medium' }, style: { fontSize: theme.typography.body2.fontSize } },
  ],
}));

const VerifiedBadgeIcon = styled(VerifiedIcon, { name: NAME, slot: 'icon' })({
  fontSize: '1.35em',
});

/** Marks a company whose details Agency Atlas has checked. */
export function VerifiedBadge(inProps: VerifiedBadgeProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const { variant = 'label', size = 'medium', label = 'Verified', className, sx } = props;
  const ownerState: VerifiedBadgeOwnerState = { variant, size };
  const iconOnly = variant === 'icon';

  return (
    <VerifiedBadgeRoot
      className={classNames(verifiedBadgeClasses.root, className)}
      ownerState={ownerState}
      sx={sx}
      role={iconOnly ? 'img' : undefined}
      aria-label={iconOnly ? label : undefined}
      title={iconOnly ? label : undefined}
    >
      <VerifiedBadgeIcon className={verifiedBadgeClasses.icon} aria-hidden />
      {iconOnly ? null : label}
    </VerifiedBadgeRoot>
  );
}
