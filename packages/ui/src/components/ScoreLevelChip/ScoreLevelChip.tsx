import Chip from '@mui/material/Chip';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { scoreLevelChipClasses } from './scoreLevelChipClasses';

const NAME = 'AtlasScoreLevelChip';

/** The eight profile score levels of SPEC §3, best first. */
export const SCORE_LEVELS = [
  'excellent',
  'strong',
  'above-average',
  'good',
  'average',
  'below-average',
  'poor',
  'very-poor',
] as const;

export type ScoreLevel = (typeof SCORE_LEVELS)[number];

export const scoreLevelLabels: Record<ScoreLevel, string> = {
  excellent: 'Excellent',
  strong: 'Strong',
  'above-average': 'Above average',
  good: 'Good',
  average: 'Average',
  'below-average': 'Below average',
  poor: 'Poor',
  'very-poor': 'Very poor',
};

/** Tone of each level: green for the best, through neutral, to red. */
const TONES: Record<ScoreLevel, 'success' | 'info' | 'neutral' | 'warning' | 'error'> = {
  excellent: 'success',
  strong: 'success',
  'above-average': 'info',
  good: 'info',
  average: 'neutral',
  'below-average': 'warning',
  poor: 'error',
  'very-poor': 'error',
};

export type ScoreLevelChipSize = 'small' | 'medium';

export interface ScoreLevelChipProps {
  /** The profile score level. */
  level: ScoreLevel;
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
  /**
   * Text of each level; override it to translate.
   * @default scoreLevelLabels
   */
  getLabel?: ((level: ScoreLevel) => string) | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

interface ScoreLevelChipOwnerState {
  tone: (typeof TONES)[ScoreLevel];
}

const ScoreLevelChipRoot = styled(Chip, { name: NAME, slot: 'root' })<{
  ownerState: ScoreLevelChipOwnerState;
}>(({ theme }) => {
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
});

const defaultLabel = (level: ScoreLevel) => scoreLevelLabels[level];

/** A company's profile score level as a coloured chip, from "Excellent" to "Very poor". */
export function ScoreLevelChip(inProps: ScoreLevelChipProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    level,
    size = 'small',
    prefix = 'Profile score',
    getLabel = defaultLabel,
    className,
    sx,
  } = props;
  const text = getLabel(level);
  return (
    <ScoreLevelChipRoot
      className={classNames(scoreLevelChipClasses.root, className)}
      ownerState={{ tone: TONES[level] }}
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
