import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface ScoreLevelChipClasses {
  /** Styles applied to the root element: MUI's `Chip`. */
  root: string;
}

export type ScoreLevelChipClassKey = keyof ScoreLevelChipClasses;

export function getScoreLevelChipUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasScoreLevelChip', slot);
}

export const scoreLevelChipClasses: ScoreLevelChipClasses = generateUtilityClasses(
  'AtlasScoreLevelChip',
  ['root'],
);
