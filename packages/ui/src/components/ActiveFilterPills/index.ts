export { ActiveFilterPills } from './ActiveFilterPills';
export type { ActiveFilterPill, ActiveFilterPillsProps } from './ActiveFilterPills';
export {
  activeFilterPillsClasses,
  getActiveFilterPillsUtilityClass,
} from './activeFilterPillsClasses';
export type {
  ActiveFilterPillsClasses,
  ActiveFilterPillsClassKey,
} from './activeFilterPillsClasses';
