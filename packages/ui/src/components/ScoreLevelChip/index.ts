export { ScoreLevelChip, SCORE_LEVELS, scoreLevelLabels } from './ScoreLevelChip';
export type { ScoreLevel, ScoreLevelChipProps, ScoreLevelChipSize } from './ScoreLevelChip';
export { scoreLevelChipClasses, getScoreLevelChipUtilityClass } from './scoreLevelChipClasses';
export type { ScoreLevelChipClasses, ScoreLevelChipClassKey } from './scoreLevelChipClasses';
