export { FilterTabs } from './FilterTabs';
export type { FilterTab, FilterTabsProps } from './FilterTabs';
export { filterTabsClasses, getFilterTabsUtilityClass } from './filterTabsClasses';
export type { FilterTabsClasses, FilterTabsClassKey } from './filterTabsClasses';
