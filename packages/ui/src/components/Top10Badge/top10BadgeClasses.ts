import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface Top10BadgeClasses {
  /** Styles applied to the root element: a labelled region floating over the page. */
  root: string;
  /** Styles applied to the 'TOP 10' title. */
  title: string;
  /** Styles applied to the message. */
  message: string;
  /** Styles applied to the 'Check now' link. */
  link: string;
  /** Styles applied to the collapse and expand buttons. */
  toggle: string;
}

export type Top10BadgeClassKey = keyof Top10BadgeClasses;

export function getTop10BadgeUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasTop10Badge', slot);
}

export const top10BadgeClasses: Top10BadgeClasses = generateUtilityClasses('AtlasTop10Badge', [
  'root',
  'title',
  'message',
  'link',
  'toggle',
]);
