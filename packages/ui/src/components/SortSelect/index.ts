export { SortSelect } from './SortSelect';
export type {
  SortDirection,
  SortSelectOption,
  SortSelectProps,
  SortSelectSize,
  SortValue,
} from './SortSelect';
export { sortSelectClasses, getSortSelectUtilityClass } from './sortSelectClasses';
export type { SortSelectClasses, SortSelectClassKey } from './sortSelectClasses';
