export { FilterGroup } from './FilterGroup';
export type {
  FilterGroupCheckboxProps,
  FilterGroupOption,
  FilterGroupProps,
  FilterGroupRange,
  FilterGroupSliderProps,
} from './FilterGroup';
export { filterGroupClasses, getFilterGroupUtilityClass } from './filterGroupClasses';
export type { FilterGroupClasses, FilterGroupClassKey } from './filterGroupClasses';
