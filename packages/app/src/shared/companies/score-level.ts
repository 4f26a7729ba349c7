import { PROFILE_SCORE_LEVEL_LABELS, type ProfileScoreLevel } from '@atlas/api/options';
import type { ScoreLevelTone } from '@atlas/ui/ScoreLevelChip';

/** The colour of each profile score level: green for the best, through neutral, to red. */
const TONES: Readonly<Record<ProfileScoreLevel, ScoreLevelTone>> = {
  excellent: 'success',
  strong: 'success',
  'above-average': 'info',
  good: 'info',
  average: 'neutral',
  'below-average': 'warning',
  poor: 'error',
  'very-poor': 'error',
};

/** What a ScoreLevelChip needs for a level: its label (from @atlas/api) and its tone. */
export function scoreLevelChipProps(level: ProfileScoreLevel): {
  label: string;
  tone: ScoreLevelTone;
} {
  return { label: PROFILE_SCORE_LEVEL_LABELS[level], tone: TONES[level] };
}
