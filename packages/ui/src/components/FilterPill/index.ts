export { FilterPill } from './FilterPill';
export type { FilterPillProps, FilterPillSize } from './FilterPill';
export { filterPillClasses, getFilterPillUtilityClass } from './filterPillClasses';
export type { FilterPillClasses, FilterPillClassKey } from './filterPillClasses';
