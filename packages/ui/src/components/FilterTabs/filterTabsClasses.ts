import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface FilterTabsClasses {
  /** Styles applied to the root element. */
  root: string;
  /** Styles applied to the tab list (MUI's `Tabs`). */
  tabs: string;
  /** Styles applied to each tab. */
  tab: string;
  /** Styles applied to the badge with the number of ticked options on a tab. */
  tabCount: string;
  /** Styles applied to the expanding panel. */
  panel: string;
  /** Styles applied to the panel's actions row (close button and the caller's `actions`). */
  actions: string;
}

export type FilterTabsClassKey = keyof FilterTabsClasses;

export function getFilterTabsUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasFilterTabs', slot);
}

export const filterTabsClasses: FilterTabsClasses = generateUtilityClasses('AtlasFilterTabs', [
  'root',
  'tabs',
  'tab',
  'tabCount',
  'panel',
  'actions',
]);
