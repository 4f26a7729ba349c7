import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface EmptyStateClasses {
  /** Styles applied to the root element. */
  root: string;
  /** Styles applied to the icon above the title. */
  icon: string;
  /** Styles applied to the title. */
  title: string;
  /** Styles applied to the description. */
  description: string;
  /** Styles applied to the actions row. */
  actions: string;
}

export type EmptyStateClassKey = keyof EmptyStateClasses;

export function getEmptyStateUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasEmptyState', slot);
}

export const emptyStateClasses: EmptyStateClasses = generateUtilityClasses('AtlasEmptyState', [
  'root',
  'icon',
  'title',
  'description',
  'actions',
]);
