import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface ErrorStateClasses {
  /** Styles applied to the root element. */
  root: string;
  /** Styles applied to the status code (e.g. 404). */
  status: string;
  /** Styles applied to the title. */
  title: string;
  /** Styles applied to the message. */
  message: string;
  /** Styles applied to the actions row. */
  actions: string;
}

export type ErrorStateClassKey = keyof ErrorStateClasses;

export function getErrorStateUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasErrorState', slot);
}

export const errorStateClasses: ErrorStateClasses = generateUtilityClasses('AtlasErrorState', [
  'root',
  'status',
  'title',
  'message',
  'actions',
]);
