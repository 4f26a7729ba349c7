import Chip from '@mui/material/Chip';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { scoreLevelChipClasses } from './scoreLevelChipClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasScoreLevelChip';

/** How good a level is, as a colour: green for the best, through neutral, to red. */
export type ScoreLevelTone = 'success' | 'info' | 'neutral' | 'warning' | 'error';

export type ScoreLevelChipSize = 'small' | 'medium';

export interface ScoreLevelChipProps {
  /** The level's text, e.g. "Excellent" (the app passes its domain's label). */
  label: string;
  /** The level's colour. */
  tone: ScoreLevelTone;
  /**
   * Chip size.
   * @default 'small'
   */
  size?: ScoreLevelChipSize | undefined;
  /**
   * Words before the level in the accessible name (and the tooltip), e.g. "Profile score".
   * @default 'Profile score'
   */
  prefix?: string | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

interface ScoreLevelChipOwnerState {
  tone: ScoreLevelTone;
}

const ScoreLevelChipRoot = styled(Chip, { name: NAME, slot: 'root' })<{
  ownerState: ScoreLevelChipOwnerState;
}>(
  memoTheme(({ theme }) => {
    const tone = (color: string) => ({
      color,
      borderColor: color,
      backgroundColor: 'transparent',
    });
    return {
      fontWeight: 700,
      variants: [
        { props: { tone: 'success' }, style: tone(theme.palette.success.main) },
        { props: { tone: 'info' }, style: tone(theme.palette.info.main) },
        { props: { tone: 'neutral' }, style: tone(theme.palette.text.secondary) },
        { props: { tone: 'warning' }, style: tone(theme.palette.warning.main) },
        { props: { tone: 'error' }, style: tone(theme.palette.error.main) },
      ],
    };
  }),
);

/** A company's profile score level as a coloured chip, e.g. "Excellent" in green. */
export function ScoreLevelChip(inProps: ScoreLevelChipProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const { label: text, tone, size = 'small', prefix = 'Profile score', className, sx } = props;
  return (
    <ScoreLevelChipRoot
      className={classNames(scoreLevelChipClasses.root, className)}
      ownerState={{ tone }}
      sx={sx}
      variant="outlined"
      size={size}
      label={text}
      role="img"
      aria-label={`${prefix}: ${text}`}
      title={`${prefix}: ${text}`}
    />
  );
}
