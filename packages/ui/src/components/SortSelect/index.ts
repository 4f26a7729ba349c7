export {
  SortSelect,
  SORT_KEYS,
  FIXED_SORT_KEYS,
  ORDERABLE_SORT_KEYS,
  sortKeyLabels,
  isOrderableSortKey,
  defaultSortOptionLabel,
  sortOptions,
} from './SortSelect';
export type {
  FixedSortKey,
  OrderableSortKey,
  SortDirection,
  SortKey,
  SortSelectProps,
  SortSelectSize,
  SortValue,
} from './SortSelect';
export { sortSelectClasses, getSortSelectUtilityClass } from './sortSelectClasses';
export type { SortSelectClasses, SortSelectClassKey } from './sortSelectClasses';
