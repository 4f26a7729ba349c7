import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface MegaMenuClasses {
  /** Styles applied to the root element: a `<nav>` landmark. */
  root: string;
  /** Styles applied to the grid of columns (columns variant) or the tab panel (tabs variant). */
  columns: string;
  /** Styles applied to each section (a column, or the open tab's links). */
  section: string;
  /** Styles applied to each section's title. */
  title: string;
  /** Styles applied to each list of links. */
  links: string;
  /** Styles applied to the list holding a section's "see all" link. */
  seeAll: string;
  /** Styles applied to the label of each group of links (e.g. "Cities"). */
  groupLabel: string;
  /** Styles applied to the tab list (tabs variant). */
  tabs: string;
  /** Styles applied to the row holding the call-to-action button under the menu. */
  action: string;
}

export type MegaMenuClassKey = keyof MegaMenuClasses;

export function getMegaMenuUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasMegaMenu', slot);
}

export const megaMenuClasses: MegaMenuClasses = generateUtilityClasses('AtlasMegaMenu', [
  'root',
  'columns',
  'section',
  'title',
  'links',
  'seeAll',
  'groupLabel',
  'tabs',
  'action',
]);
