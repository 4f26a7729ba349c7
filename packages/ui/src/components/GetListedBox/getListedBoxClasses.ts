import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface GetListedBoxClasses {
  /** Styles applied to the root element: a labelled region. */
  root: string;
  /** Styles applied to the title. */
  title: string;
  /** Styles applied to the description. */
  description: string;
  /** Styles applied to the row holding the button. */
  action: string;
}

export type GetListedBoxClassKey = keyof GetListedBoxClasses;

export function getGetListedBoxUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasGetListedBox', slot);
}

export const getListedBoxClasses: GetListedBoxClasses = generateUtilityClasses(
  'AtlasGetListedBox',
  ['root', 'title', 'description', 'action'],
);
