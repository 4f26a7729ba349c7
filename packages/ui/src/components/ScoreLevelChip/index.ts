export { ScoreLevelChip } from './ScoreLevelChip';
export type { ScoreLevelChipProps, ScoreLevelChipSize, ScoreLevelTone } from './ScoreLevelChip';
export { scoreLevelChipClasses, getScoreLevelChipUtilityClass } from './scoreLevelChipClasses';
export type { ScoreLevelChipClasses, ScoreLevelChipClassKey } from './scoreLevelChipClasses';
