import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface ServicesBreakdownClasses {
  /** Styles applied to the root element: a `<figure>`. */
  root: string;
  /** Styles applied to the title (the `<figcaption>`). */
  title: string;
  /** Styles applied to the list of services (the stacked bar, or the rows of the chart). */
  list: string;
  /** Styles applied to each service (a bar segment, or a chart row). */
  item: string;
  /** Styles applied to a chart row's track, which holds its bar. */
  track: string;
  /** Styles applied to the legend under the stacked bar. */
  legend: string;
  /** Styles applied to text for screen readers only (not a part to theme visibly). */
  visuallyHidden: string;
}

export type ServicesBreakdownClassKey = keyof ServicesBreakdownClasses;

export function getServicesBreakdownUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasServicesBreakdown', slot);
}

export const servicesBreakdownClasses: ServicesBreakdownClasses = generateUtilityClasses(
  'AtlasServicesBreakdown',
  ['root', 'title', 'list', 'item', 'track', 'legend', 'visuallyHidden'],
);
