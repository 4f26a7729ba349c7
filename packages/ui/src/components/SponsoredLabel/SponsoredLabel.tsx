import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { getAtlasTokens } from '../../theme/getAtlasTokens';
import { sponsoredLabelClasses } from './sponsoredLabelClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasSponsoredLabel';

export type SponsoredLabelVariant = 'outlined' | 'filled';

export interface SponsoredLabelProps {
  /**
   * The text.
   * @default 'Sponsored'
   */
  label?: string | undefined;
  /**
   * Outlined (on cards) or filled (on images).
   * @default 'outlined'
   */
  variant?: SponsoredLabelVariant | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

interface SponsoredLabelOwnerState {
  variant: SponsoredLabelVariant;
}

const SponsoredLabelRoot = styled('span', { name: NAME, slot: 'root' })<{
  ownerState: SponsoredLabelOwnerState;
}>(
  memoTheme(({ theme }) => ({
    ...theme.typography.overline,
    display: 'inline-block',
    lineHeight: 1.6,
    paddingInline: theme.spacing(0.75),
    borderRadius: getAtlasTokens(theme).radius.sm,
    variants: [
      {
        props: { variant: 'outlined' },
        style: {
          color: theme.palette.text.secondary,
          border: `1px solid ${theme.palette.divider}`,
        },
      },
      {
        props: { variant: 'filled' },
        style: {
          color: theme.palette.getContrastText(theme.palette.text.secondary),
          backgroundColor: theme.palette.text.secondary,
        },
      },
    ],
  })),
);

/** Marks a paid placement, so sponsored listings are never mistaken for earned ones. */
export function SponsoredLabel(inProps: SponsoredLabelProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const { label = 'Sponsored', variant = 'outlined', className, sx } = props;
  return (
    <SponsoredLabelRoot
      className={classNames(sponsoredLabelClasses.root, className)}
      ownerState={{ variant }}
      sx={sx}
    >
      {label}
    </SponsoredLabelRoot>
  );
}
